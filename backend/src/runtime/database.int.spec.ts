import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const fixture = path.join(import.meta.dirname, 'embeddedCrash.fixture.ts');
const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('ends the process when it dies under it, so a supervisor restarts both', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-crash-'));
    folders.push(dataDir);
    await chmod(dataDir, 0o755); // the server may run as another OS user (root-only machines)
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', () => reject(new Error(`exited before ready:\n${output}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await ready;
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    expect(await exited).toBe(1);
    expect(output).toContain('embedded PostgreSQL stopped unexpectedly');
  });
});
