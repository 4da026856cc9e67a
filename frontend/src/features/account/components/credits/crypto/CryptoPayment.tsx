import type { PaymentIntentAnswer } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/lib/toast';
import { refreshOwnAccount } from '../../../api/own-account';
import { usePaymentIntent } from '../../../api/payment-intents';
import { TRANSACTIONS_KEY } from '../../../query-keys';
import { IntentStatus } from './IntentStatus';
import { PaymentDetails } from './PaymentDetails';

/**
 * A crypto payment under way: what to send, then where it stands. The live stream (`event: payment`)
 * refreshes it at once; a 10 s poll covers a stream that is down.
 */
export function CryptoPayment({
  initial,
  onChange,
}: {
  initial: PaymentIntentAnswer;
  /** Each new reading, for the dialog's buttons (start again once expired). */
  onChange: (intent: PaymentIntentAnswer) => void;
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { data: intent } = usePaymentIntent(initial);
  const announced = useRef(initial.credited);
  useEffect(() => onChange(intent), [intent, onChange]);

  // Credited while on screen: say so once, and show the new balance and history line (the live stream does
  // the same when it is open; a poll that saw the change first must not leave them stale).
  useEffect(() => {
    if (!intent.credited || announced.current) return;
    announced.current = true;
    toastSuccess(t('crypto.creditedToast', { count: intent.credits }));
    void refreshOwnAccount(queryClient);
    void queryClient.invalidateQueries({ queryKey: TRANSACTIONS_KEY });
  }, [intent.credited, intent.credits, queryClient, t]);

  const open = intent.status === 'open';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {open && <Typography>{t('crypto.intro', { count: intent.credits })}</Typography>}
      <Box role="status">
        <IntentStatus intent={intent} />
      </Box>
      {open &&
        (intent.payment ? (
          <PaymentDetails intent={intent} payment={intent.payment} />
        ) : (
          <Typography color="text.secondary">{t('crypto.preparing')}</Typography>
        ))}
    </Box>
  );
}
