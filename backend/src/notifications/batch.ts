import { randomUUID } from 'node:crypto';
import { listBatchRecipientIds, waitForProjections, type RecipientAudience } from '@annuaire/projections';
import {
  comparePositions,
  streams,
  type CustomNotificationBody,
  type EventMetadata,
  type LogPosition,
} from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { deterministicUuid } from '../domain/ids';

const PARALLEL_APPENDS = 8;

/**
 * Sends a custom notification to every member of the audience. Each recipient's event id derives from
 * the batch id and their id, so re-running a batch (a retry after a timeout, a crash halfway) appends
 * nothing for members already notified: nobody is notified twice.
 */
export async function sendBatch(
  deps: Pick<ApiDependencies, 'db' | 'store' | 'now'>,
  input: RecipientAudience & { body: CustomNotificationBody; batchId?: string | undefined },
  metadata: EventMetadata,
): Promise<{ batchId: string; count: number }> {
  const batchId = input.batchId ?? randomUUID();
  const ids = await listBatchRecipientIds(deps.db, input, deps.now());
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
