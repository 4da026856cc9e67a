import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../config';

/**
 * scripts/kurrentdb-backup.sh, as the `backup` service of docker-compose.kurrentdb.yml runs it, here against a
 * KurrentDB database folder laid out as the server writes it, a stand-in for KurrentDB's HTTP API (to see the
 * scavenge stopped and resumed) and a stand-in for `npm run backup` (which has its own tests).
 */
const SCRIPT = path.join(REPOSITORY_ROOT, 'scripts/kurrentdb-backup.sh');
const run = promisify(execFile);

let root: string;
let server: Server;
let requests: string[];
let running: string | null;

async function files(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kurrentdb-backup-'));
  const data = path.join(root, 'data');
  await mkdir(path.join(data, 'index/stream-existence'), { recursive: true });
  await mkdir(path.join(data, 'index/scavenging'), { recursive: true });
  for (const [file, content] of [
    ['chaser.chk', 'c'],
    ['epoch.chk', 'e'],
    ['proposal.chk', 'p'],
    ['truncate.chk', 't'],
    ['writer.chk', 'w'],
    ['chunk-000000.000000', 'first chunk'],
    ['chunk-000001.000000', 'second chunk'],
    ['index/indexmap', 'map'],
    ['index/5a1a8395-94ee-40c1-bf93-aa757b5887f8', 'ptable'],
    ['index/stream-existence/streamExistenceFilter.chk', 'filter checkpoint'],
    ['index/stream-existence/streamExistenceFilter.dat', 'filter'],
    ['index/scavenging/scavenging.db', 'scavenge state'],
  ]) {
    await writeFile(path.join(data, file!), content!);
  }
  // The product's folder, as in the image: a stand-in for the compiled backend/dist/backup.js.
  const app = path.join(root, 'app');
  await mkdir(path.join(app, 'backend/dist'), { recursive: true });
  await writeFile(
    path.join(app, 'backend/dist/backup.js'),
    `const { mkdirSync, writeFileSync } = require('node:fs');
const dir = process.argv[2];
mkdirSync(dir, { recursive: true });
writeFileSync(dir + '/manifest.json', JSON.stringify({ events: process.env.EVENTSTORE_URL }));
`,
  );
  requests = [];
  running = 'scavenge-7';
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    if (request.method === 'GET' && request.url === '/admin/scavenge/current') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(running ? { scavengeId: running, scavengeLink: `/admin/scavenge/${running}` } : {}));
    } else if (request.method === 'DELETE') {
      running = null;
      response.end('"scavenge-7"');
    } else if (request.method === 'POST' && request.url === '/admin/scavenge') {
      response.end('{"scavengeId":"scavenge-7"}');
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const backup = () =>
  run('sh', [SCRIPT], {
    env: {
      PATH: process.env.PATH,
      KURRENTDB_HTTP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      KURRENTDB_DATA: path.join(root, 'data'),
      BACKUPS: path.join(root, 'backups'),
      APP_DIR: path.join(root, 'app'),
      KURRENTDB_BACKUP_SETTLE_SECONDS: '0',
      EVENTSTORE_URL: 'kurrentdb://eventstore:2113?tls=false',
    },
  });

describe('scripts/kurrentdb-backup.sh', () => {
  it("copies KurrentDB's database and index, then the PostgreSQL tables, into one owner-only folder", async () => {
    await backup();
    const [folder, ...others] = await readdir(path.join(root, 'backups'));
    expect(others).toEqual([]); // and no lock left behind
    expect(folder).toMatch(/^\d{4}-\d\d-\d\dT\d{6}Z$/);
    const target = path.join(root, 'backups', folder!);
    expect(await files(path.join(target, 'kurrentdb'))).toEqual([
      'SHA256SUMS',
      'chaser.chk',
      'chunk-000000.000000',
      'chunk-000001.000000',
      'epoch.chk',
      'index/5a1a8395-94ee-40c1-bf93-aa757b5887f8',
      'index/indexmap',
      'index/scavenging/scavenging.db',
      'index/stream-existence/streamExistenceFilter.chk',
      'index/stream-existence/streamExistenceFilter.dat',
      'proposal.chk',
      'truncate.chk',
      'writer.chk',
    ]);
    expect(await readFile(path.join(target, 'kurrentdb/chunk-000001.000000'), 'utf8')).toBe('second chunk');
    expect(await readFile(path.join(target, 'kurrentdb/SHA256SUMS'), 'utf8')).toMatch(
      /^[0-9a-f]{64} {2}\.\/chunk-000000\.000000$/m,
    );
    expect(JSON.parse(await readFile(path.join(target, 'postgres/manifest.json'), 'utf8'))).toEqual({
      events: 'kurrentdb://eventstore:2113?tls=false',
    });
    expect(await readdir(target)).toEqual(expect.arrayContaining(['BACKUP-COMPLETE', 'kurrentdb', 'postgres']));
    expect((await stat(target)).mode & 0o077).toBe(0);
    expect((await stat(path.join(target, 'kurrentdb/writer.chk'))).mode & 0o077).toBe(0);
  });

  it('stops a running scavenge before copying and starts it again after, as KurrentDB requires', async () => {
    await backup();
    expect(requests).toEqual([
      'GET /admin/scavenge/current',
      'DELETE /admin/scavenge/scavenge-7',
      'POST /admin/scavenge',
    ]);
  });

  it('leaves the scavenge alone when none runs, and refuses to run beside another backup', async () => {
    running = null;
    await backup();
    expect(requests).toEqual(['GET /admin/scavenge/current']);
    await mkdir(path.join(root, 'backups/.kurrentdb-backup.lock'));
    await expect(backup()).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/another backup holds/) });
  });

  it('fails, without BACKUP-COMPLETE and without its lock, when the folder holds no KurrentDB database', async () => {
    await rm(path.join(root, 'data/writer.chk'));
    await expect(backup()).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/no writer\.chk/) });
    await expect(readdir(path.join(root, 'backups'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
