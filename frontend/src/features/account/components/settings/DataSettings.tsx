import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../edit/FormSection';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * The member's data: a copy of everything we keep (a JSON file the server sends as an attachment, so a
 * plain link downloads it with the session cookie), and leaving for good.
 */
export function DataSettings() {
  const { t } = useTranslation('account');
  const [deleting, setDeleting] = useState(false);
  return (
    <FormSection title={t('settings.data')}>
      <Box>
        <Typography sx={{ mb: 1 }}>{t('settings.exportHint')}</Typography>
        <Button component="a" href="/api/user/export" download variant="outlined" startIcon={<DownloadRounded />}>
          {t('settings.export')}
        </Button>
      </Box>
      <Box>
        <Typography sx={{ mb: 1 }}>{t('settings.deleteHint')}</Typography>
        <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
          {t('settings.delete')}
        </Button>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </FormSection>
  );
}
