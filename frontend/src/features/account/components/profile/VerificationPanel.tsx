import type { CurrentUser } from '@annuaire/shared';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryModal } from '@/lib/use-query-modal';
import { ACCOUNT_MODALS } from '../../modals';
import { UploadButton } from '../pictures/UploadButton';

/** The verification states of docs/product.md §4, plus "never asked" (null). */
export type VerificationView =
  'none' | 'verificationRequested' | 'verificationRequestedAgain' | 'verificationPending' | 'verified' | 'denied';

export function verificationViewOf(state: string | null): VerificationView {
  switch (state) {
    case 'verificationRequested':
    case 'verificationRequestedAgain':
    case 'verificationPending':
    case 'verified':
    case 'denied':
      return state;
    default:
      return 'none';
  }
}

const SEVERITY: Record<VerificationView, AlertColor> = {
  none: 'info',
  verificationRequested: 'warning',
  verificationRequestedAgain: 'warning',
  verificationPending: 'info',
  verified: 'success',
  denied: 'error',
};

/**
 * The verification panel (`?verification=open`; notifications about verification open it): where the
 * member stands, what a verification photo is, and the upload; once verified there is nothing to send.
 */
export function VerificationPanel({ account }: { account: CurrentUser }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const { open, closeModal } = useQueryModal('verification');
  const gallery = useQueryModal(ACCOUNT_MODALS.verificationPictureGallery);
  const view = verificationViewOf(account.verificationState);
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('verification.title')}</DialogTitle>
      <DialogContent>
        <Alert severity={SEVERITY[view]} icon={view === 'verified' ? <VerifiedRounded /> : undefined} sx={{ mb: 2 }}>
          {t(`verification.states.${view}`)}
        </Alert>
        {view !== 'verified' && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>{t('verification.how')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('verification.privacy')}
            </Typography>
            <UploadButton
              userId={account._id}
              target="verification"
              label={view === 'verificationPending' ? t('verification.uploadAnother') : t('verification.upload')}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {view !== 'none' && (
          <Button onClick={gallery.openModal} aria-haspopup="dialog" color="inherit">
            {t('modals.verificationPictures.open')}
          </Button>
        )}
        <Button onClick={closeModal}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
