import { parseArgs } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { liveSchema } from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { createBackup, type S3Object } from '../backup/backup';
import { KeyFileError, readKeyFile, writeNewKeyFile, type BackupKey } from '../backup/keyFile';
import { RestoreRefused, openBackup, restoreBackup } from '../backup/restore';
import type { Config } from '../config';
import { loadConfig } from '../config';
import { migrations } from '../migrations';
import { picturesDirOf } from '../pictures/storage';
import { workerProjections } from '../readModels';
import { openCore } from '../runtime/core';
import { openDatabase } from '../runtime/database';

const log = (message: string) => console.error(`[backup] ${message}`);

const EVENTSTOREDB_NOTICE =
  'EVENTSTORE_URL is set: the events live in EventStoreDB, which this backup does not hold. Back EventStoreDB up with its own procedure (file copy of its data folder or its backup tooling) at the same time; this backup holds the command-side tables and pictures only.';

async function listBucket(config: Config): Promise<S3Object[]> {
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  const objects: S3Object[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.S3_BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) objects.push({ key: object.Key!, size: object.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return objects;
}

const BACKUP_USAGE = `Usage: npm run backup -- [--encrypt <keyfile>] <new-folder>
       npm run backup -- --new-key <keyfile>     (32 random bytes as hex, mode 0600; keep a copy off this machine)`;
const RESTORE_USAGE = 'Usage: npm run restore -- [--decrypt <keyfile>] <backup-folder>';

/** The options and the one folder of a command line, or null when it does not parse. */
function parseCommandLine(argv: readonly string[], names: readonly string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      allowPositionals: true,
      strict: true,
    });
    return { values: values as Record<string, string | undefined>, positionals };
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

/** Reads the key file, or says why it cannot be used (exit 2). */
async function keyFrom(file: string | undefined): Promise<BackupKey | null | 'refused'> {
  if (file === undefined) return null;
  try {
    return await readKeyFile(file, log);
  } catch (error) {
    if (!(error instanceof KeyFileError)) throw error;
    console.error(error.message);
    return 'refused';
  }
}

/** `npm run backup -- [--encrypt <keyfile>] <dir>` or `--new-key <keyfile>`: exit 0 done, 2 usage or key refused. */
export async function runBackupCli(argv: readonly string[]): Promise<number> {
  const line = parseCommandLine(argv, ['encrypt', 'new-key']);
  if (!line) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  const newKey = line.values['new-key'];
  if (newKey !== undefined) {
    if (line.positionals.length > 0 || line.values.encrypt !== undefined) {
      console.error(BACKUP_USAGE);
      return 2;
    }
    try {
      const key = await writeNewKeyFile(newKey);
      console.log(
        `New backup key written to ${newKey} (mode 0600, key id ${key.id}). Keep a copy off this machine and off the backups' disk: without it, the backups made with it cannot be restored.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof KeyFileError)) throw error;
      console.error(error.message);
      return 2;
    }
  }
  const [dir] = line.positionals;
  if (!dir || line.positionals.length !== 1) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  // The key is checked before anything is opened or written.
  const key = await keyFrom(line.values.encrypt);
  if (key === 'refused') return 2;
  const config = loadConfig();
  if (config.EVENTSTORE_URL) log(EVENTSTOREDB_NOTICE);
  const core = await openCore(config, catalogue, log);
  try {
    const manifest = await createBackup({
      pool: core.pool,
      dir,
      source: {
        database: config.DATABASE_URL ? 'postgres' : 'embedded',
        events: config.EVENTSTORE_URL ? 'eventstoredb' : 'postgres',
      },
      readModelSchemas: workerProjections(core.store).map(liveSchema),
      pictures: config.S3_BUCKET
        ? { kind: 's3', bucket: config.S3_BUCKET, list: () => listBucket(config) }
        : { kind: 'files', folder: picturesDirOf(config) },
      log,
      key,
    });
    if (manifest.pictures.kind === 's3') {
      log('the bucket itself is not copied: keep it safe with the provider (versioning, replication)');
    }
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const encrypted = key ? `, encrypted (key id ${key.id})` : '';
    console.log(`Backup written to ${dir}: ${manifest.tables.length} tables, ${rows} rows${encrypted}.`);
    return 0;
  } finally {
    await core.close();
  }
}

/**
 * `npm run restore -- [--decrypt <keyfile>] <dir>`: exit 0 restored, 2 usage or key file refused, 4 refused
 * (nothing written). An encrypted backup is decrypted and authenticated whole before any database is opened.
 */
export async function runRestoreCli(argv: readonly string[]): Promise<number> {
  const line = parseCommandLine(argv, ['decrypt']);
  const [dir] = line?.positionals ?? [];
  if (!line || !dir || line.positionals.length !== 1) {
    console.error(RESTORE_USAGE);
    return 2;
  }
  const key = await keyFrom(line.values.decrypt);
  if (key === 'refused') return 2;
  let backup;
  try {
    backup = await openBackup(dir, key);
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`Refused: ${error.message}`);
      return 4;
    }
    throw error;
  }
  if (backup.fileKey) log(`${dir}: every file decrypted and authenticated`);
  const config = loadConfig();
  if (config.EVENTSTORE_URL) {
    log('EVENTSTORE_URL is set: restore EventStoreDB first with its own procedure; read models are rebuilt from it');
  }
  const database = await openDatabase(config, log);
  try {
    await restoreBackup({
      backup,
      databaseUrl: database.url,
      open: () => openCore({ ...config, DATABASE_URL: database.url }, catalogue, log),
      knownMigrations: migrations.map((migration) => migration.id),
      projections: workerProjections,
      picturesFolder: config.S3_BUCKET ? null : picturesDirOf(config),
      log,
    });
    console.log(`Restored ${dir}; read models rebuilt.`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      console.error(`Refused: ${error.message}`);
      return 4;
    }
    throw error;
  } finally {
    await database.close();
  }
}
