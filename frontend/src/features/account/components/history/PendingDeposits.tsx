import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { useDepositRequests } from '../../api/get-deposit-requests';
import { formatDate, formatPrice } from '../../format';

/** Payments announced and not confirmed yet, with their reference, so the member can check what is on its way. */
export function PendingDeposits() {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const requests = useDepositRequests();
  const pending = (requests.data ?? []).filter((request) => request.status === 'requested');
  if (pending.length === 0) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 3 }}>
      <AlertTitle>{t('history.pendingTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {pending.map((request) => (
          <li key={request.request_id}>
            {t('history.pendingLine', {
              count: request.credits,
              price: formatPrice(Number(request.price), locale),
              reference: request.reference,
              date: formatDate(request.requested_at, locale),
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
