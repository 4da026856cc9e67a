import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KeyFileError, fileKeyOf, keyIdOf, parseKey, readKeyFile, writeNewKeyFile } from './keyFile';

const folder = () => mkdtemp(path.join(os.tmpdir(), 'annuaire-key-'));

describe('backup key files', () => {
  it('read 32 random bytes as hex or base64, blanks and a final newline ignored', () => {
    const key = randomBytes(32);
    for (const written of [
      key.toString('hex'),
      `${key.toString('hex').toUpperCase()}\n`,
      `  ${key.toString('base64')}\n`,
      key.toString('base64url'),
    ])
      expect(parseKey(written, 'k').equals(key)).toBe(true);
  });

  it('refuse, saying why and how to make one, an empty, short, long, malformed or patterned key', () => {
    const cases: [string, RegExp][] = [
      ['', /is empty; make one with `npm run backup -- --new-key <file>` or `openssl rand -hex 32 > <file>`/],
      ['\n', /is empty/],
      [randomBytes(16).toString('hex'), /holds 32 hex digits; a backup key is 32 random bytes \(64 hex digits\)/],
      [randomBytes(33).toString('hex'), /holds 66 hex digits/],
      [randomBytes(24).toString('base64'), /holds 24 bytes of base64; a backup key is 32 random bytes/],
      ['correct horse battery staple', /is neither hex nor base64/],
      [`${randomBytes(32).toString('hex')}\n${randomBytes(32).toString('hex')}`, /is neither hex nor base64/],
      ['0'.repeat(64), /is not random \(1 distinct byte values\)/],
      ['0123456789abcdef'.repeat(4), /is not random \(8 distinct byte values\)/],
      [Buffer.alloc(32, 'a').toString('base64'), /is not random/],
    ];
    for (const [written, message] of cases) {
      expect(() => parseKey(written, '/etc/annuaire/backup.key')).toThrow(KeyFileError);
      expect(() => parseKey(written, '/etc/annuaire/backup.key')).toThrow(message);
    }
  });

  it('name a key by an id that is not the key, and derive a different file key per backup', () => {
    const key = randomBytes(32);
    expect(keyIdOf(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(key)).toBe(keyIdOf(Buffer.from(key)));
    expect(keyIdOf(randomBytes(32))).not.toBe(keyIdOf(key));
    const one = fileKeyOf(key, randomBytes(16).toString('hex'));
    const two = fileKeyOf(key, randomBytes(16).toString('hex'));
    expect(one.length).toBe(32);
    expect(one.equals(two) || one.equals(key)).toBe(false);
  });

  it('--new-key writes 32 random bytes as hex, owner-only, and never replaces a file', async () => {
    const file = path.join(await folder(), 'backup.key');
    const made = await writeNewKeyFile(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    const read = await readKeyFile(file);
    expect(read.secret.equals(made.secret)).toBe(true);
    expect(read.id).toBe(made.id);
    await expect(writeNewKeyFile(file)).rejects.toThrow(/exists: a new key never replaces a key/);
    expect((await readKeyFile(file)).id).toBe(made.id);
  });

  it('a missing key file is refused; one others can read is used with a warning', async () => {
    const dir = await folder();
    await expect(readKeyFile(path.join(dir, 'nope'))).rejects.toThrow(/does not exist; make one with/);
    const file = path.join(dir, 'wide.key');
    await writeFile(file, randomBytes(32).toString('hex'));
    await chmod(file, 0o644);
    const warnings: string[] = [];
    await readKeyFile(file, (message) => warnings.push(message));
    expect(warnings).toEqual([`the key file ${file} can be read by others (mode 644): chmod 600 ${file}`]);
  });
});
