import { SiteContainer } from '@/components/SiteContainer';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { can, useCurrentUser } from '@/lib/current-user';
import { CookieBanner } from '@/features/consent';
import { PageErrorBoundary } from '@/features/errors';
import { modalAdWanted } from '@/features/ads';
import { useFavoritesSync } from '@/features/favorites';
import { useSiteSettings } from '@/features/site-settings';
import { useUnreadCount } from '@/features/messages';
import { useLocale } from '@/lib/use-locale';
import { useReportArrival } from '@/lib/arrival';
import { useScrollRestoration } from '@/lib/use-scroll-restoration';
import { BottomNav } from './BottomNav';
import { MemberLiveUpdates } from './member-widgets';
import { showMessages } from './nav-model';
import { SearchLayer } from './SearchLayer';
import { footerComponent } from './site-footer';
import styles from './AppShell.module.css';
import { SubNav } from './SubNav';
import { TopBar } from './TopBar';
import { useShellEffects } from './use-shell-effects';

/** The maintenance screen (docs/product.md §2), shown while the staff's app settings say so. */
const MaintenancePage = lazy(() =>
  import('@/features/errors/components/MaintenancePage').then((m) => ({ default: m.MaintenancePage })),
);

/** The important-notification and VIP reminder modals: most page views show neither, so their code waits. */
const AccountModals = lazy(() =>
  import('@/features/notifications/components/AccountModals').then((m) => ({ default: m.AccountModals })),
);

/** The modal ad (docs/product.md §9) waits for its 5th page view; its code loads once it may open. */
const AdModal = lazy(() => import('@/features/ads/components/AdModal').then((m) => ({ default: m.AdModal })));

/**
 * Whether the modal ad's code is wanted yet: once the site knows who reads, on the first page where the ad is due
 * or asked for, and from then on (an open ad is never unmounted by its own opening). Checked a task after each
 * navigation, when this page's view has been counted (use-shell-effects.ts).
 */
function useAdModalWanted(checked: boolean): boolean {
  const { pathname, search } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !checked) return;
    const timer = window.setTimeout(() => setWanted(modalAdWanted(search)), 0);
    return () => window.clearTimeout(timer);
  }, [wanted, checked, pathname, search]);
  return wanted;
}

/** The layout every page renders in (docs/product.md §2); the page itself goes in <main>. */
export function AppShell() {
  const { t } = useTranslation();
  const { user, checked } = useCurrentUser();
  const { locale, path } = useLocale();
  const location = useLocation();
  const unread = useUnreadCount(showMessages(user));
  const site = useSiteSettings();
  useShellEffects(locale, path, site.checked ? site.settings.cookieConsentEnabled : null);
  // Staff keep working during a maintenance; everyone else sees the maintenance screen in place of the page.
  const maintenance = site.settings.maintenanceMode && !can(user, 'ACCESS_HQ');
  useFavoritesSync();
  useScrollRestoration();
  useReportArrival();
  const [Footer] = useState(footerComponent);
  const adModalWanted = useAdModalWanted(checked);
  const shown = !maintenance ? 'page' : checked ? 'maintenance' : 'checking';
  // The same element while the page stays the same: the shell's own updates (the signed-in check answering, the
  // unread count) then never reach a part of the page React has not adopted yet from the server's markup, which
  // would make React drop that markup and render the part again, moving the page (docs/benchmarks.md, CLS).
  const content = useMemo(
    () => (
      <PageErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageLoader />}>
          {shown === 'page' ? <Outlet /> : shown === 'maintenance' ? <MaintenancePage /> : <PageLoader />}
        </Suspense>
      </PageErrorBoundary>
    ),
    [location.pathname, shown],
  );

  return (
    // Plain elements and a static stylesheet (AppShell.module.css): the shell is on every page's HTML.
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      {/* First in the tab order after the skip link, though shown along the bottom (docs/product.md §4). */}
      <CookieBanner
        consentEnabled={site.settings.cookieConsentEnabled}
        userChecked={checked && site.checked}
        hasUser={user !== null}
      />
      <TopBar user={user} unread={unread} />
      <SubNav user={user} />
      <SiteContainer as="main" id="main" tabIndex={-1} className={styles.main}>
        {content}
      </SiteContainer>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <BottomNav user={user} unread={unread} />
      <SearchLayer />
      {user && (
        <Suspense fallback={null}>
          <AccountModals user={user} />
        </Suspense>
      )}
      {user && <MemberLiveUpdates />}
      {adModalWanted && (
        <Suspense fallback={null}>
          <AdModal />
        </Suspense>
      )}
    </div>
  );
}
