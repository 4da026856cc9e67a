import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../config';

/**
 * scripts/kurrentdb-scavenge.sh, as the kurrentdb-scavenge service of docker-compose.kurrentdb.yml runs it, with
 * its first turn at once, against a stand-in for KurrentDB's HTTP API.
 */
const SCRIPT = path.join(REPOSITORY_ROOT, 'scripts/kurrentdb-scavenge.sh');

let root: string;
let server: Server;
let requests: string[];
let loop: ChildProcess | null;
let stderr: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kurrentdb-scavenge-'));
  requests = [];
  stderr = '';
  loop = null;
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader('content-type', 'application/json');
    response.end('{"scavengeId":"scavenge-9","scavengeLink":"/admin/scavenge/scavenge-9"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  // The whole group: the loop and the `sleep` it waits on.
  if (loop?.pid) process.kill(-loop.pid, 'SIGTERM');
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

function start() {
  loop = spawn('sh', [SCRIPT], {
    detached: true,
    env: {
      PATH: process.env.PATH,
      KURRENTDB_HTTP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      KURRENTDB_SCAVENGE_FIRST_MINUTES: '0',
      BACKUPS: root,
    },
  });
  loop.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
}

describe('scripts/kurrentdb-scavenge.sh', () => {
  it("starts a scavenge through KurrentDB's HTTP API, then waits for the next turn", async () => {
    start();
    await expect.poll(() => requests, { timeout: 10_000 }).toEqual(['POST /admin/scavenge']);
    await expect.poll(() => stderr).toMatch(/scavenge started: .*scavenge-9/);
    expect(stderr).toMatch(/scavenging every 24 hours, the first in 0 minutes/);
  });

  it('starts none while a backup holds its lock', async () => {
    await mkdir(path.join(root, '.kurrentdb-backup.lock'));
    start();
    await expect.poll(() => stderr, { timeout: 10_000 }).toMatch(/a backup is running: trying again in 10 minutes/);
    expect(requests).toEqual([]);
  });
});
