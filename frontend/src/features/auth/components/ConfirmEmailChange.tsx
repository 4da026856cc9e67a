import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/PageLoader';
import { useConfirmEmailChange } from '../api/reset-email';
import { AuthCard } from './AuthCard';
import { DoneMessage } from './DoneMessage';

/** Sends the emailed token once on arrival; the link itself is the confirmation, there is nothing to fill in. */
export function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmEmailChange();
  // React's development double-mount must not spend a single-use token twice.
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [mutate, token]);

  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('resetEmail.doneTitle')}>
        <DoneMessage body={t('resetEmail.doneBody')} action={t('resetEmail.home')} to="/" />
      </AuthCard>
    );
  }
  if (confirm.isError) {
    return (
      <AuthCard title={t('resetEmail.failedTitle')}>
        <DoneMessage failed body={t('resetEmail.failedBody')} action={t('resetEmail.home')} to="/" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('resetEmail.confirming')}>
      <PageLoader minHeight={120} />
    </AuthCard>
  );
}
