import { useQueryClient } from '@tanstack/react-query';
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

/**
 * The stored choice. The server cannot read it, so the server render and the browser's first (hydrating)
 * render both say "not asked yet"; the browser then reads storage and re-renders.
 */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribeStorage, readConsent, () => null);
}

/**
 * Set by the server render (app/server/page-data.ts) when the page was asked for without a session cookie:
 * the visitor is nobody, known before the browser's user check, so the banner is in the page from its first
 * paint. It travels with the page's data, so server and browser render the same.
 */
export const GUEST_AT_FIRST_PAINT_KEY = ['consent', 'guest-at-first-paint'] as const;

export function useGuestAtFirstPaint(): boolean {
  return useQueryClient().getQueryData<boolean>(GUEST_AT_FIRST_PAINT_KEY) === true;
}

/**
 * docs/product.md §4: the banner offers itself only where consent is required (Quebec), to visitors who are not
 * signed in (members accepted the privacy terms at registration), while no choice is stored. A page served
 * without a session cookie knows that from its first paint; otherwise the user check decides.
 */
export function shouldOfferCookieBanner(input: {
  consentEnabled: boolean;
  userChecked: boolean;
  hasUser: boolean;
  consent: Consent;
  guestAtFirstPaint: boolean;
}): boolean {
  if (!input.consentEnabled || input.consent !== null || input.hasUser) return false;
  return input.userChecked || input.guestAtFirstPaint;
}
