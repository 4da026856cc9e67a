import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';
import { DOCUMENTS, type DocumentName } from '../documents';
import type { Doc } from './DocumentView';

/**
 * An information document read in a dialog (docs/product.md §2 `termsOfService`, `privacyPolicy`, `clientGuide`),
 * so the page under it (a half-filled form, a profile) stays as it was; the full page is one link away.
 */
export function DocumentDialog({ name }: { name: DocumentName }) {
  const { namespace, key, path, modalKey } = DOCUMENTS[name];
  const { t } = useTranslation(namespace);
  const { t: tc } = useTranslation();
  const titleId = useId();
  const { open, closeModal } = useQueryModal(modalKey);
  const doc = t(key, { returnObjects: true }) as Doc;
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{doc.title}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ lineHeight: 1.7, mb: 3 }}>{doc.intro}</Typography>
        {doc.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3 }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {section.heading}
            </Typography>
            {section.paragraphs?.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ lineHeight: 1.7, mb: 1.25 }}>
                {paragraph}
              </Typography>
            ))}
            {section.list && (
              <Box
                component="ul"
                sx={{ pl: 2.5, m: 0, color: 'text.secondary', '& li': { mb: 0.75, lineHeight: 1.7 } }}
              >
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button component={LocaleLink} to={path} target="_blank" rel="noopener" color="inherit">
          {tc('documentModal.openAsPage')}
        </Button>
        <Button onClick={closeModal} variant="contained">
          {tc('misc.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
