import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import type { Locale } from '@/config/variant';
import { useConsent } from '@/features/consent';
import { trackPageView } from '@/lib/analytics';
import { setLanguageLinks } from '@/lib/head';
import { isStorageAvailable } from '@/lib/storage';
import { afterInteractive, loadTagManager } from '@/lib/tag-manager';
import { toastWarning } from '@/lib/toast';

/**
 * What the shell does around every page: follow the URL's language, keep canonical/hreflang links right,
 * count a page view per route change, move focus to the new page, warn once when storage is blocked,
 * and load the tag manager when configured (and, where consent is required, accepted).
 */
export function useShellEffects(locale: Locale, path: string, consentEnabled: boolean | null): void {
  const { i18n, t } = useTranslation();
  const location = useLocation();
  const consent = useConsent();
  const firstPath = useRef(location.pathname);

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  useEffect(() => setLanguageLinks(path, locale), [path, locale]);

  useEffect(() => {
    // Deferred one task so the page's own title effect has run and the event carries the new title.
    const timer = window.setTimeout(() => trackPageView(location.pathname + location.search, locale), 0);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search, locale]);

  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  const warnIfNoStorage = useEffectEvent(() => {
    if (!isStorageAvailable()) toastWarning(t('misc.localStorageDisabled'));
  });
  // Once per visit, whatever the language.
  useEffect(() => warnIfNoStorage(), []);

  const containerId = env.VITE_GTM_ID;
  // Unknown (settings still loading) counts as not allowed: the tag manager never loads before consent is asked.
  const allowed = consentEnabled === false || (consentEnabled === true && consent === true);
  useEffect(() => {
    if (containerId && allowed) afterInteractive(() => loadTagManager(containerId));
  }, [allowed, containerId]);
}
