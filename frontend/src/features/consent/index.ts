/** The cookie choice (docs/product.md §4): the shell mounts the dialog and reads the choice; tests preset it. */
export { CookieDialog } from './components/CookieDialog';
export { readConsent, useConsent, writeConsent, type Consent } from './consent-store';
