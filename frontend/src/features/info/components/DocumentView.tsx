import { locationKey } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { readFragment, writeFragment } from '@/lib/url-fragment';

export interface DocSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface Doc {
  title: string;
  intro: string;
  updated: string;
  sections: readonly DocSection[];
}

/** Section anchors follow the place-key rule (lowercase, hyphens, no accents), which makes readable fragments. */
const sectionId = locationKey;

function scrollToSection(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A long information page: title, last update, intro, and sections with an "on this page" index on wide
 * screens. Index links keep the section in the URL fragment (shareable) without a navigation per click.
 */
export function DocumentView({ doc }: { doc: Doc }) {
  const { t, i18n } = useTranslation();
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(doc.updated),
  );

  useEffect(() => {
    const target = readFragment();
    if (target) scrollToSection(target);
  }, []);

  const follow = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    writeFragment(id);
    scrollToSection(id);
  };

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(0, 1fr) 240px' }, gap: { md: 6 }, alignItems: 'start' }}
    >
      <Box component="article" sx={(theme) => ({ maxWidth: theme.layout.proseMaxWidth })}>
        <PageTitle title={doc.title} subtitle={t('misc.lastUpdated', { date: updated })} />
        <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.7, mb: 4 }}>{doc.intro}</Typography>
        {doc.sections.map((section, index) => (
          <Box component="section" key={section.heading} aria-labelledby={sectionId(section.heading)} sx={{ mb: 4 }}>
            <Typography
              variant="h2"
              id={sectionId(section.heading)}
              sx={{
                fontSize: '1.3rem',
                mb: 1.5,
                scrollMarginTop: 88,
                display: 'flex',
                gap: 1.25,
                alignItems: 'baseline',
              }}
            >
              <Box
                component="span"
                sx={{ color: 'primary.main', fontSize: '0.95rem', fontWeight: 800 }}
                aria-hidden="true"
              >
                {String(index + 1).padStart(2, '0')}
              </Box>
              {section.heading}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ lineHeight: 1.75, mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
            {section.list && (
              <Box component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary', '& li': { mb: 1, lineHeight: 1.7 } }}>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Box
        component="nav"
        aria-label={t('misc.onThisPage')}
        sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 96 }}
      >
        <Typography variant="overline" color="text.secondary">
          {t('misc.onThisPage')}
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, borderLeft: 1, borderColor: 'divider' }}>
          {doc.sections.map((section) => (
            <li key={section.heading}>
              <Link
                href={`#${sectionId(section.heading)}`}
                onClick={follow(sectionId(section.heading))}
                color="text.secondary"
                sx={{ display: 'block', py: 0.75, pl: 2, fontSize: 14, '&:hover': { color: 'text.primary' } }}
              >
                {section.heading}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
