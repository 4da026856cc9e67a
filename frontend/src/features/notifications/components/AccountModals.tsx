import { hasPermission, type CurrentUser } from '@annuaire/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalize } from '@/lib/use-locale';
import { useNotifications, type Notification } from '../api/get-notifications';
import { useChangeNotifications } from '../api/notification-actions';
import { useAcknowledgeReminder } from '../api/reminders';
import { pickBlockingNotification, pickReminder, underTestRunner, type ReminderKey } from '../modal-rules';
import { BlockingModal } from './BlockingModal';
import { ReminderModal } from './ReminderModal';

type Showing = { kind: 'blocking'; notification: Notification } | { kind: 'reminder'; reminder: ReminderKey } | null;

/**
 * The two modals of docs/product.md §4 that interrupt a member, one at a time: an important notification first
 * (staff with AVOID_BLOCK_MODAL never get it), and a VIP reminder only once no notification modal is
 * pending. Each shows once per visit; the blocking one is marked read the moment it opens, the reminder
 * is recorded as seen when it closes.
 */
export function AccountModals({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const localize = useLocalize();
  const notifications = useNotifications();
  const change = useChangeNotifications();
  const acknowledge = useAcknowledgeReminder();
  const [showing, setShowing] = useState<Showing>(null);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());

  const avoidsModal = hasPermission(user.role, 'AVOID_BLOCK_MODAL');
  const blocking = avoidsModal ? null : pickBlockingNotification(notifications.data?.data ?? [], shown);
  // Until the notifications are known, a blocking modal may still be on its way: no reminder yet.
  const reminder =
    notifications.isPending || blocking || underTestRunner() || shown.has('reminder')
      ? null
      : // The flags come with the member (GET /api/user); the server only ever sets them for escorts.
        pickReminder(user);
  const { mutate: markRead } = change;

  // The next modal is chosen while rendering (React's "adjusting state on a change"), once none is open.
  if (!showing && blocking) {
    setShown(new Set(shown).add(blocking._id));
    setShowing({ kind: 'blocking', notification: blocking });
  } else if (!showing && reminder) {
    setShown(new Set(shown).add('reminder'));
    setShowing({ kind: 'reminder', reminder });
  }

  // The blocking notification counts as read the moment it opens.
  useEffect(() => {
    if (showing?.kind === 'blocking') markRead({ kind: 'read', ids: [showing.notification._id] });
  }, [markRead, showing]);

  if (showing?.kind === 'blocking') {
    return <BlockingModal notification={showing.notification} onAcknowledge={() => setShowing(null)} />;
  }
  if (showing?.kind === 'reminder') {
    const close = () => {
      setShowing(null);
      // Seen either way; a failure only means the server may remind again later, nothing to tell the member.
      acknowledge.mutate(showing.reminder);
    };
    return (
      <ReminderModal
        reminder={showing.reminder}
        onClose={close}
        onSeeVip={() => {
          close();
          void navigate(localize('/profile?modal=vip'));
        }}
      />
    );
  }
  return null;
}
