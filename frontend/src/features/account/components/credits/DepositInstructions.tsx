import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import type { DepositRequest } from '../../api/request-deposit';
import { formatPrice } from '../../format';
import { copyText } from './crypto/copy-text';

interface Row {
  id: 'recipient' | 'amount' | 'reference';
  label: string;
  value: string;
  copy?: { label: string; copied: string };
}

/**
 * What to do once a deposit is announced: who to pay, how much, and the reference to write in the message.
 * Each label sits above its value, so an address or a reference keeps a line of its own on a phone rather
 * than breaking mid-word, and the two values to type elsewhere have a copy button (with the copied toast).
 */
export function DepositInstructions({ request }: { request: DepositRequest }) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const rows: Row[] = [
    {
      id: 'recipient',
      label: t('payment.recipient'),
      value: request.instructions.recipient,
      copy: { label: t('payment.copyRecipient'), copied: t('payment.copiedRecipient') },
    },
    { id: 'amount', label: t('payment.amount'), value: formatPrice(request.instructions.amount, locale) },
    {
      id: 'reference',
      label: t('payment.reference'),
      value: request.reference,
      copy: { label: t('payment.copyReference'), copied: t('payment.copiedReference') },
    },
  ];
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{t('payment.instructions', { count: request.credits })}</Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
        {rows.map((row) => (
          <Box key={row.id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40 }}>
              <Box
                component="span"
                data-testid={`deposit-${row.id}`}
                // Broken only where nothing else fits (a very long address), never inside a word otherwise.
                sx={{ fontWeight: 700, overflowWrap: 'anywhere', userSelect: 'all', minWidth: 0 }}
              >
                {row.value}
              </Box>
              {row.copy && (
                <IconButton
                  size="small"
                  aria-label={row.copy.label}
                  onClick={() => void copyText(row.value, row.copy!.copied, t('crypto.copyFailed'))}
                >
                  <ContentCopyRounded fontSize="small" />
                </IconButton>
              )}
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
