import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export type Website = 'QC' | 'CA';

/** The product as `npm start` runs it, on its own port and data folder. */
export interface RunningProduct {
  readonly base: string;
  output(): string;
  /** Ctrl-C to the process group, then waits until the product says it stopped and PostgreSQL is gone. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm start` for one site variant, in a fresh data folder, resolved once /api/health answers ok. WEBSITE is
 * always explicit: both variants build into frontend/dist, and ensure-built.mjs rebuilds when the last build
 * was for the other one. `extraEnv` configures what a journey needs beyond the defaults (a payment provider).
 */
export async function startProduct(
  website: Website,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<RunningProduct> {
  // The journeys test the sources as they are: forgetting the last build's variant stamp makes
  // ensure-built.mjs build again (a few seconds) even when the last build was for the same variant.
  await rm(path.join(root, 'frontend', 'dist', '.variant'), { force: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `annuaire-site-${website.toLowerCase()}-`));
  await chmod(dataDir, 0o755); // the embedded server may run as another OS user
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      WEBSITE: website,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://localhost:${port}`;

  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
    await exited;
    const postmasterPid = path.join(dataDir, 'postgres', 'postmaster.pid');
    // PostgreSQL's shutdown checkpoint can take tens of seconds on a loaded two-core machine.
    const deadline = Date.now() + 60_000;
    while (!/(: |"msg":")stopped("|$)/m.test(output) || existsSync(postmasterPid)) {
      if (Date.now() > deadline) {
        const said = /(: |"msg":")stopped("|$)/m.test(output) ? 'said it stopped' : 'never said it stopped';
        const postgres = existsSync(postmasterPid) ? 'PostgreSQL still running' : 'PostgreSQL gone';
        throw new Error(`Did not stop cleanly (the product ${said}; ${postgres}); output:\n${output}`);
      }
      await pause(100);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  // Building both apps for the variant and seeding the demo take minutes on a loaded two-core machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (((await response.json()) as { status: string }).status === 'ok') break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop().catch(() => undefined);
      throw new Error(`npm start (WEBSITE=${website}) did not become healthy; output:\n${output}`);
    }
    await pause(250);
  }
  return { base, output: () => output, stop };
}
