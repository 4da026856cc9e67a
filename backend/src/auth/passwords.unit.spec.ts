import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('correct horse');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('salts every hash, so two members with the same password get different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
  });

  it('matches an accented password whatever the keyboard sent (composed or decomposed é)', async () => {
    const stored = await hashPassword('caf\u00e9 cr\u00e8me 2024');
    expect(await verifyPassword(stored, 'cafe\u0301 cre\u0300me 2024')).toBe(true);
  });

  it('refuses any password when there is no stored hash, after as long as a real check', async () => {
    const stored = await hashPassword('warm-up');
    const startReal = performance.now();
    await verifyPassword(stored, 'guess');
    const real = performance.now() - startReal;
    await verifyPassword(null, 'warm-up of the dummy hash');
    const startDummy = performance.now();
    expect(await verifyPassword(null, 'guess')).toBe(false);
    const dummy = performance.now() - startDummy;
    expect(dummy).toBeGreaterThan(real / 4);
  });

  it('asks for a rehash when a hash was made with older parameters or another algorithm', async () => {
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash(await hash('pw', { memoryCost: 4096, timeCost: 3, parallelism: 1 }))).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuuJ3jYgwvFqQe9Zs7p2J1cHk2cQ8a1y2G')).toBe(true);
  });

  it('throws on a stored value that is not a hash instead of treating it as a wrong password', async () => {
    await expect(verifyPassword('plain text in the column', 'plain text in the column')).rejects.toThrow();
  });
});
