import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationCreated, NotificationDismissed, NotificationRead, streams } from '@annuaire/shared';
import { CheckpointMovedError } from '../runtime/apply';
import { happened } from '../testing/events';
import { openReadModel, type ReadModelSpec } from '../testing/readModel';
import { notificationsProjection } from './projection';
import { listNotifications } from './queries';
import type { NotificationsDatabase } from './table';

let rm: ReadModelSpec<NotificationsDatabase>;
beforeAll(async () => {
  rm = await openReadModel(notificationsProjection);
});
afterAll(async () => {
  await rm.close();
});

const created = (userId: string, notificationId: string) =>
  happened(NotificationCreated, streams.notifications(userId), {
    notificationId,
    type: 'accountApproved',
    body: null,
    causeId: null,
  });
const page = { offset: 0, limit: 20 };

describe('notifications read model', () => {
  it('lists a member’s notifications newest first, unread', async () => {
    const member = randomUUID();
    await rm.given([created(member, 'n1'), created(member, 'n2')]);
    const mine = await listNotifications(rm.db, member, page);
    expect(mine.rows.map((row) => [row.id, row.userId, row.type, row.read])).toEqual([
      ['n2', member, 'accountApproved', false],
      ['n1', member, 'accountApproved', false],
    ]);
    expect(mine.unread).toBe(2);
  });

  it('marks read and hides dismissed ones from the member, not from staff', async () => {
    const member = randomUUID();
    await rm.given([
      created(member, 'm1'),
      created(member, 'm2'),
      created(member, 'm3'),
      happened(NotificationRead, streams.notifications(member), { notificationIds: ['m1', 'm2'] }),
      happened(NotificationDismissed, streams.notifications(member), { notificationIds: ['m2'] }),
    ]);
    const mine = await listNotifications(rm.db, member, page);
    expect(mine.rows.map((row) => [row.id, row.read])).toEqual([
      ['m3', false],
      ['m1', true],
    ]);
    expect(mine.unread).toBe(1);
    const staff = await listNotifications(rm.db, null, { offset: 0, limit: 100 });
    expect(staff.rows.find((row) => row.id === 'm2')).toMatchObject({ read: true, dismissed: true });
  });

  it('applying the same batch twice changes nothing', async () => {
    const member = randomUUID();
    const batch = await rm.given([
      created(member, 't1'),
      happened(NotificationRead, streams.notifications(member), { notificationIds: ['t1'] }),
    ]);
    const before = await rm.allRows();
    await expect(rm.redeliver(batch)).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await rm.allRows()).toEqual(before);
  });
});
