import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { startEmbeddedPostgres } from '../postgres/embedded';

export interface Database {
  readonly url: string;
  readonly embedded: boolean;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'annuaire';

/**
 * The PostgreSQL the product runs on: `DATABASE_URL` when given, else the embedded cluster under
 * `DATA_DIR/postgres`, created on first start and kept across restarts.
 */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, close: async () => undefined };
  const dataDir = path.join(config.DATA_DIR, 'postgres');
  const server = await startEmbeddedPostgres({
    dataDir,
    // Every query would fail from now on: end the process, so its supervisor (or the operator) starts it again,
    // PostgreSQL with it, rather than leave a process that answers and can serve nothing.
    onUnexpectedExit: (detail) => {
      log(`embedded PostgreSQL stopped unexpectedly (${detail.trim()}); exiting so the product restarts`);
      process.exit(1);
    },
  });
  log(`${server.owned ? 'started' : 'connected to the running'} embedded PostgreSQL in ${dataDir}`);
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
  if (!rowCount) await admin.query(`create database ${EMBEDDED_DATABASE}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${EMBEDDED_DATABASE}`;
  return { url: url.toString(), embedded: true, close: () => server.stop() };
}
