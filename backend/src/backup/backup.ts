import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { copyOutToFile } from './copyStreams';
import { CIPHER, FILE_FORMAT_VERSION, OVERHEAD_BYTES, encryptBuffer, encryptFile, encryptStream } from './encryption';
import { fileKeyOf, type BackupKey } from './keyFile';
import {
  BACKUP_FORMAT_VERSION,
  ENCRYPTED_MANIFEST_FILE,
  type EncryptedManifest,
  type Encryption,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { backedUpTables, orderedSelect, inTransaction, tableKey } from './tables';

export interface BackupOptions {
  readonly pool: pg.Pool;
  readonly dir: string;
  readonly source: Manifest['source'];
  readonly readModelSchemas: readonly string[];
  /** The local pictures folder, or the S3 listing to write instead. */
  readonly pictures:
    { kind: 'files'; folder: string } | { kind: 's3'; bucket: string; list: () => Promise<S3Object[]> };
  readonly log: (message: string) => void;
  /** `--encrypt <keyfile>`: every file is encrypted (encryption.ts), the manifest included. */
  readonly key?: BackupKey | null;
}

export interface S3Object {
  readonly key: string;
  readonly size: number;
}

/** Refuses a folder that holds anything: a backup never mixes with, or overwrites, another one. */
async function emptyFolder(dir: string) {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new Error(`${dir} is not empty; back up into a new folder`);
  await mkdir(path.join(dir, 'tables'), { recursive: true, mode: OWNER_ONLY_FOLDER });
  await chmod(dir, OWNER_ONLY_FOLDER);
}

/**
 * A backup holds every member's account, messages and payments (README "What a backup holds"): its folders and
 * files are the operator's alone (0700, 0600), whatever the umask, pictures copied from a wider folder included.
 */
const OWNER_ONLY_FOLDER = 0o700;
const OWNER_ONLY_FILE = 0o600;

async function ownerOnly(folder: string) {
  await chmod(folder, OWNER_ONLY_FOLDER);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const at = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(at, OWNER_ONLY_FOLDER);
    else if (entry.isFile()) await chmod(at, OWNER_ONLY_FILE);
  }
}

/** An encrypted backup's key and how its manifest says it was encrypted. */
interface Sealing {
  readonly fileKey: Buffer;
  readonly encryption: Encryption;
}

function sealingFor(key: BackupKey): Sealing {
  const backupId = randomBytes(16).toString('hex');
  return {
    fileKey: fileKeyOf(key.secret, backupId),
    encryption: {
      cipher: CIPHER,
      fileFormat: FILE_FORMAT_VERSION,
      keyDerivation: 'hkdf-sha256',
      keyId: key.id,
      backupId,
    },
  };
}

/** Path inside the backup, `/`-separated whatever the platform: what each encrypted file is bound to. */
export const backupPath = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');

/** Encrypts every file of `from` (followed links included) into `to`; answers the files and their own bytes. */
async function encryptFolder(dir: string, from: string, to: string, fileKey: Buffer) {
  let files = 0;
  let bytes = 0;
  const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    const source = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() && !(entry.isSymbolicLink() && (await stat(source)).isFile())) continue;
    const target = path.join(to, path.relative(from, source));
    await mkdir(path.dirname(target), { recursive: true, mode: OWNER_ONLY_FOLDER });
    await encryptFile(fileKey, backupPath(dir, target), source, target);
    files++;
    bytes += (await stat(target)).size - OVERHEAD_BYTES;
  }
  return { files, bytes };
}

