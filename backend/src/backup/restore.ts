import { cp, mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import type { z } from 'zod';
import { rebuildProjection, type AnyProjection } from '@annuaire/projections';
import type { EventStore } from '@annuaire/shared';
import type { Core } from '../runtime/core';
import { backupPath } from './backup';
import { copyInFromFile, copyOutDigest } from './copyStreams';
import { DecryptionFailed, decryptBuffer, decryptFile, decryptStream, verifyFile } from './encryption';
import { fileKeyOf, type BackupKey } from './keyFile';
import { ENCRYPTED_MANIFEST_FILE, EncryptedManifest, Manifest } from './manifest';
import { qualified, orderedSelect, inTransaction, tableKey } from './tables';
import { advanceTransactionIds } from './transactionIds';

/** A restore refused before anything was written (exit code 4 in the CLI). */
export class RestoreRefused extends Error {}

/** A backup whose manifest was read and, if encrypted, whose every file authenticated (openBackup). */
export interface OpenedBackup {
  readonly dir: string;
  readonly manifest: Manifest;
  /** The key its files decrypt with; null for a backup written without `--encrypt`. */
  readonly fileKey: Buffer | null;
}

export interface RestoreOptions {
  readonly backup: OpenedBackup;
  /** The target database; must hold no table at all. */
  readonly databaseUrl: string;
  /** Opens the product's storage on the target (migrations, event store), as `npm start` would. */
  readonly open: () => Promise<Core>;
  readonly knownMigrations: readonly string[];
  readonly projections: (store: EventStore) => readonly AnyProjection[];
  /** The local pictures folder to fill, or null with S3 (the bucket is restored by its provider). */
  readonly picturesFolder: string | null;
  readonly log: (message: string) => void;
}

function parsed<T>(dir: string, file: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new RestoreRefused(
    `${dir}/${file} is not a backup manifest this version reads (${issue?.path.join('.')}: ${issue?.message})`,
  );
}

/** `manifest.json`: a backup's whole manifest, or an encrypted backup's readable part. */
async function readManifestFile(dir: string): Promise<Manifest | EncryptedManifest> {
  const text = await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => {
    throw new RestoreRefused(`${dir}/manifest.json is missing: not a backup, or an unfinished one`);
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestoreRefused(`${dir}/manifest.json is not JSON: not a backup, or a damaged one`);
  }
  const encrypted = typeof value === 'object' && value !== null && 'encryption' in value;
  return encrypted
    ? parsed(dir, 'manifest.json', EncryptedManifest, value)
    : parsed(dir, 'manifest.json', Manifest, value);
}

/** Decrypts and authenticates every file of an encrypted backup, writing nothing; refuses at the first failure. */
async function verifyEncryptedFiles(dir: string, manifest: Manifest, fileKey: Buffer) {
  const files = manifest.tables.map((table) => table.file);
  if (manifest.pictures.kind === 's3') files.push(manifest.pictures.listing);
  for (const file of files) await verifyFile(fileKey, file, path.join(dir, file));
  if (manifest.pictures.kind === 'files') {
    let count = 0;
    let bytes = 0;
    for (const file of await picturesOf(dir, manifest.pictures.folder)) {
      bytes += await verifyFile(fileKey, backupPath(dir, file), file);
      count++;
    }
    if (count !== manifest.pictures.files || bytes !== manifest.pictures.bytes) {
      throw new RestoreRefused(
        `${dir}/${manifest.pictures.folder} holds ${count} pictures (${bytes} bytes), the manifest ${manifest.pictures.files} (${manifest.pictures.bytes} bytes): pictures were removed or added`,
      );
    }
  }
}

async function picturesOf(dir: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(dir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Reads a backup's manifest, writing nothing. An encrypted backup needs its key (`key`); its manifest is
 * decrypted, and every file decrypted and authenticated, before anything is written anywhere: a wrong key,
 * a changed byte, a file renamed, carried over from another backup, cut short or missing is refused here.
 */
export async function openBackup(dir: string, key: BackupKey | null): Promise<OpenedBackup> {
  const readable = await readManifestFile(dir);
  if (!('manifest' in readable)) {
    if (key) {
      throw new RestoreRefused(
        `${dir} is not an encrypted backup, yet a key was given (${key.file}); restore it without --decrypt if you trust it`,
      );
    }
    return { dir, manifest: readable, fileKey: null };
  }
  const { encryption } = readable;
  if (!key) {
    throw new RestoreRefused(
      `${dir} is encrypted (${encryption.cipher}, key id ${encryption.keyId}): pass its key file with --decrypt <keyfile>`,
    );
  }
  if (key.id !== encryption.keyId) {
    throw new RestoreRefused(
      `Wrong key: ${key.file} has key id ${key.id}, this backup was encrypted with key id ${encryption.keyId}`,
    );
  }
  const fileKey = fileKeyOf(key.secret, encryption.backupId);
  try {
    const sealed = await readFile(path.join(dir, ENCRYPTED_MANIFEST_FILE)).catch(() => {
      throw new RestoreRefused(`${dir}/${ENCRYPTED_MANIFEST_FILE} is missing: not a backup, or an unfinished one`);
    });
    const text = (await decryptBuffer(fileKey, ENCRYPTED_MANIFEST_FILE, sealed)).toString('utf8');
    const manifest = parsed(dir, ENCRYPTED_MANIFEST_FILE, Manifest, JSON.parse(text));
    if (!isDeepStrictEqual(manifest.encryption, encryption) || manifest.createdAt !== readable.createdAt) {
      throw new RestoreRefused(`${dir}/manifest.json does not match ${ENCRYPTED_MANIFEST_FILE}: it was changed`);
    }
    await verifyEncryptedFiles(dir, manifest, fileKey);
    return { dir, manifest, fileKey };
  } catch (error) {
    if (error instanceof DecryptionFailed) {
      throw new RestoreRefused(`${dir}/${error.message}; nothing was restored`);
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new RestoreRefused(`A file of ${dir} is missing (${(error as Error).message}); nothing was restored`);
    }
    throw error;
  }
}

/** Refuses a database that holds any table: a restore never merges into, or overwrites, live data. */
async function requireEmpty(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string }>(
      `select n.nspname || '.' || c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%' limit 3`,
    );
    if (rows.length > 0) {
      throw new RestoreRefused(
        `The target database is not empty (${rows.map((row) => row.table).join(', ')}...); restore into an empty one`,
      );
    }
  } finally {
    await client.end();
  }
}

/** Loads every table of the manifest in one transaction, checks rows and checksums, then sets sequences. */
async function loadTables(core: Core, backup: OpenedBackup, log: (message: string) => void) {
  const { dir, manifest, fileKey } = backup;
  await inTransaction(core.pool, 'begin', async (client) => {
    // Rows a migration seeded (none today) give way to the backup's, which are the source's truth.
    for (const table of [...manifest.tables].reverse()) await client.query(`delete from ${qualified(table)}`);
    for (const table of manifest.tables) {
      const decrypt = fileKey ? decryptStream(fileKey, table.file) : null;
      await copyInFromFile(client, qualified(table), path.join(dir, table.file), decrypt);
      const digest = await copyOutDigest(client, await orderedSelect(client, table));
      if (digest.rows !== table.rows || digest.sha256 !== table.sha256) {
        throw new Error(
          `${tableKey(table)} does not match the manifest: ${digest.rows} rows (expected ${table.rows}), checksum ${digest.sha256 === table.sha256 ? 'equal' : 'different'}`,
        );
      }
      log(`${tableKey(table)}: ${table.rows} rows, checksum verified`);
    }
    // Identity and serial columns continue after the restored values, as they did in the source.
    const { rows: sequences } = await client.query<{ seq: string; table: string; column: string }>(
      `select pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq,
              format('%I.%I', n.nspname, c.relname) as table, format('%I', a.attname) as column
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and (n.nspname || '.' || c.relname) = any($1::text[])
          and pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) is not null`,
      [manifest.tables.map(tableKey)],
    );
    for (const { seq, table, column } of sequences) {
      await client.query(`select setval($1, coalesce(max(${column}), 1), max(${column}) is not null) from ${table}`, [
        seq,
      ]);
    }
  });
}

/**
 * Restores a backup, read (and, if encrypted, authenticated whole) by `openBackup`, into an empty database:
 * checks (nothing written on refusal), migrates as `npm start` does, moves the transaction counter past the
 * events' ids, loads and verifies the tables, then folds every read model from the events, so the site
 * answers as the source did when the backup was taken.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { backup, log } = options;
  const { dir, manifest } = backup;
  const unknown = manifest.migrations.filter((id) => !options.knownMigrations.includes(id));
  if (unknown.length > 0) {
    throw new RestoreRefused(`The backup comes from a newer version (migrations ${unknown.join(', ')}); update first`);
  }
  if (options.picturesFolder && manifest.pictures.kind === 'files') {
    const present = await readdir(options.picturesFolder).catch(() => []);
    if (present.length > 0) throw new RestoreRefused(`The pictures folder ${options.picturesFolder} is not empty`);
  }
  await requireEmpty(options.databaseUrl);

  const core = await options.open();
  try {
    if (manifest.eventStoreHead) {
      const burned = await advanceTransactionIds(core.pool, BigInt(manifest.eventStoreHead.txn), log);
      if (burned > 0n) log(`transaction counter moved past the backup's events (${burned} ids)`);
    }
    await loadTables(core, backup, log);
    for (const projection of options.projections(core.store)) {
      const events = await rebuildProjection(projection, {
        db: core.db,
        store: core.store,
        connectionString: core.databaseUrl,
      });
      log(`${projection.name}: rebuilt from ${events} events`);
    }
  } finally {
    await core.close();
  }
  if (options.picturesFolder && manifest.pictures.kind === 'files') {
    if (backup.fileKey) {
      await mkdir(options.picturesFolder, { recursive: true });
      for (const file of await picturesOf(dir, manifest.pictures.folder)) {
        const target = path.join(options.picturesFolder, path.relative(path.join(dir, manifest.pictures.folder), file));
        await mkdir(path.dirname(target), { recursive: true });
        await decryptFile(backup.fileKey, backupPath(dir, file), file, target);
      }
    } else {
      await cp(path.join(dir, manifest.pictures.folder), options.picturesFolder, { recursive: true });
    }
    log(
      `pictures: ${manifest.pictures.files} files ${backup.fileKey ? 'decrypted' : 'copied'} to ${options.picturesFolder}`,
    );
  }
  return manifest;
}
