import { listUnrecordedVipExpiries } from '@annuaire/projections';
import { streams } from '@annuaire/shared';
import type { EventStore } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { handleCommand } from '../domain/commandHandler';
import { systemMetadata } from '../domain/metadata';
import { userDecider } from './decider';

const BATCH = 500;

/**
 * Records each VIP expiry as an event (VipExpired) once its date has passed, so listings re-rank at a
 * point in the log. Runs every minute; the decider makes a repeat a no-op.
 */
export async function recordVipExpiries(deps: {
  db: ApiDependencies['db'];
  store: EventStore;
  now: () => Date;
}): Promise<number> {
  const now = deps.now();
  const ids = await listUnrecordedVipExpiries(deps.db, now, BATCH);
  for (const id of ids) {
    await handleCommand(
      deps.store,
      streams.user(id),
      userDecider,
      { type: 'RecordVipExpiry' },
      {
        now,
        metadata: systemMetadata(now),
      },
    );
  }
  return ids.length;
}
