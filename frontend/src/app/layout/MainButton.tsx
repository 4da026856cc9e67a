import type { CurrentUser } from '@annuaire/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buttonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { LazyAccountMenu } from './LazyAccountMenu';
import { mainButtonTarget } from './nav-model';
import { useMenuAnchor } from './use-menu-anchor';
import { MemberAvatar } from './member-widgets';

/** The top bar's call to action: staff area, own profile, or log in (docs/product.md §2); members also get their menu. */
export function MainButton({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const target = mainButtonTarget(user);
  if (!user || target.label === 'login') {
    // A plain link drawn as the theme's contained button (components/controls): every visitor's page shows it.
    return (
      <LocaleLink to={target.to} className={buttonClass('contained')}>
        <Icon name="login" small className={startIcon} />
        {t('nav.login')}
      </LocaleLink>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
      <MemberButton user={user} />
      <AccountMenuButton user={user} />
    </Box>
  );
}

function MemberButton({ user }: { user: CurrentUser }) {
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
  return (
    <Button
      component={LocaleLink}
      to={target.to}
      variant="outlined"
      color="inherit"
      startIcon={<MemberAvatar user={user} size={24} />}
      sx={{ borderColor: 'divider' }}
    >
      {t(`nav.${target.label}`)}
    </Button>
  );
}

/** The chevron beside the main button that opens the member's menu (log out, log out everywhere). */
function AccountMenuButton({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const menuId = useId();
  const { anchor, wanted, close, triggerProps } = useMenuAnchor(menuId);
  return (
    <>
      <IconButton aria-label={t('account.menu')} {...triggerProps}>
        <KeyboardArrowDownRounded />
      </IconButton>
      <LazyAccountMenu wanted={wanted} id={menuId} user={user} anchor={anchor} onClose={close} />
    </>
  );
}
