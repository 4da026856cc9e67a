import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/head';
import { ConfirmEmailChange } from './ConfirmEmailChange';
import { RequestEmailChangeForm } from './RequestEmailChangeForm';
import { RouteGuard } from './RouteGuard';

/**
 * /reset-email: the emailed `?token=` link confirms the change for anyone who holds it; asking for a change
 * needs a signed-in member, so that form is guarded on its own.
 */
export function ResetEmailPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('resetEmail.meta.title'), t('resetEmail.meta.description'));
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <ConfirmEmailChange token={token} />;
  return (
    <RouteGuard access="loggedIn">
      <RequestEmailChangeForm />
    </RouteGuard>
  );
}
