import { sql, type Kysely } from 'kysely';
import { comparePositions, formatPosition, type ProjectionStatus } from '@annuaire/shared';
import { readLiveCheckpoints } from './checkpoints';
import type { AnyProjection } from './projection';
import type { EventCounter, EventSource } from './source';

/** The answer's shape is the contract in shared (health/status.ts), which the staff dashboard reads. */
export type { ProjectionStatus };

const BEHIND_CAP = 1_000_000;

/** Lag and health of every projection, against the event store's head. */
export async function projectionStatuses(
  db: Kysely<unknown>,
  store: EventSource & Partial<EventCounter>,
  projections: readonly AnyProjection[],
): Promise<{ head: string | null; projections: ProjectionStatus[] }> {
  const head = await store.head();
  const live = await readLiveCheckpoints(db);
  const { rows } = await sql<{ projection: string; slot: string; last_error: string | null; updated_at: Date }>`
    select projection, slot, last_error, updated_at from projection_runtime.checkpoints`.execute(db);
  const statuses = await Promise.all(
    projections.map(async (projection): Promise<ProjectionStatus> => {
      const position = live.get(projection.name)?.position ?? null;
      const row = rows.find((r) => r.projection === projection.name && r.slot === 'live');
      const behind = store.countAfter ? await store.countAfter(position, projection.eventTypes, BEHIND_CAP) : null;
      return {
        name: projection.name,
        version: projection.version,
        checkpoint: position ? formatPosition(position) : null,
        behind,
        // With an empty log, a projection whose tables exist (it has a checkpoint row) is caught up.
        caughtUp:
          live.has(projection.name) &&
          (head === null || (position !== null && comparePositions(position, head) >= 0)) &&
          (behind === null || behind === 0),
        rebuilding: rows.some((r) => r.projection === projection.name && r.slot === 'next'),
        lastError: row?.last_error ?? null,
        updatedAt: row?.updated_at.toISOString() ?? null,
      };
    }),
  );
  return { head: head ? formatPosition(head) : null, projections: statuses };
}
