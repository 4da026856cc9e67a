import type { CurrentUser } from '@annuaire/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';
import { isVipActive, mayBuyVip } from '../../rules';
import { ACCOUNT_MODALS } from '../../modals';
import { StatisticsPanel } from '../statistics/StatisticsPanel';

/**
 * `?statistics=open` on /profile (docs/product.md §2, §6): a VIP's statistics in a wide dialog; other profile
 * holders are told statistics come with VIP, and offered it.
 */
export function StatisticsDialog({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { open, closeModal } = useQueryModal(ACCOUNT_MODALS.statistics);
  const vip = isVipActive(account, new Date());
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth={vip ? 'lg' : 'xs'} fullWidth>
      <DialogTitle id={titleId}>{t('statistics.title')}</DialogTitle>
      <DialogContent>
        {vip ? (
          // The panel names itself too; the dialog's title already says what this is.
          <StatisticsPanel userId={account._id} />
        ) : (
          <DialogContentText>{t('modals.statistics.vipOnly')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={closeModal} color="inherit">
          {t('common.close')}
        </Button>
        {!vip && mayBuyVip(account) && (
          <Button component={LocaleLink} to="/profile?modal=vip" replace variant="contained">
            {t('modals.statistics.becomeVip')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
