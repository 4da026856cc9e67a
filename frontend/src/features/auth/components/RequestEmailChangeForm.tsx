import { ResetEmailRequest } from '@annuaire/shared';
import { useTranslation } from 'react-i18next';
import { useRequestEmailChange } from '../api/reset-email';
import { AuthCard } from './AuthCard';
import { DoneMessage } from './DoneMessage';
import { EmailLinkForm } from './EmailLinkForm';

/** A signed-in member asks to move to a new address; the confirmation link goes to that address. */
export function RequestEmailChangeForm() {
  const { t } = useTranslation('auth');
  const request = useRequestEmailChange();
  return (
    <EmailLinkForm
      schema={ResetEmailRequest}
      send={request.mutateAsync}
      sending={request.isPending}
      texts={{
        title: t('resetEmail.requestTitle'),
        subtitle: t('resetEmail.requestSubtitle'),
        email: t('resetEmail.newEmail'),
        submit: t('resetEmail.requestSubmit'),
      }}
      sent={(email) => (
        <AuthCard title={t('resetEmail.sentTitle')}>
          <DoneMessage body={t('resetEmail.sentBody', { email })} action={t('resetEmail.home')} to="/" />
        </AuthCard>
      )}
    />
  );
}
