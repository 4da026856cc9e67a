import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications';
import { useChangeNotifications } from '../api/notification-actions';

/** The popover and its list load at the first sign of interest in the bell, not with every page. */
const NotificationsPopover = lazy(() => import('./NotificationsPopover'));

/**
 * The members' bell (docs/product.md §2, §4): the unread count on it, the list in a popover. Whatever was unread
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
        <Suspense fallback={null}>
          <NotificationsPopover id={id} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
