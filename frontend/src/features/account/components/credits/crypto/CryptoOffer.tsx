import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Said under the payment methods when crypto cannot be chosen on the Quebec site: plainly unavailable
 * (no provider configured), or unreachable for now (503) with a retry.
 */
export function CryptoOffer({ state, onRetry }: { state: 'unavailable' | 'unreachable'; onRetry: () => void }) {
  const { t } = useTranslation('account');
  if (state === 'unavailable') {
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('payment.cryptoUnavailable')}
      </Typography>
    );
  }
  return (
    <Alert
      severity="warning"
      variant="outlined"
      sx={{ mt: 1 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('payment.cryptoProviderDown')}
    </Alert>
  );
}
