import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Started {
  readonly child: ChildProcess;
  readonly base: string;
  output(): string;
  readonly exited: Promise<number | null>;
}

/** `npm start` in its own process group, so a Ctrl-C can be sent to the group as a terminal would. */
async function npmStart(): Promise<Started> {
  const port = await freePort();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://localhost:${port}`, output: () => output, exited };
}

interface Health {
  status: string;
  projections: Array<{ name: string; caughtUp: boolean; updatedAt: string | null }>;
}

async function healthWhenReady(started: Started): Promise<Health> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const response = await fetch(`${started.base}/api/health`);
      const body = (await response.json()) as Health;
      if (body.status === 'ok') return body;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`No healthy answer; output:\n${started.output()}`);
    if (started.child.exitCode !== null) throw new Error(`npm start exited; output:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Ctrl-C to the whole group, then wait until the product says it stopped and PostgreSQL is gone. */
async function ctrlC(started: Started) {
  process.kill(-started.child.pid!, 'SIGINT');
  await stopped(started);
}

/**
 * What a supervisor does (`docker stop`, systemd, a process manager running `npm start`): SIGTERM to the npm
 * process alone, never to its group. npm passes it on through every layer (`exec` in the start scripts: a shell
 * between npm and node would die and leave the server running, orphaned).
 */
async function terminate(started: Started) {
  process.kill(started.child.pid!, 'SIGTERM');
  await stopped(started);
  await expect(fetch(`${started.base}/api/health`)).rejects.toThrow();
}

async function stopped(started: Started) {
  await started.exited;
  const deadline = Date.now() + 30_000;
  while (!/(: |"msg":")stopped("|$)/m.test(started.output()) || existsSync(postmasterPid())) {
    if (Date.now() > deadline) throw new Error(`Did not stop cleanly; output:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const postmasterPid = () => path.join(dataDir, 'postgres', 'postmaster.pid');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-e2e-'));
  await chmod(dataDir, 0o755); // the embedded server may run as another OS user
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded default', () => {
  it('starts PostgreSQL, migrates, follows projections and answers /api/health; Ctrl-C stops it all', async () => {
    const started = await npmStart();
    try {
      await checkStarted(started);
    } catch (error) {
      process.kill(-started.child.pid!, 'SIGINT');
      throw error;
    }
    await ctrlC(started);
    expect(started.output()).toContain('SIGINT received, stopping');
  });

  async function checkStarted(started: Started) {
    let health = await healthWhenReady(started);
    expect(health.projections.map((projection) => projection.name)).toEqual([
      'audit',
      'users',
      'credits',
      'directory',
      'flags',
      'statistics',
      'ad_statistics',
      'conversations',
      'notifications',
      'payment_intents',
      'help_services',
      'campaigns',
      'app_settings',
      'reports',
      'notification_batches',
      'analytics_facts',
      'notifier',
    ]);
    // The first start's demo population is being folded; every read model catches up with it.
    const deadline = Date.now() + 120_000;
    while (!health.projections.every((projection) => projection.caughtUp)) {
      if (Date.now() > deadline) throw new Error(`Projections never caught up: ${JSON.stringify(health.projections)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      health = await healthWhenReady(started);
    }
    const listing = await fetch(`${started.base}/api/users?category=female-escorts&region=montreal`);
    const cards = ((await listing.json()) as { data: unknown[]; extraData: { total: number } }).extraData.total;
    expect(cards).toBeGreaterThan(20);
    // The demo accounts exist and log in, through the real proof-of-work captcha.
    const challenge = (await (await fetch(`${started.base}/api/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const login = await fetch(`${started.base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'demo-password', captcha }),
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ username: 'admin', role: 'admin' });
    expect(existsSync(postmasterPid())).toBe(true);
  }

  it("keeps its data across restarts, and stops whole on a supervisor's SIGTERM to npm", async () => {
    const started = await npmStart();
    try {
      const health = await healthWhenReady(started);
      expect(started.output()).not.toContain('created tables');
      expect(started.output()).not.toContain('demo accounts created');
      expect(health.projections[0]?.updatedAt).not.toBeNull();
    } catch (error) {
      process.kill(-started.child.pid!, 'SIGINT');
      throw error;
    }
    await terminate(started);
    expect(started.output()).toContain('SIGTERM received, stopping');
  });
});
