import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Blocking silences someone: it is confirmed first. Unblocking is immediate, so it needs no dialog. */
export function BlockDialog({
  username,
  open,
  onCancel,
  onConfirm,
}: {
  username: string;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('blockDialog.title', { username })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('blockDialog.body', { username })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} color="inherit">
          {t('blockDialog.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error">
          {t('blockDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
