import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import type { DepositRequest } from '../../api/request-deposit';
import { formatPrice } from '../../format';

/** What to do once a deposit is announced: who to pay, how much, and the reference to write in the message. */
export function DepositInstructions({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const rows = [
    { label: t('payment.recipient'), value: request.instructions.recipient },
    { label: t('payment.amount'), value: formatPrice(request.instructions.amount, locale) },
    { label: t('payment.reference'), value: request.reference },
  ];
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('payment.instructions', { count: request.credits })}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, wordBreak: 'break-all', userSelect: 'all' }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="info" variant="outlined" sx={{ mt: 2.5 }}>
        {t('payment.afterTransfer')}
      </Alert>
    </Box>
  );
}
