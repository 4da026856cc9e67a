import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, subscribeStorage, writeStorage } from '@/lib/storage';

/** true: everything accepted; false: essentials only; null: not asked yet (docs/product.md §3, cookie consent key). */
export type Consent = boolean | null;

export function readConsent(): Consent {
  const stored = readStorage(STORAGE_KEYS.cookieConsent);
  return stored === 'true' ? true : stored === 'false' ? false : null;
}

export function writeConsent(accepted: boolean): void {
  writeStorage(STORAGE_KEYS.cookieConsent, String(accepted));
}

export function useConsent(): Consent {
  return useSyncExternalStore(subscribeStorage, readConsent, () => null);
}

/**
 * docs/product.md §4: the dialog offers itself only where consent is required (Quebec), once the site knows nobody is
 * signed in (members accepted the privacy terms at registration), and while no choice is stored.
 */
export function shouldOfferCookieDialog(input: {
  consentEnabled: boolean;
  userChecked: boolean;
  hasUser: boolean;
  consent: Consent;
}): boolean {
  return input.consentEnabled && input.userChecked && !input.hasUser && input.consent === null;
}
