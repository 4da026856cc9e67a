import { hasPermission } from '@annuaire/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { useLocalize } from '@/lib/use-locale';
import { useNotifications, type Notification } from '../api/get-notifications';
import { useChangeNotifications } from '../api/notification-actions';
import { useAcknowledgeReminder } from '../api/reminders';
import { pickBlockingNotification, pickReminder, underTestRunner, type ReminderKey } from '../modal-rules';
import { BlockingModal } from './BlockingModal';
import { ReminderModal } from './ReminderModal';

type Showing = { kind: 'blocking'; notification: Notification } | { kind: 'reminder'; reminder: ReminderKey } | null;

/**
 * The two modals of SPEC §4 that interrupt a member, one at a time: an important notification first
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

  useEffect(() => {
    if (showing) return;
    if (blocking) {
      setShown((before) => new Set(before).add(blocking._id));
      setShowing({ kind: 'blocking', notification: blocking });
      markRead({ kind: 'read', ids: [blocking._id] });
    } else if (reminder) {
      setShown((before) => new Set(before).add('reminder'));
      setShowing({ kind: 'reminder', reminder });
    }
  }, [blocking, markRead, reminder, showing]);

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
