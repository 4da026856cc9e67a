import { cp, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { rebuildProjection, type AnyProjection } from '@annuaire/projections';
import type { EventStore } from '@annuaire/shared';
import type { Core } from '../runtime/core';
import { copyInFromFile, copyOutDigest } from './copyStreams';
import { Manifest } from './manifest';
import { qualified, orderedSelect, inTransaction, tableKey } from './tables';
import { advanceTransactionIds } from './transactionIds';

/** A restore refused before anything was written (exit code 4 in the CLI). */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  readonly dir: string;
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

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => {
    throw new RestoreRefused(`${dir}/manifest.json is missing: not a backup, or an unfinished one`);
  });
  const parsed = Manifest.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreRefused(
      `${dir}/manifest.json is not a backup manifest this version reads (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  return parsed.data;
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
async function loadTables(core: Core, dir: string, manifest: Manifest, log: (message: string) => void) {
  await inTransaction(core.pool, 'begin', async (client) => {
    // Rows a migration seeded (none today) give way to the backup's, which are the source's truth.
    for (const table of [...manifest.tables].reverse()) await client.query(`delete from ${qualified(table)}`);
    for (const table of manifest.tables) {
      await copyInFromFile(client, qualified(table), path.join(dir, table.file));
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
 * Restores a backup into an empty database: checks (nothing written on refusal), migrates as `npm start`
 * does, moves the transaction counter past the events' ids, loads and verifies the tables, then folds
 * every read model from the events, so the site answers as the source did when the backup was taken.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { dir, log } = options;
  const manifest = await readManifest(dir);
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
    await loadTables(core, dir, manifest, log);
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
    await cp(path.join(dir, manifest.pictures.folder), options.picturesFolder, { recursive: true });
    log(`pictures: ${manifest.pictures.files} files copied to ${options.picturesFolder}`);
  }
  return manifest;
}
