import { sql, type Kysely, type Transaction } from 'kysely';
import type { LogPosition } from '@annuaire/shared';

/** `live` is the checkpoint of the serving tables; `next` that of a rebuild in progress. */
export type Slot = 'live' | 'next';

export interface Checkpoint {
  readonly position: LogPosition | null;
  readonly version: number;
}

/** The runtime's own bookkeeping, shared by every projection. */
export const RUNTIME_SCHEMA_SQL = /* sql */ `
create schema if not exists projection_runtime;
create table if not exists projection_runtime.checkpoints (
  projection text not null,
  slot text not null check (slot in ('live', 'next')),
  version integer not null,
  txn numeric(20, 0),
  pos numeric(20, 0),
  updated_at timestamptz not null default now(),
  last_error text,
  primary key (projection, slot)
);`;

export async function migrateRuntime(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('projection_runtime.migrate'))`.execute(trx);
    await sql.raw(RUNTIME_SCHEMA_SQL).execute(trx);
  });
}

interface CheckpointRow {
  version: number;
  txn: string | null;
  pos: string | null;
}

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    version: row.version,
    position: row.txn === null || row.pos === null ? null : { txn: BigInt(row.txn), pos: BigInt(row.pos) },
  };
}

export async function readCheckpoint(db: Kysely<unknown>, projection: string, slot: Slot): Promise<Checkpoint | null> {
  const { rows } = await sql<CheckpointRow>`
    select version, txn::text, pos::text from projection_runtime.checkpoints
    where projection = ${projection} and slot = ${slot}`.execute(db);
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

export async function readLiveCheckpoints(db: Kysely<unknown>): Promise<Map<string, Checkpoint>> {
  const { rows } = await sql<CheckpointRow & { projection: string }>`
    select projection, version, txn::text, pos::text from projection_runtime.checkpoints where slot = 'live'`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.projection, toCheckpoint(row)]));
}

/** Creates or replaces a slot's checkpoint (used when (re)starting a set of tables). */
export async function resetCheckpoint(
  db: Kysely<unknown> | Transaction<unknown>,
  projection: string,
  slot: Slot,
  checkpoint: Checkpoint,
): Promise<void> {
  const { txn, pos } = sqlPosition(checkpoint.position);
  await sql`
    insert into projection_runtime.checkpoints (projection, slot, version, txn, pos)
    values (${projection}, ${slot}, ${checkpoint.version}, ${txn}, ${pos})
    on conflict (projection, slot) do update
      set version = excluded.version, txn = excluded.txn, pos = excluded.pos, updated_at = now(), last_error = null`.execute(
    db,
  );
}

/**
 * Moves a checkpoint only if nobody else moved it since `from` was read. Returns false when it had
 * moved: the caller's transaction must then roll back, or its writes would apply events twice.
 */
export async function advanceCheckpoint(
  trx: Transaction<unknown>,
  projection: string,
  slot: Slot,
  from: LogPosition | null,
  to: LogPosition,
): Promise<boolean> {
  const previous = sqlPosition(from);
  const result = await sql`
    update projection_runtime.checkpoints
    set txn = ${String(to.txn)}, pos = ${String(to.pos)}, updated_at = now(), last_error = null
    where projection = ${projection} and slot = ${slot}
      and txn is not distinct from ${previous.txn}::numeric and pos is not distinct from ${previous.pos}::numeric`.execute(
    trx,
  );
  return result.numAffectedRows === 1n;
}

export async function recordError(db: Kysely<unknown>, projection: string, slot: Slot, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  await sql`update projection_runtime.checkpoints set last_error = ${message.slice(0, 2000)}
    where projection = ${projection} and slot = ${slot}`.execute(db);
}

export async function deleteCheckpoint(trx: Transaction<unknown>, projection: string, slot: Slot): Promise<void> {
  await sql`delete from projection_runtime.checkpoints where projection = ${projection} and slot = ${slot}`.execute(
    trx,
  );
}

function sqlPosition(position: LogPosition | null) {
  return position === null ? { txn: null, pos: null } : { txn: String(position.txn), pos: String(position.pos) };
}
