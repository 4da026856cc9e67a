import { ResetPasswordRequest } from '@annuaire/shared';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useRequestPasswordReset } from '../api/reset-password';
import { AuthCard } from './AuthCard';
import { DoneMessage } from './DoneMessage';
import { EmailLinkForm } from './EmailLinkForm';

/** Asks for a reset link. The answer never says whether the address has an account (no account probing). */
export function RequestPasswordResetForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  return (
    <EmailLinkForm
      schema={ResetPasswordRequest}
      send={request.mutateAsync}
      sending={request.isPending}
      texts={{
        title: t('resetPassword.requestTitle'),
        subtitle: t('resetPassword.requestSubtitle'),
        email: t('resetPassword.email'),
        submit: t('resetPassword.requestSubmit'),
      }}
      footer={
        <Link component={LocaleLink} to="/login" sx={{ fontWeight: 600 }}>
          {t('resetPassword.backToLogin')}
        </Link>
      }
      sent={(email) => (
        <AuthCard title={t('resetPassword.sentTitle')}>
          <DoneMessage
            body={t('resetPassword.sentBody', { email })}
            action={t('resetPassword.backToLogin')}
            to="/login"
          />
        </AuthCard>
      )}
    />
  );
}
