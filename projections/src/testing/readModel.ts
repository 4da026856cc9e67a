import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { EventMetadata, LogPosition, RecordedEvent } from '@annuaire/shared';
import { createTestDatabase } from '../../../test/database';
import { applyBatch } from '../runtime/apply';
import { migrateRuntime, resetCheckpoint } from '../runtime/checkpoints';
import { liveSchema, type Projection } from '../runtime/projection';
import { recreateTables } from '../runtime/tables';
import type { GivenEvent } from './events';

/** A batch as the runtime applied it: its events, and the checkpoint it moved from and to. */
export interface AppliedBatch {
  readonly events: readonly RecordedEvent[];
  readonly from: LogPosition | null;
  readonly to: LogPosition;
}

/** One read model on a fresh database, fed batches through the runtime as a worker feeds it. */
export interface ReadModelSpec<DB> {
  /** For the read model's own queries, which name its schema as they do in production. */
  readonly db: Kysely<DB>;
  /**
   * Appends the events to an imaginary log (positions, stream revisions and, unless given, one second
   * between events from `START_AT`) and applies them as one batch: handler and checkpoint in one
   * transaction, as the worker does.
   */
  given(events: readonly GivenEvent[]): Promise<AppliedBatch>;
  /** Applies an already applied batch again, from the checkpoint it started at. */
  redeliver(batch: AppliedBatch): Promise<void>;
  /** Every row of every table the read model owns, in a stable order: the state to compare. */
  allRows(): Promise<Record<string, unknown[]>>;
  close(): Promise<void>;
}

/** When the first given event happened, unless a spec says otherwise. */
export const START_AT = Date.parse('2026-03-02T12:00:00.000Z');

const SYSTEM: EventMetadata = {
  actorId: null,
  actorRole: 'system',
  impersonatorId: null,
  correlationId: 'read-model-spec',
  causationId: null,
  reason: null,
  at: new Date(START_AT).toISOString(),
};

export async function openReadModel<DB>(projection: Projection<DB>): Promise<ReadModelSpec<DB>> {
  const database = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const runtime = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const schema = liveSchema(projection);
  await migrateRuntime(runtime);
  await runtime.transaction().execute(async (trx) => {
    await recreateTables(trx, projection, schema);
    await resetCheckpoint(trx, projection.name, 'live', { position: null, version: projection.version });
  });

  let checkpoint: LogPosition | null = null;
  let clock = START_AT;
  let pos = 0n;
  const revisions = new Map<string, bigint>();
  const record = (event: GivenEvent, txn: bigint): RecordedEvent => {
    const metadata = { ...SYSTEM, at: new Date(clock).toISOString(), ...event.metadata };
    clock = Date.parse(metadata.at) + 1000;
    const streamPosition = revisions.get(event.streamId) ?? 0n;
    revisions.set(event.streamId, streamPosition + 1n);
    return {
      id: randomUUID(),
      streamId: event.streamId,
      streamPosition,
      type: event.type,
      data: event.data,
      metadata,
      position: { txn, pos: ++pos },
      recordedAt: new Date(metadata.at),
    };
  };
  const target = { slot: 'live' as const, schema };

  return {
    db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
    async given(given) {
      const txn = (checkpoint?.txn ?? 0n) + 1n;
      const events = given.map((event) => record(event, txn));
      const batch = { events, from: checkpoint, to: events.at(-1)?.position ?? { txn, pos } };
      await applyBatch(runtime, projection, target, events, batch.from, batch.to);
      checkpoint = batch.to;
      return batch;
    },
    async redeliver(batch) {
      await applyBatch(runtime, projection, target, batch.events, batch.from, batch.to);
    },
    async allRows() {
      const entries = await Promise.all(
        projection.tables.map(async (table) => {
          const { rows } = await sql`select * from ${sql.table(`${schema}.${table}`)}`.execute(runtime);
          const sorted = rows.map((row) => JSON.stringify(row)).sort();
          return [table, sorted.map((row) => JSON.parse(row) as unknown)] as const;
        }),
      );
      return Object.fromEntries(entries);
    },
    async close() {
      await runtime.destroy();
      await database.drop();
    },
  };
}
