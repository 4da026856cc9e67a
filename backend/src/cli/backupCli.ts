import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { liveSchema } from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { createBackup, type S3Object } from '../backup/backup';
import { RestoreRefused, restoreBackup } from '../backup/restore';
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

/** `npm run backup -- <dir>`: exit 0 done, 2 usage. */
export async function runBackupCli(argv: readonly string[]): Promise<number> {
  const [dir] = argv;
  if (!dir || argv.length !== 1) {
    console.error('Usage: npm run backup -- <new-folder>');
    return 2;
  }
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
    });
    if (manifest.pictures.kind === 's3') {
      log('the bucket itself is not copied: keep it safe with the provider (versioning, replication)');
    }
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written to ${dir}: ${manifest.tables.length} tables, ${rows} rows.`);
    return 0;
  } finally {
    await core.close();
  }
}

/** `npm run restore -- <dir>`: exit 0 restored, 2 usage, 4 refused (nothing written). */
export async function runRestoreCli(argv: readonly string[]): Promise<number> {
  const [dir] = argv;
  if (!dir || argv.length !== 1) {
    console.error('Usage: npm run restore -- <backup-folder>');
    return 2;
  }
  const config = loadConfig();
  if (config.EVENTSTORE_URL) {
    log('EVENTSTORE_URL is set: restore EventStoreDB first with its own procedure; read models are rebuilt from it');
  }
  const database = await openDatabase(config, log);
  try {
    await restoreBackup({
      dir,
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
