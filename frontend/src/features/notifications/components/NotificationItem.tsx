import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { formatRelativeTime } from '@/lib/relative-time';
import type { Notification } from '../api/get-notifications';
import { NotificationIcon } from './notification-icons';

/** One notification: what happened, when, an unread dot, and a way to dismiss it. */
export function NotificationItem({
  notification,
  onOpen,
  onDismiss,
}: {
  notification: Notification;
  onOpen: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const unread = !notification.read;
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton
          size="small"
          edge="end"
          onClick={onDismiss}
          aria-label={t('notifications.dismiss', { title: notification.title })}
          sx={{ color: 'text.secondary' }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      }
      sx={{ '& .MuiListItemSecondaryAction-root': { top: 14, transform: 'none', right: 12 } }}
    >
      <ListItemButton
        onClick={onOpen}
        sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.5, pl: 2.5, pr: 6, bgcolor: unread ? 'brand.soft' : undefined }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: unread ? 'primary.main' : 'action.selected',
            color: unread ? 'primary.contrastText' : 'text.secondary',
            '& svg': { fontSize: 20 },
          }}
        >
          <NotificationIcon type={notification.type} />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: unread ? 750 : 600, fontSize: '0.92rem', lineHeight: 1.35 }}>
            {unread && (
              <>
                {/* The space outside the hidden text: screen readers would run "Unread:" into the title. */}
                <VisuallyHidden>{t('notifications.unread')}</VisuallyHidden>{' '}
              </>
            )}
            {notification.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.25,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {notification.description}
          </Typography>
          <Typography
            component="time"
            dateTime={notification.createdAt}
            variant="caption"
            sx={{
              display: 'block',
              mt: 0.5,
              color: unread ? 'primary.main' : 'text.secondary',
              fontWeight: unread ? 700 : 400,
            }}
          >
            {formatRelativeTime(notification.createdAt, new Date(), i18n.language)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
