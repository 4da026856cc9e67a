import type { CryptoCurrencyAnswer } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import type { PaymentMethod } from '../../api/request-deposit';
import { CryptoOffer } from './crypto/CryptoOffer';
import { CurrencyChoice } from './crypto/CurrencyChoice';
import { PackChoice, type PackId } from './PackChoice';

export interface Choice {
  packId: PackId;
  method: PaymentMethod;
  currency: string | null;
}

/** How crypto stands on this site: not offered (Canada), loading, unavailable, unreachable, or its currencies. */
export type CryptoState =
  | { kind: 'none' | 'loading' | 'unavailable' | 'unreachable' }
  | { kind: 'ready'; currencies: readonly CryptoCurrencyAnswer[] };

/**
 * The first step of buying credits: a pack, a payment method, and for crypto a currency. Crypto is listed
 * only once the provider is known to answer; otherwise a plain sentence says why it is missing.
 */
export function PaymentChoice({
  choice,
  onChange,
  crypto,
  onRetryCrypto,
}: {
  choice: Choice;
  onChange: (choice: Choice) => void;
  crypto: CryptoState;
  onRetryCrypto: () => void;
}) {
  const { t } = useTranslation('account');
  const methods = variant.payments.filter((method) => method !== 'crypto' || crypto.kind === 'ready');
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('payment.intro')}
      </Typography>
      <PackChoice value={choice.packId} onChange={(packId) => onChange({ ...choice, packId })} />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {t('payment.method')}
      </Typography>
      <RadioGroup
        aria-label={t('payment.method')}
        value={choice.method}
        onChange={(event) => onChange({ ...choice, method: event.target.value as PaymentMethod })}
      >
        {methods.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={t(`payment.methods.${option}`)} />
        ))}
      </RadioGroup>
      {(crypto.kind === 'unavailable' || crypto.kind === 'unreachable') && (
        <CryptoOffer state={crypto.kind} onRetry={onRetryCrypto} />
      )}
      {choice.method === 'crypto' && crypto.kind === 'ready' && (
        <CurrencyChoice
          currencies={crypto.currencies}
          value={choice.currency ?? ''}
          onChange={(currency) => onChange({ ...choice, currency })}
        />
      )}
      <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
        {choice.method === 'crypto' ? t('payment.cryptoHow') : t('payment.interacHow')}
      </Alert>
    </>
  );
}
