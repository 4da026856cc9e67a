import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalize } from '@/lib/use-locale';
import { useNotifications, type Notification } from '../api/get-notifications';
import { useChangeNotifications } from '../api/notification-actions';
import { isVerificationNotification } from './notification-icons';
import { NotificationItem } from './NotificationItem';

/**
 * The popover's content: newest first, unread ones highlighted until the popover closes. `onLeave`
 * closes the popover (marking the rest read) when a notification leads elsewhere.
 */
export function NotificationsPanel({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const notifications = useNotifications();
  const { mutate } = useChangeNotifications();
  const items = notifications.data?.data ?? [];

  const open = (item: Notification) => {
    if (isVerificationNotification(item.type)) {
      // Leaving closes the popover, which marks everything shown read, this one included.
      onLeave();
      void navigate(localize('/profile?verification=open'));
    } else if (!item.read) {
      mutate({ kind: 'read', ids: [item._id] });
    }
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, pt: 2, pb: 1.25 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {tc('notifications.title')}
        </Typography>
        {items.length > 0 && (
          <Button
            size="small"
            color="inherit"
            onClick={() => mutate({ kind: 'dismiss', ids: 'all' })}
            sx={{ color: 'text.secondary' }}
          >
            {t('notifications.dismissAll')}
          </Button>
        )}
      </Box>
      <Divider />
      {notifications.isPending ? (
        <Box sx={{ px: 2.5, py: 1.5 }} role="status" aria-label={tc('misc.loading')}>
          {[0, 1, 2].map((index) => (
            <Box key={index} sx={{ display: 'flex', gap: 1.5, py: 1 }}>
              <Skeleton variant="circular" width={36} height={36} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="55%" />
                <Skeleton width="90%" />
              </Box>
            </Box>
          ))}
        </Box>
      ) : notifications.isError && !notifications.data ? (
        <Typography role="alert" color="text.secondary" sx={{ px: 2.5, py: 4, textAlign: 'center' }}>
          {tc('misc.fetchError')}
        </Typography>
      ) : items.length === 0 ? (
        <Box role="status" sx={{ px: 2.5, pb: 3.5, pt: 3, textAlign: 'center' }}>
          <NotificationsNoneRounded sx={{ fontSize: 40, color: 'brand.main' }} />
          <Typography sx={{ fontWeight: 600 }}>{tc('notifications.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {tc('notifications.emptyHint')}
          </Typography>
        </Box>
      ) : (
        <List
          disablePadding
          aria-label={tc('notifications.title')}
          sx={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
        >
          {items.map((item, index) => (
            <Fragment key={item._id}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <NotificationItem
                notification={item}
                onOpen={() => open(item)}
                onDismiss={() => mutate({ kind: 'dismiss', ids: [item._id] })}
              />
            </Fragment>
          ))}
        </List>
      )}
    </>
  );
}
