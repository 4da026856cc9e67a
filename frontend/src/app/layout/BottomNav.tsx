import type { CurrentUser } from '@annuaire/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { useLocale } from '@/lib/use-locale';
import styles from './BottomNav.module.css';
import { BottomNavItem } from './BottomNavItem';
import { LazyAccountMenu } from './LazyAccountMenu';
import { bottomNavIndex, mainButtonTarget, showMessages } from './nav-model';
import { useMenuAnchor } from './use-menu-anchor';
import { MemberAvatar, MemberBadge } from './member-widgets';

/**
 * docs/product.md §2: home, favorites, messages and the account item, fixed to the bottom on small screens. For a
 * member the account item opens their menu (their page, log out), since the top bar's button is hidden here. Plain
 * elements and a static stylesheet (BottomNav.module.css): every phone page shows it. Members' icons and avatar stay
 * MUI's.
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
    <Icon name="login" />
  );
  return (
    <nav aria-label={t('nav.mobile')} className={styles.bar}>
      <div className={styles.items}>
        <BottomNavItem to="/" selected={selected === 0} label={t('nav.home')} icon={<Icon name="home" />} />
        <BottomNavItem
          to="/favorites"
          selected={selected === 1}
          label={t('nav.favorites')}
          icon={<Icon name="favoriteBorder" />}
        />
        {showMessages(user) && (
          <BottomNavItem
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
          <BottomNavItem to={target.to} selected={selected === 3} label={t(`nav.${target.label}`)} icon={accountIcon} />
        )}
      </div>
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
    </nav>
  );
}
