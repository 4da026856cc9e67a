import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconButtonClass } from '@/components/controls';
import { Icon } from '@/components/Icon';
import { useQueryModal } from '@/lib/use-query-modal';
import type { PictureSummary } from '@/lib/user-card';
import { PROFILE_MODALS } from '../modals';
import { FullScreenDialog } from './FullScreenDialog';
import { Gallery } from './Gallery';
import styles from './ProfileGallery.module.css';

/**
 * The profile's gallery: the preview in the page and the same slides full screen, sharing one position so
 * closing the full screen leaves the preview on the picture last seen.
 */
export function ProfileGallery({
  pictures,
  placeholder,
  username,
}: {
  pictures: readonly PictureSummary[];
  placeholder: string;
  username: string;
}) {
  const { t } = useTranslation('profile');
  const [index, setIndex] = useState(0);
  const fullScreen = useQueryModal(PROFILE_MODALS.gallery);
  const canOpen = pictures.length > 0;

  return (
    <div className={styles.frame}>
      <Gallery
        pictures={pictures}
        placeholder={placeholder}
        username={username}
        index={index}
        onIndexChange={setIndex}
        mode="preview"
        onOpen={canOpen ? fullScreen.openModal : undefined}
      />
      {canOpen && (
        <button
          type="button"
          onClick={fullScreen.openModal}
          aria-label={t('gallery.openFullScreen')}
          aria-haspopup="dialog"
          className={iconButtonClass({ frosted: true, className: styles.open })}
        >
          <Icon name="fullscreen" />
        </button>
      )}
      {canOpen && (
        <FullScreenDialog
          open={fullScreen.open}
          onClose={fullScreen.closeModal}
          title={t('gallery.fullScreenTitle', { username })}
        >
          <Gallery
            pictures={pictures}
            placeholder={placeholder}
            username={username}
            index={index}
            onIndexChange={setIndex}
            mode="fullscreen"
          />
        </FullScreenDialog>
      )}
    </div>
  );
}
