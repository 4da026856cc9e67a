import type { CryptoCurrencyAnswer } from '@annuaire/shared';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The currencies the store accepts (GET /api/crypto/currencies), one radio each: "Bitcoin (BTC)". */
export function CurrencyChoice({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly CryptoCurrencyAnswer[];
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
        {t('payment.currency')}
      </Typography>
      <RadioGroup aria-labelledby={headingId} value={value} onChange={(event) => onChange(event.target.value)}>
        {currencies.map((currency) => (
          <FormControlLabel
            key={currency.code}
            value={currency.code}
            control={<Radio />}
            label={`${currency.name} (${currency.code})`}
          />
        ))}
      </RadioGroup>
    </>
  );
}
