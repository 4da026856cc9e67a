import type { CurrentUser } from '@annuaire/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_QUALITY, imageUrl } from '@/lib/image-url';
import { useQueryModal } from '@/lib/use-query-modal';
import { useVerificationPictures } from '../../api/get-verification-pictures';
import { ACCOUNT_MODALS } from '../../modals';

/**
 * `?verificationPictureGallery=open` on /profile (docs/product.md §2): the verification pictures the member sent,
 * newest first, each with its date. Only the member and staff can load them; visitors never see them.
 */
export function VerificationPictureGallery({ account }: { account: CurrentUser }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const { open, closeModal } = useQueryModal(ACCOUNT_MODALS.verificationPictureGallery);
  const pictures = useVerificationPictures(account._id, open);
  const sent = [...(pictures.data ?? [])].reverse();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog open={open} onClose={closeModal} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('modals.verificationPictures.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('verification.privacy')}
        </DialogContentText>
        {pictures.isError ? (
          <Typography color="text.secondary">{t('modals.verificationPictures.error')}</Typography>
        ) : pictures.isPending ? (
          <Skeleton variant="rounded" height={180} />
        ) : sent.length === 0 ? (
          <Typography color="text.secondary">{t('modals.verificationPictures.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            aria-label={t('modals.verificationPictures.title')}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
            }}
          >
            {sent.map((picture) => {
              const date = when.format(new Date(picture.addedAt));
              return (
                <Box component="li" key={picture._id} sx={{ display: 'grid', gap: 0.5 }}>
                  <Box
                    component="img"
                    src={imageUrl(picture.url, 640, IMAGE_QUALITY.low)}
                    alt={t('modals.verificationPictures.alt', { date })}
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: '12px' }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {date}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={closeModal}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
