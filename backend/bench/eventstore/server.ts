import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../src/postgres/embedded';
import { testMetadata } from '../../src/eventStore/contract/testEvents';
import { EVENTS_PER_STREAM } from './config';

/** Durable defaults (fsync, synchronous_commit, full_page_writes untouched) plus room for 32+ writers. */
export const SERVER_SETTINGS = { max_connections: 200, shared_buffers: '512MB' } as const;

export interface BenchServer {
  readonly handle: EmbeddedPostgresHandle;
  readonly dir: string;
  urlOf(database: string): string;
  stop(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-bench-pg-'));
  await chmod(dir, 0o755); // the server may run as another OS user (root-only machines)
  let handle: EmbeddedPostgresHandle;
  try {
    handle = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'data'),
      persistent: false,
      settings: SERVER_SETTINGS,
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    handle,
    dir,
    urlOf: (database) => handle.url.replace(/\/postgres$/, `/${database}`),
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await handle.stop();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs one statement on a short-lived connection. */
export async function execute<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const METADATA = JSON.stringify(testMetadata());
const LOAD_CHUNK = 10_000; // events per transaction: 100 transactions per million

/** The row our store writes for event g (`cart-<g/10>`, positions 0..9), in a shape both loaders share. */
const GENERATED = `from generate_series($1::bigint, $2::bigint - 1) g`;

/**
 * Fills our `event_store.events` with `count` ItemAdded events exactly as `append` writes them (identity
 * position, the writing transaction's xid8, now()), LOAD_CHUNK per transaction. One connection: with two,
 * concurrent transactions interleave their positions, which Emmett's reader (keyset on global_position
 * alone, ordered by transaction) skips; both logs are loaded alike.
 */
export async function loadOurLog(url: string, count: number): Promise<void> {
  await loadInChunks(url, count, (client, from, to) =>
    client.query(
      `insert into event_store.events (stream_id, stream_position, event_id, type, version, data, metadata)
       select 'cart-' || (g / ${EVENTS_PER_STREAM}), g % ${EVENTS_PER_STREAM}, gen_random_uuid(), 'ItemAdded', 1,
              jsonb_build_object('sku', 'sku-' || g, 'quantity', g % 7 + 1), $3::jsonb
       ${GENERATED} order by g`,
      [from, to, METADATA],
    ),
  );
}

/** The same events as Emmett's `appendToStream` writes them (1-based positions, a streams row each). */
export async function loadEmmettLog(url: string, count: number): Promise<void> {
  await loadInChunks(url, count, async (client, from, to) => {
    await client.query('begin');
    await client.query(
      `insert into emt_streams (stream_id, stream_position, partition, stream_type, stream_metadata, is_archived)
       select 'cart-' || s, ${EVENTS_PER_STREAM}, 'emt:default', 'cart', '{}', false
       from generate_series($1::bigint / ${EVENTS_PER_STREAM}, $2::bigint / ${EVENTS_PER_STREAM} - 1) s`,
      [from, to],
    );
    await client.query(
      `insert into emt_messages (stream_id, stream_position, partition, message_data, message_metadata,
         message_schema_version, message_type, message_kind, message_id, transaction_id)
       select 'cart-' || (g / ${EVENTS_PER_STREAM}), g % ${EVENTS_PER_STREAM} + 1, 'emt:default',
              jsonb_build_object('sku', 'sku-' || g, 'quantity', g % 7 + 1), $3::jsonb,
              '1', 'ItemAdded', 'E', gen_random_uuid()::text, pg_current_xact_id()
       ${GENERATED} order by g`,
      [from, to, METADATA],
    );
    await client.query('commit');
  });
}

async function loadInChunks(
  url: string,
  count: number,
  load: (client: pg.Client, from: number, to: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    // A single worker today; the chunk cursor is shared should more be added.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      while (next < count) {
        const from = next;
        next = Math.min(next + LOAD_CHUNK, count);
        await load(client, from, next);
      }
    } finally {
      await client.end();
    }
  };
  await worker();
  await execute(url, 'vacuum (analyze)');
}

export interface MachineInfo {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly postgres: string;
  readonly settings: string;
}

export async function machineInfo(url: string): Promise<MachineInfo> {
  const cpuinfo = await readFile('/proc/cpuinfo', 'utf8').catch(() => '');
  const cpu = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  const [version] = await execute<{ server_version: string }>(url, 'show server_version');
  const rows = await execute<{ name: string; setting: string; unit: string | null }>(
    url,
    `select name, setting, unit from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes',
       'wal_level', 'max_connections', 'shared_buffers', 'max_wal_size', 'work_mem', 'checkpoint_timeout')
     order by name`,
  );
  return {
    cpu,
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: version?.server_version ?? 'unknown',
    settings: rows.map((row) => `${row.name}=${formatSetting(row.setting, row.unit)}`).join(', '),
  };
}

function formatSetting(setting: string, unit: string | null): string {
  if (unit === '8kB') return `${(Number(setting) * 8) / 1024}MB`;
  if (unit === 'MB' || unit === 's' || unit === 'kB') return `${setting}${unit}`;
  return setting;
}

/**
 * Puts the server in the same state before every rebuild run: the previous runs' output dropped, no
 * autovacuum worker still busy with it, dirty pages flushed.
 */
export async function settleBeforeRebuild(admin: string, oursLog: string, emmettLog: string): Promise<void> {
  await execute(
    oursLog,
    `drop schema if exists audit cascade; drop schema if exists audit__next cascade;
     drop schema if exists floor_audit cascade; drop schema if exists sql_audit cascade;
     do $$ begin
       if to_regclass('projection_runtime.checkpoints') is not null then delete from projection_runtime.checkpoints; end if;
     end $$`,
  );
  await execute(emmettLog, 'drop schema if exists audit cascade');
  for (let waited = 0; waited < 120_000; waited += 500) {
    const [row] = await execute<{ n: number }>(
      admin,
      `select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum worker'`,
    );
    if (!row?.n) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await execute(admin, 'checkpoint');
}
