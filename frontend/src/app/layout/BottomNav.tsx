import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LoginRounded from '@mui/icons-material/LoginRounded';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { useLocale } from '@/lib/use-locale';
import { LazyAccountMenu } from './LazyAccountMenu';
import { bottomNavIndex, mainButtonTarget, showMessages } from './nav-model';
import { useMenuAnchor } from './use-menu-anchor';
import { MemberAvatar, MemberBadge } from './member-widgets';

/**
 * SPEC §2: home, favorites, messages and the account item, fixed to the bottom on small screens. For a
 * member the account item opens their menu (their page, log out), since the top bar's button is hidden here.
 */
export function BottomNav({ user, unread }: { user: CurrentUser | null; unread: number }) {
  const { t } = useTranslation();
  const { path } = useLocale();
  const menuId = useId();
  const menu = useMenuAnchor(menuId);
  const target = mainButtonTarget(user);
  const staff = target.label === 'hq' || target.label === 'campaigns';
  const accountIcon = staff ? (
    target.label === 'campaigns' ? (
      <CampaignOutlined />
    ) : (
      <AdminPanelSettingsOutlined />
    )
  ) : user ? (
    <MemberAvatar user={user} size={26} />
  ) : (
    <LoginRounded />
  );
  return (
    <Paper
      component="nav"
      aria-label={t('nav.mobile')}
      elevation={8}
      sx={(theme) => ({
        display: { md: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        borderRadius: 0,
        pb: 'env(safe-area-inset-bottom)',
      })}
    >
      <BottomNavigation
        showLabels
        value={bottomNavIndex(path)}
        sx={(theme) => ({ height: theme.layout.bottomNavHeight, bgcolor: 'transparent' })}
      >
        <BottomNavigationAction component={LocaleLink} to="/" value={0} label={t('nav.home')} icon={<HomeOutlined />} />
        <BottomNavigationAction
          component={LocaleLink}
          to="/favorites"
          value={1}
          label={t('nav.favorites')}
          icon={<FavoriteBorderRounded />}
        />
        {showMessages(user) && (
          <BottomNavigationAction
            component={LocaleLink}
            to="/messages"
            value={2}
            label={t('nav.messages')}
            aria-label={unread > 0 ? t('nav.messagesUnread', { count: unread }) : undefined}
            icon={
              <MemberBadge count={unread}>
                <ChatBubbleOutlineRounded />
              </MemberBadge>
            }
          />
        )}
        {user ? (
          <BottomNavigationAction
            value={3}
            label={t(`nav.${target.label}`)}
            icon={accountIcon}
            {...menu.triggerProps}
          />
        ) : (
          <BottomNavigationAction
            component={LocaleLink}
            to={target.to}
            value={3}
            label={t(`nav.${target.label}`)}
            icon={accountIcon}
          />
        )}
      </BottomNavigation>
      {user && (
        <LazyAccountMenu
          wanted={menu.wanted}
          id={menuId}
          user={user}
          anchor={menu.anchor}
          onClose={menu.close}
          placement="above"
        />
      )}
    </Paper>
  );
}
