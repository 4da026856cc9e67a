import { VIP_PRICES, type CurrentUser, type ListingBlocker } from '@annuaire/shared';
import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { ApiError } from '@/lib/api-client';
import { toastDefaultError, toastInfo, toastSuccess } from '@/lib/toast';
import { useNamedQueryModal } from '@/lib/use-named-query-modal';
import { useLocale } from '@/lib/use-locale';
import { useBuyVip } from '../../api/buy-vip';
import { formatDate } from '../../format';
import { isVipActive, mayBuyVip } from '../../rules';

type Days = (typeof VIP_PRICES)[number]['days'];

const BENEFITS = ['top', 'pictures', 'statistics', 'badge'] as const;
/** What VIP adds on the Quebec site only (docs/product.md §6). */
const QUEBEC_BENEFITS = ['website', 'rotation'] as const;

/**
 * Buying VIP with credits (`?modal=vip`, the target of the VIP reminders): 7 or 30 days, the balance in
 * view; a purchase the balance does not cover leads to buying credits instead (the payment modal).
 */
export function VipDialog({
  account,
  blockers = [],
}: {
  account: CurrentUser;
  /** What keeps the profile out of the listings: VIP is not sold until it is empty (docs/product.md §6). */
  blockers?: readonly ListingBlocker[];
}) {
  const { t } = useTranslation('account');
  const { locale } = useLocale();
  const titleId = useId();
  const { open, closeModal } = useNamedQueryModal('modal', 'vip');
  const payment = useNamedQueryModal('modal', 'payment');
  const [days, setDays] = useState<Days>(30);
  const buy = useBuyVip();
  const price = VIP_PRICES.find((option) => option.days === days)!.credits;
  const missing = Math.max(0, price - account.credits);
  const active = isVipActive(account, new Date());
  const benefits = [...BENEFITS, ...(variant.website === 'QC' ? QUEBEC_BENEFITS : [])];

  const locked = blockers.length > 0;

  async function purchase() {
    if (missing > 0) return payment.openModal();
    try {
      await buy.mutateAsync(days);
      toastSuccess(t('vip.bought', { count: days }));
      closeModal();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'insufficient_credits') {
        toastInfo(t('vip.insufficient'));
        payment.openModal();
      } else if (error instanceof ApiError && error.code === 'profile_not_listable') {
        toastInfo(t('onboarding.vipLocked'));
      } else toastDefaultError();
    }
  }

  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('vip.title')}</DialogTitle>
      <DialogContent>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2.5, display: 'grid', gap: 0.75 }}>
          {benefits.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckRounded fontSize="small" sx={{ color: 'vip.main', mt: 0.25 }} />
              {t(`vip.benefits.${benefit}`)}
            </Box>
          ))}
        </Box>
        {!mayBuyVip(account) ? (
          <Typography color="text.secondary">{t('vip.escortsOnly')}</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 0.5 }}>
              {active && account.vip
                ? t('vip.activeUntil', { date: formatDate(account.vip, locale) })
                : t('vip.inactive')}
            </Typography>
            <Typography sx={{ mb: 2, fontWeight: 700 }}>{t('credits.balance', { count: account.credits })}</Typography>
            <RadioGroup
              aria-label={t('vip.duration')}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value) as Days)}
              sx={{ gap: 1 }}
            >
              {VIP_PRICES.map((option) => (
                <FormControlLabel
                  key={option.days}
                  value={String(option.days)}
                  control={<Radio />}
                  label={t('vip.option', { count: option.days, credits: option.credits })}
                  sx={{
                    m: 0,
                    px: 1.5,
                    py: 0.5,
                    border: 1,
                    borderRadius: '14px',
                    borderColor: days === option.days ? 'vip.main' : 'divider',
                  }}
                />
              ))}
            </RadioGroup>
            {locked ? (
              <Typography role="status" color="warning.main" sx={{ mt: 2, fontWeight: 600 }}>
                {t('onboarding.vipLocked')} {t(`onboarding.blockers.${blockers[0]!}`)}
              </Typography>
            ) : (
              missing > 0 && (
                <Typography role="status" color="warning.main" sx={{ mt: 2 }}>
                  {t('vip.missing', { count: missing })}
                </Typography>
              )
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={closeModal}>
          {t('common.close')}
        </Button>
        {mayBuyVip(account) && (
          <Button variant="contained" onClick={() => void purchase()} loading={buy.isPending} disabled={locked}>
            {missing > 0 ? t('credits.buy') : t('vip.buy', { count: days, credits: price })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
