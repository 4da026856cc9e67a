import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ProfileImage } from '@/components/ProfileImage';
import { IMAGE_QUALITY } from '@/lib/image-url';
import { useQueryModal } from '@/lib/use-query-modal';
import type { PictureSummary } from '@/lib/user-card';
import { PROFILE_MODALS } from '../modals';
import { FullScreenDialog } from './FullScreenDialog';

/** The profile picture alone, full screen and uncropped at the best quality (docs/product.md §2). */
export function ProfilePictureViewer({ picture, username }: { picture: PictureSummary; username: string }) {
  const { t } = useTranslation('profile');
  const { open, closeModal } = useQueryModal(PROFILE_MODALS.profilePicture);
  const title = t('gallery.profilePicture', { username });
  return (
    <FullScreenDialog open={open} onClose={closeModal} title={title}>
      <Box sx={{ height: '100vh', display: 'grid', placeItems: 'center' }} onClick={closeModal}>
        <ProfileImage
          picture={picture}
          placeholder=""
          alt={title}
          sizes="100vw"
          quality={IMAGE_QUALITY.high}
          eager
          fit="contain"
          sx={{ maxHeight: '100vh' }}
        />
      </Box>
    </FullScreenDialog>
  );
}
