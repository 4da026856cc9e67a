/** The cookie choice (docs/product.md §4): the shell mounts the banner and reads the choice; tests preset it. */
export { CookieBanner } from './components/CookieBanner';
export {
  GUEST_AT_FIRST_PAINT_KEY,
  readConsent,
  useConsent,
  useGuestAtFirstPaint,
  writeConsent,
  type Consent,
} from './consent-store';
