import { chmod, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSchema, waitForProjections } from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { loadConfig } from '../config';
import { startEmbeddedPostgres } from '../postgres/embedded';
import { migrations } from '../migrations';
import { workerProjections } from '../readModels';
import { openCore } from '../runtime/core';
import { createBackup } from './backup';
import { RestoreRefused, restoreBackup } from './restore';

let api: TestApi;
const databases: TestDatabase[] = [];
const quiet = () => undefined;

const idOf = async (member: TestClient) => (await member.request<{ _id: string }>('GET', '/api/user')).body._id;

async function head(pool: pg.Pool) {
  const { rows } = await pool.query<{ txn: string; pos: string }>(
    `select transaction_id::text as txn, global_position::text as pos from event_store.events
      order by transaction_id desc, global_position desc limit 1`,
  );
  return { txn: BigInt(rows[0]!.txn), pos: BigInt(rows[0]!.pos) };
}

beforeAll(async () => {
  api = await startTestApi();
  const [escort, client, admin] = await Promise.all([api.as('escort'), api.as('client'), api.as('admin')]);
  const [escortId, clientId] = await Promise.all([idOf(escort), idOf(client)]);
  // Some of everything: a profile, a favorite, a conversation, credits (and the notification they cause).
  await escort.request('PATCH', '/api/user', { headline: 'Backed up headline', phone: '514 555 0199' });
  await escort.request('PATCH', '/api/user/favorites', { favoritedUserId: clientId, isFavorited: true });
  await client.request('POST', '/api/conversations/username/escort', { body: 'Hello from the client' });
  await escort.request('POST', '/api/conversations/username/client', { body: 'Hello back' });
  await admin.request('POST', `/api/users/${escortId}/credits`, { credits: 30, notify: true, reason: 'backup test' });
  // The deposit's notification is appended by a reactor: wait until the log is quiet and folded everywhere.
  const names = api.deps.projections.map((projection) => projection.name);
  for (let previous = null as bigint | null; ;) {
    const at = await head(api.t.pool);
    expect(await waitForProjections(api.deps.db, names, at, { timeoutMs: 30_000 })).toBe(true);
    if (previous === at.pos) break;
    previous = at.pos;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
});
afterAll(async () => {
  await api?.close();
  for (const database of databases) await database.drop();
});

async function freshDatabase() {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

const restoreInto = (dir: string, databaseUrl: string, picturesFolder: string) =>
  restoreBackup({
    dir,
    databaseUrl,
    open: () => openCore(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), catalogue, quiet),
    knownMigrations: migrations.map((migration) => migration.id),
    projections: workerProjections,
    picturesFolder,
    log: quiet,
  });

/** Every row of every read-model table, as text in a stable order, by table. */
async function readModels(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    const schemas = api.deps.projections.map(liveSchema);
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_schema = any($1::text[]) order by 1`,
      [schemas],
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ row: string }>(`select t::text as row from ${name} t order by 1`);
      result[name] = rows.map((row) => row.row);
    }
    return result;
  } finally {
    await client.end();
  }
}

describe('npm run backup, then npm run restore', () => {
  it('restores into a fresh cluster every read model identical, row by row, and the pictures', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-backup-'));
    const pictures = await mkdtemp(path.join(os.tmpdir(), 'annuaire-pictures-'));
    await writeFile(path.join(pictures, 'one.webp'), 'picture bytes', { mode: 0o644 });
    const manifest = await createBackup({
      pool: api.t.pool,
      dir,
      source: { database: 'postgres', events: 'postgres' },
      readModelSchemas: api.deps.projections.map(liveSchema),
      pictures: { kind: 'files', folder: pictures },
      log: quiet,
    });
    const tables = manifest.tables.map((table) => `${table.schema}.${table.name}`);
    expect(tables).toEqual(expect.arrayContaining(['event_store.events', 'accounts.accounts', 'public.mail_outbox']));
    expect(tables).not.toContain('public.auth_sessions');
    expect(tables.some((table) => table.startsWith('users.') || table.startsWith('projection_runtime.'))).toBe(false);
    expect(manifest.tables.find((table) => table.name === 'events')!.rows).toBeGreaterThan(10);
    // Member data is the operator's alone, whatever the umask and the pictures folder's own modes.
    const modeOf = async (file: string) => (await stat(path.join(dir, file))).mode & 0o777;
    for (const folder of ['', 'tables', 'pictures'])
      expect({ folder, mode: await modeOf(folder) }).toEqual({ folder, mode: 0o700 });
    for (const file of ['manifest.json', manifest.tables[0]!.file, 'pictures/one.webp'])
      expect({ file, mode: await modeOf(file) }).toEqual({ file, mode: 0o600 });

    // A new cluster, as on a new server: its transaction counter starts far below the source's, which the
    // restore must move past the backup's events (backup/transactionIds.ts) for them to be read at all.
    const clusterDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-restore-pg-'));
    await chmod(clusterDir, 0o755); // the server may run as another OS user (root-only machines)
    const cluster = await startEmbeddedPostgres({
      dataDir: path.join(clusterDir, 'data'),
      persistent: false,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    try {
      const restoredPictures = path.join(await mkdtemp(path.join(os.tmpdir(), 'annuaire-restored-')), 'pictures');
      await restoreInto(dir, cluster.url, restoredPictures);
      const [source, restored] = await Promise.all([readModels(api.t.url), readModels(cluster.url)]);
      expect(Object.keys(restored)).toEqual(Object.keys(source));
      expect(source['conversations.conversations']?.length).toBeGreaterThan(0);
      for (const table of Object.keys(source))
        expect({ table, rows: restored[table] }).toEqual({ table, rows: source[table] });
      expect(await readFile(path.join(restoredPictures, 'one.webp'), 'utf8')).toBe('picture bytes');
    } finally {
      await cluster.stop();
    }
  });

  it('refuses a database that is not empty and writes nothing to it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-backup-'));
    await createBackup({
      pool: api.t.pool,
      dir,
      source: { database: 'postgres', events: 'postgres' },
      readModelSchemas: api.deps.projections.map(liveSchema),
      pictures: { kind: 'files', folder: path.join(dir, 'no-pictures-here') },
      log: quiet,
    });
    const target = await freshDatabase();
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const tablesNow = async () =>
      (
        await client.query<{ name: string }>(
          `select table_schema || '.' || table_name as name from information_schema.tables
            where table_schema not in ('pg_catalog', 'information_schema') order by 1`,
        )
      ).rows.map((row) => row.name);
    try {
      await client.query(`create table public.already_here (note text); insert into already_here values ('mine')`);
      const picturesFolder = await mkdtemp(path.join(os.tmpdir(), 'annuaire-restored-'));
      await expect(restoreInto(dir, target.url, picturesFolder)).rejects.toBeInstanceOf(RestoreRefused);
      expect(await tablesNow()).toEqual(['public.already_here']);
      expect(await readdir(picturesFolder)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
