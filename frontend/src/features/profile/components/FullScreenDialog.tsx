import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';

/** A black full-screen layer for pictures; Escape and the close button leave it. */
export function FullScreenDialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: '#000', backgroundImage: 'none' } } }}
    >
      <VisuallyHidden component="h2" id={titleId}>
        {title}
      </VisuallyHidden>
      {children}
      <IconButton
        onClick={onClose}
        aria-label={t('gallery.close')}
        sx={{
          position: 'fixed',
          top: 'calc(12px + env(safe-area-inset-top))',
          right: 12,
          zIndex: 3,
          color: '#FFFFFF',
          bgcolor: 'rgba(255, 255, 255, 0.12)',
          '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.22)' },
        }}
      >
        <CloseRounded />
      </IconButton>
    </Dialog>
  );
}
