import type { PaymentIntentAnswer } from '@annuaire/shared';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { formatPrice } from '../../../format';
import { copyText } from './copy-text';
import { Countdown } from './Countdown';
import { QrCode } from './QrCode';

type Payment = NonNullable<PaymentIntentAnswer['payment']>;

/** What to send where, for an open intent: amount (in the currency and CAD), address, QR code, time left. */
export function PaymentDetails({ intent, payment }: { intent: PaymentIntentAnswer; payment: Payment }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const failed = t('crypto.copyFailed');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <QrCode text={payment.paymentLink ?? payment.address} label={t('crypto.qr', { currency: intent.currency })} />
        <Box component="dl" sx={{ m: 0, flex: '1 1 14rem', minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            {t('crypto.amount')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, wordBreak: 'break-all' }}>
            {payment.amount} {intent.currency}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('crypto.priceCad')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatPrice(intent.priceCad, locale)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('crypto.address')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}>
            {payment.address}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => void copyText(payment.address, t('crypto.copiedAddress'), failed)}
        >
          {t('crypto.copyAddress')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => void copyText(payment.amount, t('crypto.copiedAmount'), failed)}
        >
          {t('crypto.copyAmount')}
        </Button>
      </Box>
      <Countdown expiresAt={intent.expiresAt} />
      <Link href={intent.checkoutLink} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'start' }}>
        {t('crypto.checkout')}
        <OpenInNewRounded fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
      </Link>
    </Box>
  );
}
