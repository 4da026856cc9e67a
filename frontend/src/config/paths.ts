/** The staff area is another application served by the API at this path (full page load, no locale prefix). */
export const HQ_PATH = '/hq';

/** Only same-site paths may be used as a return target: `//evil.example` or a full URL would leave the site. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Query keys of the modals whose open state lives in the URL (`?searchBar=open`). */
export const MODAL_KEYS = {
  searchBar: 'searchBar',
  cookieConsent: 'cookieConsent',
  /** docs/product.md §2 `blockModal`: the modal ad, on any page, for readers the ads rule shows ads to. */
  blockModal: 'blockModal',
} as const;
