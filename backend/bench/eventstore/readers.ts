import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { AUDIT_TABLES_SQL, auditProjection, migrateRuntime, rebuildProjection } from '@annuaire/projections';
import { parseStreamName, type LogPosition } from '@annuaire/shared';
import { createPool } from '../../src/postgres/pool';
import { PostgresEventStore } from '../../src/eventStore/postgres/postgresEventStore';
import { testCatalogue } from '../../src/eventStore/contract/testEvents';
import { READ_PAGE, REBUILD_BATCH, type TaskResult } from './config';
import { elapsedSince, peakRssMb } from './measure';

/** Ours: `readAll` pages from the start (gap-safe: below the snapshot horizon, in (txn, pos) order). */
export async function oursRead(url: string): Promise<TaskResult> {
  const pool = createPool(url, { max: 4, applicationName: 'bench-ours' });
  const store = new PostgresEventStore({ pool, connectionString: url, catalogue: testCatalogue });
  try {
    await pool.query('select 1');
    const started = process.hrtime.bigint();
    let after: LogPosition | null = null;
    let events = 0;
    for (;;) {
      const page = await store.readAll({ after, limit: READ_PAGE });
      events += page.events.length;
      after = page.checkpoint;
      if (!page.hasMore) break;
    }
    return { events, seconds: elapsedSince(started), peakRssMb: peakRssMb() };
  } finally {
    await store.close();
    await pool.end();
  }
}

interface RawRow {
  global_position: string;
  txn: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  type: string;
  version: number;
  data: unknown;
  metadata: Record<string, string | null>;
  recorded_at: Date;
}

/** The floor's page: the same columns in the same order through the same index, nothing else. */
const RAW_PAGE_SQL = `select global_position, transaction_id::text as txn, stream_id, stream_position, event_id, type,
    version, data, metadata, recorded_at
  from event_store.events
  where (transaction_id, global_position) > ($1::xid8, $2::bigint)
  order by transaction_id, global_position
  limit $3`;

const rawPage = (pool: pg.Pool, after: { txn: string; pos: string }, limit: number) =>
  pool.query<RawRow>(RAW_PAGE_SQL, [after.txn, after.pos, limit]).then((result) => result.rows);

/** The floor: keyset `SELECT` pages of the same table, rows as node-postgres returns them. */
export async function rawRead(url: string): Promise<TaskResult> {
  const pool = createPool(url, { max: 4, applicationName: 'bench-raw' });
  try {
    await pool.query('select 1');
    const started = process.hrtime.bigint();
    let after = { txn: '0', pos: '0' };
    let events = 0;
    for (;;) {
      const rows = await rawPage(pool, after, READ_PAGE);
      events += rows.length;
      const last = rows[rows.length - 1];
      if (last) after = { txn: last.txn, pos: last.global_position };
      if (rows.length < READ_PAGE) break;
    }
    return { events, seconds: elapsedSince(started), peakRssMb: peakRssMb() };
  } finally {
    await pool.end();
  }
}

/** Ours: `rebuildProjection(auditProjection)` (blue/green into audit__next, then the swap), batches of 2,000. */
export async function oursRebuild(url: string): Promise<TaskResult> {
  const pool = createPool(url, { max: 4, applicationName: 'bench-ours' });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const store = new PostgresEventStore({ pool, connectionString: url, catalogue: testCatalogue });
  try {
    await migrateRuntime(db);
    const started = process.hrtime.bigint();
    const events = await rebuildProjection(auditProjection, {
      db,
      store,
      connectionString: url,
      batchSize: REBUILD_BATCH,
    });
    return { events, seconds: elapsedSince(started), peakRssMb: peakRssMb() };
  } finally {
    await store.close();
    await db.destroy();
  }
}

const AUDIT_COLUMNS = [
  'event_id',
  'txn',
  'pos',
  'stream_id',
  'stream_position',
  'stream_category',
  'subject_id',
  'type',
  'actor_id',
  'actor_role',
  'impersonator_id',
  'correlation_id',
  'causation_id',
  'reason',
  'at',
  'recorded_at',
  'data',
] as const;

function insertSql(schema: string, rows: number): string {
  const width = AUDIT_COLUMNS.length;
  const tuples = Array.from({ length: rows }, (_, r) => {
    const params = Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`);
    return `(${params.join(', ')})`;
  });
  return `insert into "${schema}".events (${AUDIT_COLUMNS.join(', ')}) values ${tuples.join(', ')}`;
}

function flatten(row: RawRow, into: unknown[]): void {
  const { category, id } = parseStreamName(row.stream_id);
  const m = row.metadata;
  into.push(row.event_id, row.txn, row.global_position, row.stream_id, row.stream_position, category, id, row.type);
  into.push(m.actorId, m.actorRole, m.impersonatorId, m.correlationId, m.causationId, m.reason, m.at);
  into.push(row.recorded_at.toISOString(), JSON.stringify(row.data));
}

/**
 * The rebuild floor, in Node: keyset pages of 2,000 events (the next page read while the current one is
 * written, as our runtime does), each flattened into one plain multi-row INSERT into a fresh table of the
 * same shape and indexes; no checkpoint, no schema swap.
 */
export async function rawRebuild(url: string): Promise<TaskResult> {
  const pool = createPool(url, { max: 4, applicationName: 'bench-raw' });
  const statements = new Map<number, string>();
  try {
    const started = process.hrtime.bigint();
    await pool.query(`drop schema if exists floor_audit cascade; create schema floor_audit;
      ${AUDIT_TABLES_SQL('floor_audit')}`);
    let events = 0;
    let pending = rawPage(pool, { txn: '0', pos: '0' }, REBUILD_BATCH);
    for (;;) {
      const rows = await pending;
      const last = rows[rows.length - 1];
      if (last && rows.length === REBUILD_BATCH) {
        pending = rawPage(pool, { txn: last.txn, pos: last.global_position }, REBUILD_BATCH);
      }
      if (rows.length > 0) {
        const values: unknown[] = [];
        for (const row of rows) flatten(row, values);
        let text = statements.get(rows.length);
        if (!text) statements.set(rows.length, (text = insertSql('floor_audit', rows.length)));
        await pool.query(text, values);
        events += rows.length;
      }
      if (rows.length < REBUILD_BATCH) break;
    }
    return { events, seconds: elapsedSince(started), peakRssMb: peakRssMb() };
  } finally {
    await pool.end();
  }
}

/** A reference beyond the floor: the whole flattening as one `INSERT ... SELECT` inside PostgreSQL. */
export async function sqlOnlyRebuild(url: string): Promise<TaskResult> {
  const pool = createPool(url, { max: 1, applicationName: 'bench-sql' });
  try {
    const started = process.hrtime.bigint();
    await pool.query(
      `drop schema if exists sql_audit cascade; create schema sql_audit; ${AUDIT_TABLES_SQL('sql_audit')}`,
    );
    const { rowCount } = await pool.query(`
      insert into sql_audit.events (${AUDIT_COLUMNS.join(', ')})
      select event_id, transaction_id::text::numeric, global_position, stream_id, stream_position,
        split_part(stream_id, '-', 1), substr(stream_id, strpos(stream_id, '-') + 1), type,
        metadata->>'actorId', metadata->>'actorRole', metadata->>'impersonatorId', metadata->>'correlationId',
        metadata->>'causationId', metadata->>'reason', (metadata->>'at')::timestamptz, recorded_at, data
      from event_store.events
      order by transaction_id, global_position`);
    return { events: rowCount ?? 0, seconds: elapsedSince(started), peakRssMb: peakRssMb() };
  } finally {
    await pool.end();
  }
}
