import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, iconButtonClass, underlinedLink } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { LocaleLink } from '@/components/LocaleLink';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { MODAL_KEYS } from '@/config/paths';
import { useQueryModal } from '@/lib/use-query-modal';
import { shouldOfferCookieBanner, useConsent, useGuestAtFirstPaint, writeConsent } from '../consent-store';
import styles from './CookieBanner.module.css';

/** The id index.html's first-paint style hides the banner by, for a visitor whose choice is already stored. */
export const COOKIE_BANNER_ID = 'cookie-banner';

interface CookieBannerProps {
  consentEnabled: boolean;
  userChecked: boolean;
  hasUser: boolean;
}

/**
 * The privacy choice (docs/product.md §4) as a slim bar along the bottom of the screen: not a dialog, so it never
 * takes focus, never hides the page from assistive technology, and whatever the visitor is typing keeps every key.
 * It sits first in the shell, so Tab reaches its buttons before the page's. It is part of the server-rendered
 * page (shown from the first paint, fixed so nothing moves); the footer's "manage cookies" link reopens it
 * (`?cookieConsent=open`) and then moves focus to it, since the visitor asked for it.
 */
export function CookieBanner({ consentEnabled, userChecked, hasUser }: CookieBannerProps) {
  const { t } = useTranslation();
  const consent = useConsent();
  const guestAtFirstPaint = useGuestAtFirstPaint();
  const manage = useQueryModal(MODAL_KEYS.cookieConsent);
  const managing = consentEnabled && manage.open;
  const offered = shouldOfferCookieBanner({ consentEnabled, userChecked, hasUser, consent, guestAtFirstPaint });
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (managing) banner.current?.focus();
  }, [managing]);

  if (!offered && !managing) return null;

  const choose = (accepted: boolean) => {
    // A keyboard visitor who chose goes on from the page's start, not from a button that disappears.
    if (banner.current?.contains(document.activeElement)) document.getElementById('main')?.focus();
    writeConsent(accepted);
    if (manage.open) manage.closeModal();
  };

  return (
    <section
      ref={banner}
      id={COOKIE_BANNER_ID}
      className={styles.banner}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-body"
      // Marks the automatic offer: index.html's first-paint style hides it when a choice is already stored,
      // until the browser reads that choice and removes the banner.
      data-offered={managing ? undefined : ''}
    >
      {/* The name of the region for assistive technology; the sentence says the rest, in little room. */}
      <VisuallyHidden component="h2" id="cookie-banner-title">
        {t('cookies.title')}
      </VisuallyHidden>
      <p id="cookie-banner-body" className={styles.body}>
        {t('cookies.body')} {/* Underlined: inside a sentence a link must not be told apart by its colour alone. */}
        <LocaleLink to="/privacy-policy" className={underlinedLink}>
          {t('cookies.learnMore')}
        </LocaleLink>
      </p>
      {/* Equal weight, side by side (Law 25: refusing is as easy as accepting). */}
      <div className={styles.choices}>
        {/* data-consent: index.html stores a choice clicked before the app has started (same values). */}
        <button
          type="button"
          className={buttonClass('contained', { className: styles.choice })}
          data-consent="false"
          onClick={() => choose(false)}
        >
          {t('cookies.essentials')}
        </button>
        <button
          type="button"
          className={buttonClass('contained', { className: styles.choice })}
          data-consent="true"
          onClick={() => choose(true)}
        >
          {t('cookies.accept')}
        </button>
      </div>
      <button
        type="button"
        className={iconButtonClass({ className: styles.close })}
        aria-label={t('cookies.close')}
        data-consent="false"
        onClick={() => choose(false)}
      >
        <Icon name="close" small />
      </button>
    </section>
  );
}
