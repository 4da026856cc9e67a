import { CREDIT_PACKS, type PaymentIntentAnswer } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { useCryptoOffered } from '@/features/payments';
import { ApiError } from '@/lib/api-client';
import { toastDefaultError } from '@/lib/toast';
import { useNamedQueryModal } from '@/lib/use-named-query-modal';
import { CRYPTO_CURRENCIES_KEY, useCryptoCurrencies } from '../../api/get-crypto-currencies';
import { useCreatePaymentIntent } from '../../api/payment-intents';
import { useRequestDeposit, type DepositRequest } from '../../api/request-deposit';
import { CryptoPayment } from './crypto/CryptoPayment';
import { intentErrorMessage } from './crypto/intent-errors';
import { DepositInstructions } from './DepositInstructions';
import { PaymentChoice, type Choice, type CryptoState } from './PaymentChoice';

const FIRST_CHOICE: Choice = { packId: CREDIT_PACKS[0].id, method: 'interac', currency: null };

/**
 * Buying credits (`?modal=payment`, docs/product.md §2 "payment"): the packs of docs/product.md §3 with their
 * discount, then a payment method: an Interac e-transfer announced by a deposit request whose reference staff
 * match with the payment, or, on the Quebec site while a crypto provider is configured, crypto in a currency
 * the provider accepts, credited when the provider settles the payment.
 */
export function PaymentDialog() {
  const { t } = useTranslation('account');
  const titleId = useId();
  const queryClient = useQueryClient();
  const { open, closeModal } = useNamedQueryModal('modal', 'payment');
  const [picked, setChoice] = useState<Choice>(FIRST_CHOICE);
  const [request, setRequest] = useState<DepositRequest | null>(null);
  const [intent, setIntent] = useState<PaymentIntentAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const deposit = useRequestDeposit();
  const createIntent = useCreatePaymentIntent();
  // The currencies are asked only once the server said crypto is offered here: an unconfigured provider is a plain
  // answer to GET /api/crypto/offer, not a 404 to provoke on every opening.
  const offer = useCryptoOffered();
  const currencies = useCryptoCurrencies(open && offer.offered);

  const crypto: CryptoState = !variant.payments.includes('crypto')
    ? { kind: 'none' }
    : !offer.known
      ? { kind: 'loading' }
      : !offer.offered
        ? { kind: 'unavailable' }
        : currencies.isError
          ? { kind: 'unreachable' }
          : currencies.data === undefined
            ? { kind: 'loading' }
            : currencies.data === null
              ? { kind: 'unavailable' }
              : { kind: 'ready', currencies: currencies.data };
  // Crypto chosen but gone meanwhile falls back to Interac; a currency defaults to the first accepted.
  const choice: Choice =
    crypto.kind !== 'ready'
      ? { ...picked, method: 'interac' }
      : { ...picked, currency: picked.currency ?? crypto.currencies[0]?.code ?? null };

  const close = () => {
    closeModal();
    setRequest(null);
    setIntent(null);
    setRefusal(null);
  };

  async function payByCrypto(currency: string) {
    try {
      setIntent(await createIntent.mutateAsync({ packId: choice.packId, currency }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'crypto_unavailable') {
        // The provider was removed since the list was read: say so in the form, as for a 404 list.
        queryClient.setQueryData(CRYPTO_CURRENCIES_KEY, null);
        return;
      }
      const message = intentErrorMessage(error, t);
      if (message) setRefusal(message);
      else toastDefaultError();
    }
  }

  async function submit() {
    setRefusal(null);
    if (choice.method === 'crypto' && choice.currency) return payByCrypto(choice.currency);
    try {
      setRequest(await deposit.mutateAsync({ packId: choice.packId, method: 'interac' }));
    } catch {
      toastDefaultError();
    }
  }

  const title = request
    ? t('payment.instructionsTitle')
    : intent
      ? t('crypto.title', { currency: intent.currency })
      : t('payment.title');
  const finished = intent && intent.status !== 'open' && !(intent.status === 'settled' && !intent.credited);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {request ? (
          <DepositInstructions request={request} />
        ) : intent ? (
          <CryptoPayment initial={intent} onChange={setIntent} />
        ) : (
          <>
            <PaymentChoice
              choice={choice}
              onChange={(next) => {
                setRefusal(null);
                setChoice(next);
              }}
              crypto={crypto}
              onRetryCrypto={() => void currencies.refetch()}
            />
            {refusal && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {refusal}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {request || intent ? (
          <>
            {intent && (intent.status === 'expired' || intent.status === 'invalid') && (
              <Button color="inherit" onClick={() => setIntent(null)}>
                {t('crypto.startAgain')}
              </Button>
            )}
            <Button variant={finished || request ? 'contained' : 'outlined'} onClick={close}>
              {finished || request ? t('payment.done') : t('common.close')}
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void submit()}
              loading={deposit.isPending || createIntent.isPending}
            >
              {t('payment.continue')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