async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/**
 * Writes a backup: every kept table as a gzip'd COPY file, all read in ONE repeatable-read snapshot
 * (the tables agree with each other and with the event store's head while the product keeps writing),
 * then the pictures, then `manifest.json` last, so a folder without a manifest is an unfinished backup.
 * With a key, every file is encrypted as it is written (encryption.ts) and `manifest.json` only says how
 * (manifest.ts, EncryptedManifest); the manifest itself is `manifest.json.enc`.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const { pool, dir, log } = options;
  await emptyFolder(dir);
  const sealing = options.key ? sealingFor(options.key) : null;
  if (sealing) log(`encrypting every file with ${CIPHER}, key id ${sealing.encryption.keyId}`);
  const snapshot = 'begin isolation level repeatable read, read only';
  const { serverVersion, migrations, head, tables } = await inTransaction(pool, snapshot, async (client) => {
    const serverVersion = (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!
      .v;
    const migrations = (
      await client.query<{ id: string }>('select id from public.schema_migrations order by id')
    ).rows.map((row) => row.id);
    let head: Manifest['eventStoreHead'] = null;
    if (options.source.events === 'postgres') {
      const { rows } = await client.query<{ txn: string; pos: string }>(
        `select transaction_id::text as txn, global_position::text as pos from event_store.events
          order by transaction_id desc, global_position desc limit 1`,
      );
      head = rows[0] ?? null;
    }
    const tables: ManifestTable[] = [];
    const found = await backedUpTables(client, {
      readModelSchemas: options.readModelSchemas,
      eventStoreInPostgres: options.source.events === 'postgres',
    });
    for (const table of found) {
      const file = `tables/${tableKey(table)}.copy.gz`;
      const encrypt = sealing ? encryptStream(sealing.fileKey, file) : null;
      const digest = await copyOutToFile(client, await orderedSelect(client, table), path.join(dir, file), encrypt);
      tables.push({ ...table, file, ...digest });
      log(`${tableKey(table)}: ${digest.rows} rows`);
    }
    return { serverVersion, migrations, head, tables };
  });

  let pictures: Manifest['pictures'];
  if (options.pictures.kind === 'files') {
    const target = path.join(dir, 'pictures');
    let size: { files: number; bytes: number };
    if (sealing) {
      size = await encryptFolder(dir, options.pictures.folder, target, sealing.fileKey);
      await mkdir(target, { recursive: true });
      await ownerOnly(target);
    } else {
      await cp(options.pictures.folder, target, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await mkdir(target, { recursive: true });
      await ownerOnly(target);
      size = await folderSize(target);
    }
    pictures = { kind: 'files', folder: 'pictures', ...size };
    log(`pictures: ${pictures.files} files ${sealing ? 'encrypted' : 'copied'} from ${options.pictures.folder}`);
  } else {
    const objects = await options.pictures.list();
    const listing = Buffer.from(JSON.stringify(objects, null, 1));
    await writeFile(
      path.join(dir, 'pictures-s3.json'),
      sealing ? await encryptBuffer(sealing.fileKey, 'pictures-s3.json', listing) : listing,
      { mode: OWNER_ONLY_FILE },
    );
    pictures = { kind: 's3', bucket: options.pictures.bucket, listing: 'pictures-s3.json', objects: objects.length };
    log(`pictures: ${objects.length} objects listed in bucket ${options.pictures.bucket} (not copied)`);
  }

  const manifest: Manifest = {
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    source: options.source,
    serverVersion,
    eventStoreHead: head,
    migrations,
    tables,
    pictures,
    ...(sealing ? { encryption: sealing.encryption } : {}),
  };
  const text = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  if (sealing) {
    const sealed = await encryptBuffer(sealing.fileKey, ENCRYPTED_MANIFEST_FILE, text(manifest));
    await writeFile(path.join(dir, ENCRYPTED_MANIFEST_FILE), sealed, { mode: OWNER_ONLY_FILE });
  }
  const readable: Manifest | EncryptedManifest = sealing
    ? {
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: manifest.createdAt,
        encryption: sealing.encryption,
        manifest: ENCRYPTED_MANIFEST_FILE,
      }
    : manifest;
  await writeFile(path.join(dir, 'manifest.json'), text(readable), { mode: OWNER_ONLY_FILE });
  return manifest;
}
