import { CREDIT_PACKS, packDiscountPercent } from '@annuaire/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { variant } from '@/config/variant';
import { toastDefaultError } from '@/lib/toast';
import { useNamedQueryModal } from '@/lib/use-named-query-modal';
import { useLocale } from '@/lib/use-locale';
import { useCryptoAvailable } from '../../api/get-crypto-status';
import { useRequestDeposit, type DepositRequest, type PaymentMethod } from '../../api/request-deposit';
import { formatPrice } from '../../format';
import { DepositInstructions } from './DepositInstructions';

type PackId = (typeof CREDIT_PACKS)[number]['id'];

/**
 * Buying credits (`?modal=payment`, docs/product.md §2 "payment"): the packs of docs/product.md §3 with their discount, then a
 * payment method: an Interac e-transfer announced by a deposit request whose reference staff match with
 * the payment, or, on the Quebec site, crypto, shown as coming while no provider is configured.
 */
export function PaymentDialog() {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const titleId = useId();
  const { open, closeModal } = useNamedQueryModal('modal', 'payment');
  const [packId, setPackId] = useState<PackId>(CREDIT_PACKS[0].id);
  const [method, setMethod] = useState<PaymentMethod>('interac');
  const [request, setRequest] = useState<DepositRequest | null>(null);
  const deposit = useRequestDeposit();
  const crypto = useCryptoAvailable(open);

  const close = () => {
    closeModal();
    setRequest(null);
  };

  async function submit() {
    try {
      setRequest(await deposit.mutateAsync({ packId, method }));
    } catch {
      toastDefaultError();
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{request ? t('payment.instructionsTitle') : t('payment.title')}</DialogTitle>
      <DialogContent>
        {request ? (
          <DepositInstructions request={request} />
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('payment.intro')}
            </Typography>
            <RadioGroup
              aria-label={t('payment.packs')}
              value={packId}
              onChange={(event) => setPackId(event.target.value as PackId)}
              sx={{ gap: 1 }}
            >
              {CREDIT_PACKS.map((pack) => {
                const discount = packDiscountPercent(pack);
                return (
                  <FormControlLabel
                    key={pack.id}
                    value={pack.id}
                    control={<Radio />}
                    sx={{
                      m: 0,
                      px: 1.5,
                      py: 1,
                      border: 1,
                      borderColor: packId === pack.id ? 'primary.main' : 'divider',
                      borderRadius: '14px',
                    }}
                    label={
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <strong>{t('payment.packCredits', { count: pack.credits })}</strong>
                        <span>{formatPrice(pack.price, locale)}</span>
                        {discount > 0 && (
                          <Chip size="small" color="primary" label={t('payment.discount', { percent: discount })} />
                        )}
                      </Box>
                    }
                  />
                );
              })}
            </RadioGroup>
            <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
              {t('payment.method')}
            </Typography>
            <RadioGroup
              aria-label={t('payment.method')}
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            >
              {variant.payments.map((option) => {
                const coming = option === 'crypto' && crypto.data !== true;
                return (
                  <FormControlLabel
                    key={option}
                    value={option}
                    disabled={coming}
                    control={<Radio />}
                    label={
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        {t(`payment.methods.${option}`)}
                        {coming && <Chip size="small" variant="outlined" label={t('payment.comingSoon')} />}
                      </Box>
                    }
                  />
                );
              })}
            </RadioGroup>
            {method === 'interac' && (
              <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
                {t('payment.interacHow')}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {request ? (
          <Button variant="contained" onClick={close}>
            {t('payment.done')}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void submit()} loading={deposit.isPending}>
              {t('payment.continue')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
