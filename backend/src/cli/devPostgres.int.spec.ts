import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../runtime/database';
import { READY_LINE } from './devPostgresCli';

const entry = path.join(import.meta.dirname, 'devPostgres.ts');
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const query = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one;
  } finally {
    await client.end();
  }
};

describe('npm run dev’s database service', () => {
  it('keeps the embedded PostgreSQL across API restarts, and stops it on SIGTERM only', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-dev-db-'));
    folders.push(dataDir);
    await chmod(dataDir, 0o755); // the server may run as another OS user (root-only machines)
    const env = { DATA_DIR: dataDir, NODE_ENV: 'development' };
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      // The test run's own DATABASE_URL (if any) is not this service's.
      env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(READY_LINE)) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => reject(new Error(`exited before ready:\n${output}`)));
    });
    expect(output).toContain(`started embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`);

    // Two API starts in a row, as tsx watch restarts it on saves: each connects, neither stops the cluster.
    const config = loadConfig(env);
    for (let restart = 0; restart < 2; restart++) {
      const lines: string[] = [];
      const database = await openDatabase(config, (line) => lines.push(line));
      expect(lines).toEqual([expect.stringMatching(/^connected to the running embedded PostgreSQL/)]);
      expect(await query(database.url)).toBe(1);
      await database.close();
      expect(await query(database.url)).toBe(1);
    }

    // Ctrl-C reaches every process of the terminal: the database waits for dev.mjs's SIGTERM.
    child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
