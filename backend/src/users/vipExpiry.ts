import { sql, type Kysely } from 'kysely';
import { streams } from '@annuaire/shared';
import type { EventStore } from '@annuaire/shared';
import { handleCommand } from '../domain/commandHandler';
import { systemMetadata } from '../domain/metadata';
import { userDecider } from './decider';

const BATCH = 500;

/**
 * Records each VIP expiry as an event (VipExpired) once its date has passed, so listings re-rank at a
 * point in the log. Runs every minute; the decider makes a repeat a no-op.
 */
export async function recordVipExpiries(deps: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the users read model, queried raw
  db: Kysely<any>;
  store: EventStore;
  now: () => Date;
}): Promise<number> {
  const now = deps.now();
  const { rows } = await sql<{ id: string }>`
    select id from users.users
    where status = 'active' and vip_until <= ${now}
      and (state->>'vipExpiryRecorded') is distinct from (state->>'vipUntil')
    limit ${BATCH}`.execute(deps.db);
  for (const { id } of rows) {
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
  return rows.length;
}
