import type { CurrentUser } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { toastDefaultError, toastSuccess } from '@/lib/toast';
import { usePatchAccount } from '../../api/patch-account';
import { FormSection } from '../edit/FormSection';

/**
 * Sign-in email and password change through the emailed reset flows (a link proves the address), and
 * whether other members may write to this one.
 */
export function AccountSettings({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const patch = usePatchAccount();

  async function setMessaging(messaging: boolean) {
    try {
      await patch.mutateAsync({ messaging });
      toastSuccess(messaging ? t('settings.messagingOn') : t('settings.messagingOff'));
    } catch {
      toastDefaultError();
    }
  }

  return (
    <FormSection title={t('settings.account')}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box>
          <Typography color="text.secondary">{t('settings.email')}</Typography>
          <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{account.email}</Typography>
        </Box>
        <Button component={LocaleLink} to="/reset-email" variant="outlined">
          {t('settings.changeEmail')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Box>
          <Typography color="text.secondary">{t('settings.password')}</Typography>
          <Typography>{t('settings.passwordHint')}</Typography>
        </Box>
        <Button component={LocaleLink} to="/reset-password" variant="outlined">
          {t('settings.changePassword')}
        </Button>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={account.messaging}
              disabled={patch.isPending}
              onChange={(event) => void setMessaging(event.target.checked)}
            />
          }
          label={t('settings.messaging')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('settings.messagingHint')}
        </Typography>
      </Box>
    </FormSection>
  );
}
