import { DeleteAccountInput } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/PasswordField';
import { ApiError } from '@/lib/api-client';
import { toastDefaultError, toastError, toastSuccess } from '@/lib/toast';
import { validateForm } from '@/lib/validation';
import { useDeleteAccount } from '../../api/delete-account';
import { useLeaveSession } from './use-leave-session';

/**
 * Deleting the account, at once (docs/api.md `POST /api/user/delete`): what goes, and the password as
 * confirmation. Afterwards the member is signed out and lands home.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const titleId = useId();
  const leave = useLeaveSession();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm<DeleteAccountInput, 'password'>(DeleteAccountInput, { password }, tc);
    if (!checked.success) return setError(checked.errors.password);
    try {
      await remove.mutateAsync(checked.data);
      toastSuccess(t('settings.deleted'));
      await leave();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'wrong_password') setError(t('settings.wrongPassword'));
      else if (failure instanceof ApiError && failure.status === 429) toastError(failure.message);
      else toastDefaultError();
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{t('settings.deleteTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">{t('settings.deleteWarning')}</Alert>
          <PasswordField
            label={t('settings.currentPassword')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            showLabel={t('settings.showPassword')}
            hideLabel={t('settings.hidePassword')}
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={remove.isPending}>
            {t('settings.deleteConfirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
