import { lazy, Suspense } from 'react';
import { MODAL_KEYS } from '@/config/paths';
import { useQueryModal } from '@/lib/use-query-modal';
import { shouldOfferCookieDialog, useConsent, writeConsent } from '../consent-store';

/** Most page views never show the dialog (consent given, signed in, Canadian site): its code loads on demand. */
const CookieConsentPanel = lazy(() => import('./CookieConsentPanel'));

interface CookieDialogProps {
  consentEnabled: boolean;
  userChecked: boolean;
  hasUser: boolean;
}

/**
 * The privacy choice: offered automatically under docs/product.md §4's conditions, and reopened at will from the
 * footer's "manage cookies" link (`?cookieConsent=open`). Closing it on a phone keeps essentials only.
 */
export function CookieDialog({ consentEnabled, userChecked, hasUser }: CookieDialogProps) {
  const consent = useConsent();
  const manage = useQueryModal(MODAL_KEYS.cookieConsent);
  const open =
    (consentEnabled && manage.open) || shouldOfferCookieDialog({ consentEnabled, userChecked, hasUser, consent });
  if (!open) return null;

  const choose = (accepted: boolean) => {
    writeConsent(accepted);
    if (manage.open) manage.closeModal();
  };
  const closeManaged = () => {
    if (manage.open) manage.closeModal();
  };
  return (
    <Suspense fallback={null}>
      <CookieConsentPanel open choose={choose} closeManaged={closeManaged} />
    </Suspense>
  );
}
