import type { CurrentUser, ListingBlocker } from '@annuaire/shared';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useNamedQueryModal } from '@/lib/use-named-query-modal';
import { useLocale } from '@/lib/use-locale';
import { formatDate } from '../../format';
import { isVipActive, mayBuyVip } from '../../rules';

/**
 * Balance, VIP status and the ways to spend or buy credits; both offers wait until the profile can be listed
 * (docs/product.md §6), with the reason in their place.
 */
export function CreditsCard({ account, blockers }: { account: CurrentUser; blockers: readonly ListingBlocker[] }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const reasonId = useId();
  const locked = blockers.length > 0;
  const why = locked ? { disabled: true, 'aria-describedby': reasonId } : {};
  const { locale } = useLocale();
  const payment = useNamedQueryModal('modal', 'payment');
  const vip = useNamedQueryModal('modal', 'vip');
  const active = isVipActive(account, new Date());
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '20px' }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
        <AccountBalanceWalletOutlined sx={{ color: 'primary.main' }} />
        <Typography id={headingId} variant="h6" component="h2">
          {t('credits.title')}
        </Typography>
      </Box>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
        {t('credits.balance', { count: account.credits })}
      </Typography>
      {mayBuyVip(account) && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {active && account.vip ? t('vip.activeUntil', { date: formatDate(account.vip, locale) }) : t('vip.inactive')}
        </Typography>
      )}
      {locked && (
        <Typography id={reasonId} color="warning.main" sx={{ mt: 1, fontWeight: 600 }}>
          {t('onboarding.vipLocked')} {t(`onboarding.blockers.${blockers[0]!}`)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" onClick={payment.openModal} {...why}>
          {t('credits.buy')}
        </Button>
        {mayBuyVip(account) && (
          <Button variant="outlined" onClick={vip.openModal} {...why}>
            {active ? t('vip.extend') : t('vip.become')}
          </Button>
        )}
        <Button component={LocaleLink} to="/transaction-history">
          {t('credits.history')}
        </Button>
      </Box>
    </Paper>
  );
}
