import type { CurrentUser } from '@annuaire/shared';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTranslation } from 'react-i18next';
import { buttonClass, iconButtonClass, startIcon } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { Logo } from '@/components/Logo';
import { LocaleLink } from '@/components/LocaleLink';
import { SiteContainer } from '@/components/SiteContainer';
import { useOpenSearch } from '@/lib/open-search';
import { LanguageSwitch } from './LanguageSwitch';
import { MemberBadge, MemberBell } from './member-widgets';
import { MainButton } from './MainButton';
import { showMessages } from './nav-model';
import styles from './TopBar.module.css';

/**
 * The top bar of docs/product.md §2; it lifts (shadow, solid background) once the page scrolls under it. Plain
 * elements and a static stylesheet (TopBar.module.css): it is on every page's HTML. The members' widgets (bell,
 * unread badge, their menu) stay MUI's: they load with a member's session only.
 */
export function TopBar({ user, unread }: { user: CurrentUser | null; unread: number }) {
  const { t } = useTranslation();
  const openSearch = useOpenSearch();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: 4 });
  return (
    <header className={scrolled ? `${styles.bar} ${styles.scrolled}` : styles.bar}>
      <SiteContainer>
        <div className={styles.toolbar}>
          <LocaleLink to="/" className={styles.logo}>
            <Logo />
          </LocaleLink>
          <nav aria-label={t('nav.primary')} className={styles.nav}>
            <button
              type="button"
              onClick={openSearch}
              data-search-opener
              aria-label={t('nav.searchProfiles')}
              aria-haspopup="dialog"
              className={iconButtonClass({ className: styles.narrowOnly })}
            >
              <Icon name="search" />
            </button>
            <button
              type="button"
              onClick={openSearch}
              data-search-opener
              aria-haspopup="dialog"
              className={buttonClass('text', { className: styles.searchButton })}
            >
              <Icon name="search" small className={startIcon} />
              {t('nav.searchProfiles')}
            </button>
            <LanguageSwitch />
            {user && <MemberBell />}
            <LocaleLink
              to="/favorites"
              aria-label={t('nav.favorites')}
              className={iconButtonClass({ className: styles.wideOnly })}
            >
              <Icon name="favoriteBorder" />
            </LocaleLink>
            {showMessages(user) && (
              <LocaleLink
                to="/messages"
                aria-label={unread > 0 ? t('nav.messagesUnread', { count: unread }) : t('nav.messages')}
                className={iconButtonClass({ className: styles.wideOnly })}
              >
                {/* No badge at 0: a fading badge keeps its last number, which would contradict the link's name. */}
                {unread > 0 ? (
                  <MemberBadge count={unread}>
                    <ChatBubbleOutlineRounded />
                  </MemberBadge>
                ) : (
                  <ChatBubbleOutlineRounded />
                )}
              </LocaleLink>
            )}
            <div className={styles.main}>
              <MainButton user={user} />
            </div>
          </nav>
        </div>
      </SiteContainer>
    </header>
  );
}
