import DevicesOtherRounded from '@mui/icons-material/DevicesOtherRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { logout, logoutAllDevices } from '@/features/auth';
import { toastDefaultError, toastSuccess } from '@/lib/toast';
import { FormSection } from '../edit/FormSection';
import { useLeaveSession } from './use-leave-session';

/** Logging out here, or everywhere: the account menu's requests and messages, ending on the home page. */
export function SessionSettings() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const leave = useLeaveSession();
  const end = useMutation({
    mutationFn: (everywhere: boolean) => (everywhere ? logoutAllDevices() : logout()),
    onSuccess: async (_nothing, everywhere) => {
      toastSuccess(everywhere ? t('account.loggedOutAll') : t('account.loggedOut'));
      await leave();
    },
    onError: toastDefaultError,
  });

  return (
    <FormSection title={ta('settings.sessions')} hint={ta('settings.sessionsHint')}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<LogoutRounded />}
          disabled={end.isPending}
          onClick={() => end.mutate(false)}
        >
          {t('account.logout')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DevicesOtherRounded />}
          disabled={end.isPending}
          onClick={() => end.mutate(true)}
        >
          {t('account.logoutAll')}
        </Button>
      </Box>
    </FormSection>
  );
}
