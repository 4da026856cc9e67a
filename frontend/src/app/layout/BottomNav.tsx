import type { CurrentUser } from '@annuaire/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LoginRounded from '@mui/icons-material/LoginRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useLocale } from '@/lib/use-locale';
import { BottomNavItem } from './BottomNavItem';
import { LazyAccountMenu } from './LazyAccountMenu';
import { bottomNavIndex, mainButtonTarget, showMessages } from './nav-model';
import { useMenuAnchor } from './use-menu-anchor';
import { MemberAvatar, MemberBadge } from './member-widgets';

/**
 * docs/product.md §2: home, favorites, messages and the account item, fixed to the bottom on small screens. For a
 * member the account item opens their menu (their page, log out), since the top bar's button is hidden here.
 */
export function BottomNav({ user, unread }: { user: CurrentUser | null; unread: number }) {
  const { t } = useTranslation();
  const { path } = useLocale();
  const menuId = useId();
  const menu = useMenuAnchor(menuId);
  const target = mainButtonTarget(user);
  const staff = target.label === 'hq' || target.label === 'campaigns';
  const selected = bottomNavIndex(path);
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
      <Box sx={(theme) => ({ height: theme.layout.bottomNavHeight, display: 'flex', justifyContent: 'center' })}>
        <BottomNavItem
          component={LocaleLink}
          to="/"
          selected={selected === 0}
          label={t('nav.home')}
          icon={<HomeOutlined />}
        />
        <BottomNavItem
          component={LocaleLink}
          to="/favorites"
          selected={selected === 1}
          label={t('nav.favorites')}
          icon={<FavoriteBorderRounded />}
        />
        {showMessages(user) && (
          <BottomNavItem
            component={LocaleLink}
            to="/messages"
            selected={selected === 2}
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
          <BottomNavItem
            selected={selected === 3}
            label={t(`nav.${target.label}`)}
            icon={accountIcon}
            {...menu.triggerProps}
          />
        ) : (
          <BottomNavItem
            component={LocaleLink}
            to={target.to}
            selected={selected === 3}
            label={t(`nav.${target.label}`)}
            icon={accountIcon}
          />
        )}
      </Box>
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
