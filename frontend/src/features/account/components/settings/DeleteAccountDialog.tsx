import { DeleteAccountInput } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/FormTextField';
import { ApiError } from '@/lib/api-client';
import { toastDefaultError, toastError, toastSuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDeleteAccount } from '../../api/delete-account';
import { useLeaveSession } from './use-leave-session';

/**
 * Deleting the account, at once (docs/api.md `POST /api/user/delete`): what goes, and the password as
 * confirmation. Afterwards the member is signed out and lands home.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const leave = useLeaveSession();
  const remove = useDeleteAccount();
  const form = useSchemaForm(DeleteAccountInput, { defaultValues: { password: '' } });
  const onSubmit = form.submit(
    async (input) => {
      await remove.mutateAsync(input);
      toastSuccess(t('settings.deleted'));
      await leave();
    },
    // Its own catalogue: a wrong password is said on the field, anything else in a toast.
    (failure) => {
      if (failure instanceof ApiError && failure.code === 'wrong_password') {
        form.setError('password', { type: 'server', message: t('settings.wrongPassword') });
      } else if (failure instanceof ApiError && failure.status === 429) toastError(failure.message);
      else toastDefaultError();
      return true;
    },
  );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{t('settings.deleteTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning">{t('settings.deleteWarning')}</Alert>
          <FormTextField
            control={form.control}
            name="password"
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            password={{ showLabel: t('settings.showPassword'), hideLabel: t('settings.hidePassword') }}
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
