import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/head';
import { ConfirmPasswordResetForm } from './ConfirmPasswordResetForm';
import { RequestPasswordResetForm } from './RequestPasswordResetForm';

/**
 * /reset-password: without a token, asks for the reset link; with the emailed `?token=`, sets the new
 * password; a profile claim link (`&claim=1`) also chooses the username and email.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta(t('resetPassword.meta.title'), t('resetPassword.meta.description'));
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <RequestPasswordResetForm />;
  return <ConfirmPasswordResetForm token={token} claim={params.get('claim') === '1'} />;
}
