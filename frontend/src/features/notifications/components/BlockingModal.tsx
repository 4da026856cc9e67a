import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../api/get-notifications';
import { NotificationIcon } from './notification-icons';

/**
 * docs/product.md §4: an important notification (credits added, account approved, a message from staff) shown in
 * the member's way once; it was marked read as it opened, and only the acknowledge button closes it.
 */
export function BlockingModal({
  notification,
  onAcknowledge,
}: {
  notification: Notification;
  onAcknowledge: () => void;
}) {
  const { t } = useTranslation('messages');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogContent sx={{ textAlign: 'center', pt: 4, px: { xs: 3, sm: 4 } }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'brand.soft',
            color: 'primary.main',
            '& svg': { fontSize: 32 },
          }}
        >
          <NotificationIcon type={notification.type} />
        </Box>
        <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {notification.title}
        </Typography>
        <Typography id={bodyId} color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {notification.description}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 3, sm: 4 }, pb: 3, pt: 1 }}>
        {/* Focused at once (its only action); the focus ripple would pulse through the button meanwhile. */}
        <Button variant="contained" size="large" fullWidth onClick={onAcknowledge} autoFocus disableFocusRipple>
          {t('blockingModal.acknowledge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
