import type { PaymentIntentAnswer } from '@annuaire/shared';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';

function Status({ severity, children }: { severity: AlertColor; children: ReactNode }) {
  return (
    // No alert role: the status line is a polite live region, not an interruption.
    <Alert severity={severity} variant="outlined" role="none">
      {children}
    </Alert>
  );
}

/**
 * Where the payment stands, in words. It sits in a polite live region (the caller's), and changes only when
 * the status does, so screen readers announce each step once.
 */
export function IntentStatus({ intent }: { intent: PaymentIntentAnswer }) {
  const { t } = useTranslation('account');
  // The reference a member gives support is the intent's id, which staff find in the backoffice.
  const contact = (
    <>
      {' '}
      <Link component={LocaleLink} to="/contact-us">
        {t('crypto.contact')}
      </Link>
    </>
  );
  switch (intent.status) {
    case 'open': {
      const paid = intent.payment && Number(intent.payment.paid) > 0 ? intent.payment.paid : null;
      return (
        <Status severity="info">
          {paid ? t('crypto.status.received', { paid, currency: intent.currency }) : t('crypto.status.waiting')}
        </Status>
      );
    }
    case 'settled':
      return intent.credited ? (
        <Status severity="success">{t('crypto.status.credited', { count: intent.credits })}</Status>
      ) : (
        <Status severity="info">{t('crypto.status.confirming')}</Status>
      );
    case 'underpaid':
      return (
        <Status severity="warning">
          {t('crypto.status.underpaid', { reference: intent.id })}
          {contact}
        </Status>
      );
    case 'expired':
      return <Status severity="warning">{t('crypto.status.expired')}</Status>;
    case 'invalid':
      return (
        <Status severity="error">
          {t('crypto.status.invalid', { reference: intent.id })}
          {contact}
        </Status>
      );
  }
}
