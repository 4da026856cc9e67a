import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { PageTitle } from '@/components/PageTitle';
import { usePageMeta } from '@/lib/head';

/** /faq: questions as an accordion, so the whole list fits on a phone screen. */
export function FaqPage() {
  const { t } = useTranslation('help');
  const { t: tf } = useTranslation('footer');
  const faq = t('faq', { returnObjects: true });
  usePageMeta(faq.meta.title, faq.meta.description);
  return (
    <Box sx={(theme) => ({ maxWidth: theme.layout.proseMaxWidth })}>
      <PageTitle
        title={faq.title}
        subtitle={
          <>
            {faq.intro}{' '}
            <Link component={LocaleLink} to="/contact-us" underline="always">
              {tf('pages.contact')}
            </Link>
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 1.25 }}>
        {faq.entries.map((entry, index) => (
          <Accordion
            key={entry.question}
            disableGutters
            variant="outlined"
            slots={{ heading: 'h2' }}
            sx={{ borderRadius: '14px', '&::before': { display: 'none' }, overflow: 'hidden', '& > h2': { m: 0 } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreRounded />}
              id={`faq-${index}-header`}
              aria-controls={`faq-${index}-content`}
            >
              <Typography component="span" sx={{ fontWeight: 650, fontSize: '1rem' }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-content`}>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {entry.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Box>
  );
}
