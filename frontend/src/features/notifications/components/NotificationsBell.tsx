import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useChangeNotifications } from '../api/notification-actions';

/** SPEC §9: the notification popover is at most 380 px wide. */
export const POPOVER_MAX_WIDTH = 380;

/** The list and its texts load at the first sign of interest in the bell, not with every page. */
const NotificationsPanel = lazy(() => import('./NotificationsPanel').then((m) => ({ default: m.NotificationsPanel })));

/**
 * The members' bell (SPEC §2, §4): the unread count on it, the list in a popover. Whatever was unread
 * becomes read when the popover closes (the member has seen it), one at a time when clicked.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const notifications = useNotifications();
  const { mutate } = useChangeNotifications();
  const unread = notifications.data?.extraData.unread ?? 0;
  const want = useCallback(() => setWanted(true), []);

  const close = () => {
    setAnchor(null);
    const ids = (notifications.data?.data ?? []).filter((item) => !item.read).map((item) => item._id);
    if (ids.length > 0) mutate({ kind: 'read', ids });
  };

  return (
    <>
      <IconButton
        aria-label={unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onPointerEnter={want}
        onFocus={want}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {/*
          No badge at all at 0: a hidden MUI badge keeps showing its last number while it fades out, and
          that stale number would be the button's visible text, contradicting its name.
        */}
        {unread > 0 ? (
          <Badge color="error" badgeContent={unread} max={99}>
            <NotificationsNoneRounded />
          </Badge>
        ) : (
          <NotificationsNoneRounded />
        )}
      </IconButton>
      {wanted && (
        <Popover
          id={id}
          open={anchor !== null}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-label': t('notifications.title'),
              sx: {
                width: 'calc(100vw - 24px)',
                maxWidth: POPOVER_MAX_WIDTH,
                maxHeight: 'min(600px, calc(100dvh - 96px))',
                display: 'flex',
                flexDirection: 'column',
                borderRadius: '16px',
                mt: 1,
              },
            },
          }}
        >
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
                <CircularProgress size={28} aria-label={t('misc.loading')} />
              </Box>
            }
          >
            <NotificationsPanel onLeave={close} />
          </Suspense>
        </Popover>
      )}
    </>
  );
}
