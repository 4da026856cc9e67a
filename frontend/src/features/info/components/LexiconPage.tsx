import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { usePageMeta } from '@/lib/head';

/** /lexicon: the site's vocabulary as a definition list, alphabetical in the reader's language. */
export function LexiconPage() {
  const { t, i18n } = useTranslation('help');
  const lexicon = t('lexicon', { returnObjects: true });
  usePageMeta(lexicon.meta.title, lexicon.meta.description);
  const entries = [...lexicon.entries].sort((a, b) => a.term.localeCompare(b.term, i18n.language));
  return (
    <Box sx={(theme) => ({ maxWidth: theme.layout.proseMaxWidth })}>
      <PageTitle title={lexicon.title} subtitle={lexicon.intro} />
      <Box component="dl" sx={{ m: 0 }}>
        {entries.map((entry) => (
          // A div may group each term with its definition inside a dl; it carries the row divider.
          <Box
            key={entry.term}
            sx={{
              display: 'grid',
              gridTemplateColumns: { sm: '200px minmax(0, 1fr)' },
              columnGap: 3,
              rowGap: 0.5,
              py: 2,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {entry.term}
            </Typography>
            <Typography component="dd" color="text.secondary" sx={{ m: 0, lineHeight: 1.7 }}>
              {entry.definition}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
