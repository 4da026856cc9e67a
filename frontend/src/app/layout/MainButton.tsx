import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import LoginRounded from '@mui/icons-material/LoginRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LocaleLink } from '@/components/LocaleLink';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { mainButtonTarget } from './nav-model';
import { UserAvatar } from './UserAvatar';

/** The top bar's call to action: staff area, own profile, or log in (SPEC §2). */
export function MainButton({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const target = mainButtonTarget(user);
  if (target.label === 'hq' || target.label === 'campaigns') {
    // The staff area is not a page of this app: no locale prefix.
    return (
      <Button
        component={RouterLink}
        to={target.to}
        variant="contained"
        startIcon={target.label === 'campaigns' ? <CampaignOutlined /> : <AdminPanelSettingsOutlined />}
      >
        {t(`nav.${target.label}`)}
      </Button>
    );
  }
  if (target.label === 'profile' && user) {
    return (
      <Button
        component={LocaleLink}
        to={target.to}
        variant="outlined"
        color="inherit"
        startIcon={<UserAvatar user={user} size={24} />}
        sx={{ borderColor: 'divider' }}
      >
        {t('nav.profile')}
      </Button>
    );
  }
  return (
    <Button component={LocaleLink} to={target.to} variant="contained" startIcon={<LoginRounded />}>
      {t('nav.login')}
    </Button>
  );
}
