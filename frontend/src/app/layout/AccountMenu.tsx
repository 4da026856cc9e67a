import type { CurrentUser } from '@annuaire/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DevicesOtherRounded from '@mui/icons-material/DevicesOtherRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LocaleLink } from '@/components/LocaleLink';
import { useLogout, useLogoutAllDevices } from '@/features/auth';
import { toastSuccess } from '@/lib/toast';
import { mainButtonTarget } from './nav-model';
import { UserAvatar } from './UserAvatar';

export interface AccountMenuProps {
  id: string;
  user: CurrentUser;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Below the top bar's button, above the bottom navigation's item. */
  placement?: 'below' | 'above';
}

/**
 * The signed-in member's menu (top bar and bottom navigation): their main page, then logging out of this
 * device or of every device. The menu closes first; the member disappears from the shell once the server
 * confirms, and a failure shows the default error toast (the hooks' own handling).
 */
export function AccountMenu({ id, user, anchor, onClose, placement = 'below' }: AccountMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const logoutAll = useLogoutAllDevices();
  const target = mainButtonTarget(user);
  const staff = target.label === 'hq' || target.label === 'campaigns';
  const busy = logout.isPending || logoutAll.isPending;

  const run = (mutation: UseMutationResult<void, Error, void>, confirmation: string) => () => {
    onClose();
    // A failure is already reported by the hook (default error toast); only success has more to say.
    mutation.mutateAsync().then(() => toastSuccess(confirmation), ignoreReportedFailure);
  };

  const origin: Pick<MenuProps, 'anchorOrigin' | 'transformOrigin'> =
    placement === 'above'
      ? {
          anchorOrigin: { vertical: 'top', horizontal: 'center' },
          transformOrigin: { vertical: 'bottom', horizontal: 'center' },
        }
      : {
          anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
          transformOrigin: { vertical: 'top', horizontal: 'right' },
        };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      {...origin}
      slotProps={{
        paper: { sx: { minWidth: 260, borderRadius: '14px', mt: placement === 'below' ? 1 : -1 } },
        list: { 'aria-label': t('account.label', { username: user.username }) },
      }}
    >
      <Box component="li" role="none" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 1, pb: 1.5 }}>
        <UserAvatar user={user} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {user.username}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <MenuItem component={staff ? RouterLink : LocaleLink} to={target.to} onClick={onClose}>
        <ListItemIcon>
          {target.label === 'campaigns' ? (
            <CampaignOutlined />
          ) : staff ? (
            <AdminPanelSettingsOutlined />
          ) : (
            <PersonOutlineRounded />
          )}
        </ListItemIcon>
        <ListItemText>{t(`nav.${target.label}`)}</ListItemText>
      </MenuItem>
      <Divider />
      <MenuItem disabled={busy} onClick={run(logout, t('account.loggedOut'))}>
        <ListItemIcon>
          <LogoutRounded />
        </ListItemIcon>
        <ListItemText>{t('account.logout')}</ListItemText>
      </MenuItem>
      <MenuItem disabled={busy} onClick={run(logoutAll, t('account.loggedOutAll'))}>
        <ListItemIcon>
          <DevicesOtherRounded />
        </ListItemIcon>
        <ListItemText>{t('account.logoutAll')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}

function ignoreReportedFailure(): void {}
