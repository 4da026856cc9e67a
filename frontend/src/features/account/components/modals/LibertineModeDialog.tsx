import type { CurrentUser } from '@annuaire/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@/components/LocaleLink';
import { useQueryModal } from '@/lib/use-query-modal';
import { ACCOUNT_MODALS } from '../../modals';

/**
 * `?libertineMode=open` on /profile (docs/product.md §1, §2): what libertine mode is (a client who keeps a public
 * profile in the Libertines listings, with an availability switch, reviewed before it shows), and where the
 * member stands. Our team sets the flag, so a member who wants it is pointed to the contact form.
 */
export function LibertineModeDialog({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { open, closeModal } = useQueryModal(ACCOUNT_MODALS.libertineMode);
  const status = account.libertine ? 'on' : account.role === 'client' ? 'off' : 'notForRole';
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('modals.libertine.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText>{t('modals.libertine.what')}</DialogContentText>
        <Typography sx={{ fontWeight: 700 }}>{t(`modals.libertine.status.${status}`)}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={closeModal} color="inherit">
          {t('common.close')}
        </Button>
        {status === 'off' && (
          <Button component={LocaleLink} to="/contact-us" variant="contained">
            {t('modals.libertine.ask')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
