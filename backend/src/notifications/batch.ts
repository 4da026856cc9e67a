import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { waitForProjections, type UsersDatabase } from '@annuaire/projections';
import {
  comparePositions,
  streams,
  type CustomNotificationBody,
  type EventMetadata,
  type LogPosition,
} from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { deterministicUuid } from '../domain/ids';
import type { RecipientCategory } from './schema';

export interface Audience {
  readonly recipientCategory: RecipientCategory;
  readonly activityDateGreaterThan?: Date | undefined;
}

/** Live accounts matching a batch's audience, by id. */
function recipients(db: Kysely<UsersDatabase>, audience: Audience, now: Date) {
  let query = db.withSchema('users').selectFrom('users').where('status', '=', 'active');
  switch (audience.recipientCategory) {
    case 'all':
      break;
    case 'escorts':
      query = query.where('role', '=', 'escort');
      break;
    case 'clients':
      query = query.where('role', '=', 'client').where('libertine', '=', false);
      break;
    case 'libertines':
      query = query.where('libertine', '=', true);
      break;
    case 'vip':
      query = query.where('vip_until', '>', now);
      break;
    case 'advertisers':
      query = query.where('role', '=', 'advertiser');
      break;
  }
  const since = audience.activityDateGreaterThan;
  if (since) {
    // The last sign of life as `lastActiveAt` (shared/users/visibility.ts) reads it; an availability
    // mark in the future ("available later") is not activity yet.
    query = query.where(
      sql<Date>`greatest(
        (state->>'lastSeenAt')::timestamptz,
        (state->>'registeredAt')::timestamptz,
        case when online <= ${now} then online end)`,
      '>',
      since,
    );
  }
  return query;
}

export async function countBatchRecipients(db: Kysely<UsersDatabase>, audience: Audience, now: Date): Promise<number> {
  const row = await recipients(db, audience, now)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

const PARALLEL_APPENDS = 8;

/**
 * Sends a custom notification to every member of the audience. Each recipient's event id derives from
 * the batch id and their id, so re-running a batch (a retry after a timeout, a crash halfway) appends
 * nothing for members already notified: nobody is notified twice.
 */
export async function sendBatch(
  deps: Pick<ApiDependencies, 'db' | 'store' | 'now'>,
  input: Audience & { body: CustomNotificationBody; batchId?: string | undefined },
  metadata: EventMetadata,
): Promise<{ batchId: string; count: number }> {
  const batchId = input.batchId ?? randomUUID();
  const ids = (await recipients(deps.db, input, deps.now()).select('id').orderBy('id').execute()).map((r) => r.id);
  let newest: LogPosition | null = null;
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const userId = ids[next++]!;
      const notificationId = deterministicUuid(`notification-batch:${batchId}:${userId}`);
      const result = await deps.store.append(
        streams.notifications(userId),
        [
          {
            id: notificationId,
            type: 'NotificationCreated',
            data: { notificationId, type: 'custom', body: input.body, causeId: batchId },
          },
        ],
        { metadata },
      );
      if (!newest || comparePositions(result.position, newest) > 0) newest = result.position;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_APPENDS }, worker));
  if (newest) await waitForProjections(deps.db, ['notifications'], newest, { timeoutMs: 10_000 });
  return { batchId, count: ids.length };
}
