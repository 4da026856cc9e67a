import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { keyIdOf } from '../backup/keyFile';
import { runBackupCli, runRestoreCli } from './backupCli';

let errors: MockInstance;
let output: MockInstance;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  output = vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const said = (spy: MockInstance) => spy.mock.calls.map((call) => call.join(' ')).join('\n');
const folder = () => mkdtemp(path.join(os.tmpdir(), 'annuaire-cli-'));

/** A key file holding `written`. */
async function keyFile(written: string) {
  const file = path.join(await folder(), 'backup.key');
  await writeFile(file, written, { mode: 0o600 });
  return file;
}

// Every case here ends before a database is opened: key files and the backup's key are checked first.
describe('npm run backup / restore, key handling', () => {
  it('--new-key writes an owner-only key and refuses to replace one', async () => {
    const file = path.join(await folder(), 'backup.key');
    expect(await runBackupCli(['--new-key', file])).toBe(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(said(output)).toMatch(/New backup key written to .*backup\.key \(mode 0600, key id [0-9a-f]{16}\)/);
    expect(await runBackupCli(['--new-key', file])).toBe(2);
    expect(said(errors)).toMatch(/exists: a new key never replaces a key/);
  });

  it('refuses a malformed or weak key file with exit code 2, before writing anything', async () => {
    const target = path.join(await folder(), 'backup');
    for (const written of ['not a key', randomBytes(16).toString('hex'), '0'.repeat(64)]) {
      const file = await keyFile(written);
      expect(await runBackupCli(['--encrypt', file, target])).toBe(2);
      expect(await runRestoreCli(['--decrypt', file, target])).toBe(2);
    }
    expect(said(errors)).toMatch(/is neither hex nor base64/);
    expect(said(errors)).toMatch(/holds 32 hex digits; a backup key is 32 random bytes/);
    expect(said(errors)).toMatch(/is not random/);
    expect(await runBackupCli(['--encrypt', path.join(target, 'missing.key'), target])).toBe(2);
    await expect(readdir(target)).rejects.toThrow(/ENOENT/);
  });

  it('answers its usage with exit code 2', async () => {
    expect(await runBackupCli([])).toBe(2);
    expect(await runBackupCli(['--encrypt'])).toBe(2);
    expect(await runBackupCli(['--bogus', 'x', 'dir'])).toBe(2);
    expect(await runBackupCli(['--new-key', 'k', 'dir'])).toBe(2);
    expect(await runRestoreCli(['a', 'b'])).toBe(2);
    expect(said(errors)).toMatch(/Usage: npm run backup -- \[--encrypt <keyfile>\] <new-folder>/);
    expect(said(errors)).toMatch(/Usage: npm run restore -- \[--decrypt <keyfile>\] <backup-folder>/);
  });

  it('refuses with exit code 4 an encrypted backup without its key, or with another key', async () => {
    const dir = await folder();
    const key = randomBytes(32);
    await writeFile(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        formatVersion: 1,
        createdAt: new Date().toISOString(),
        encryption: {
          cipher: 'aes-256-gcm',
          fileFormat: 1,
          keyDerivation: 'hkdf-sha256',
          keyId: keyIdOf(key),
          backupId: randomBytes(16).toString('hex'),
        },
        manifest: 'manifest.json.enc',
      }),
    );
    expect(await runRestoreCli([dir])).toBe(4);
    expect(said(errors)).toMatch(/Refused: .* is encrypted \(aes-256-gcm, key id [0-9a-f]{16}\): pass its key file/);
    expect(await runRestoreCli(['--decrypt', await keyFile(randomBytes(32).toString('base64')), dir])).toBe(4);
    expect(said(errors)).toMatch(
      /Refused: Wrong key: .* has key id [0-9a-f]{16}, this backup was encrypted with key id/,
    );
  });
});
