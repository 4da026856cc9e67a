import { createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  DecryptionFailed,
  HEADER_BYTES,
  MAGIC,
  OVERHEAD_BYTES,
  TAG_BYTES,
  decryptBuffer,
  decryptFile,
  decryptStream,
  encryptBuffer,
  encryptStream,
  verifyFile,
} from './encryption';

const key = randomBytes(32);
const context = 'tables/accounts.accounts.copy.gz';

/** Runs `data`, cut into chunks of `size` bytes, through `stream`; answers what came out. */
async function through(stream: NodeJS.ReadWriteStream, data: Buffer, size = 65536): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const pieces: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) pieces.push(data.subarray(at, at + size));
  await pipeline(
    Readable.from(pieces),
    stream,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(chunks);
}

describe('the encrypted backup file format', () => {
  it('is "ANNUAIRE", version 1, a 12-byte IV, the AES-256-GCM ciphertext and its 16-byte tag', async () => {
    const plaintext = Buffer.from('member@example.org\tBacked up headline\n'.repeat(100));
    const sealed = await encryptBuffer(key, context, plaintext);
    expect(sealed.length).toBe(plaintext.length + OVERHEAD_BYTES);
    expect(HEADER_BYTES).toBe(21);
    expect(sealed.subarray(0, 8).toString('ascii')).toBe('ANNUAIRE');
    expect(sealed[8]).toBe(1);
    expect(sealed.includes('member@example.org')).toBe(false);
    // Readable by any AES-256-GCM implementation given the layout: header and path are the additional data.
    const header = sealed.subarray(0, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(9, 21));
    decipher.setAAD(Buffer.concat([header, Buffer.from(context)]));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const opened = Buffer.concat([
      decipher.update(sealed.subarray(HEADER_BYTES, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    expect(opened.equals(plaintext)).toBe(true);
  });

  it('takes a fresh random IV for every file', async () => {
    const plaintext = Buffer.from('same bytes');
    const [one, two] = await Promise.all([
      encryptBuffer(key, context, plaintext),
      encryptBuffer(key, context, plaintext),
    ]);
    expect(one.subarray(9, 21).equals(two.subarray(9, 21))).toBe(false);
    expect(one.equals(two)).toBe(false);
  });

  it('round-trips whatever the chunking on either side, empty files included', async () => {
    for (const length of [0, 1, 15, 16, 17, 21, 37, 1000, 70_000]) {
      const plaintext = randomBytes(length);
      for (const [inSize, outSize] of [
        [1, 65536],
        [65536, 1],
        [7, 13],
        [65536, 65536],
      ] as const) {
        const sealed = await through(encryptStream(key, context), plaintext, inSize);
        const opened = await through(decryptStream(key, context), sealed, outSize);
        expect({ length, inSize, outSize, equal: opened.equals(plaintext) }).toMatchObject({ equal: true });
      }
    }
  });

  it('streams: a large file goes through in pieces, not whole', async () => {
    const decrypt = decryptStream(key, context);
    const sealed = await encryptBuffer(key, context, randomBytes(1_000_000));
    let pieces = 0;
    await pipeline(
      Readable.from(
        Array.from({ length: 16 }, (_, i) => sealed.subarray(i * 62_500, (i + 1) * 62_500 + (i === 15 ? 100 : 0))),
      ),
      decrypt,
      new Writable({
        write(_chunk, _encoding, callback) {
          pieces++;
          callback();
        },
      }),
    );
    expect(pieces).toBeGreaterThan(10);
  });

  it('refuses a wrong key, another file name, any changed byte, a cut file and a file not encrypted', async () => {
    const plaintext = Buffer.from('secret rows\n'.repeat(50));
    const sealed = await encryptBuffer(key, context, plaintext);
    const refusal = (data: Buffer, withKey = key, at = context) =>
      decryptBuffer(withKey, at, data).then(
        () => 'decrypted',
        (error: unknown) => (error instanceof DecryptionFailed ? error.message : `not DecryptionFailed: ${error}`),
      );
    const flipped = (index: number) => {
      const copy = Buffer.from(sealed);
      copy[index] = copy[index]! ^ 0x80;
      return copy;
    };
    const authentication = `${context}: fails authentication (a wrong key, or the file was changed or damaged)`;
    expect(await refusal(sealed, randomBytes(32))).toBe(authentication);
    expect(await refusal(sealed, key, 'tables/other.copy.gz')).toBe(
      'tables/other.copy.gz: fails authentication (a wrong key, or the file was changed or damaged)',
    );
    // Every byte counts: the IV, the ciphertext, the tag (the magic and version are refused by name).
    for (const index of [9, 20, 21, 100, sealed.length - TAG_BYTES - 1, sealed.length - TAG_BYTES, sealed.length - 1])
      expect({ index, refusal: await refusal(flipped(index)) }).toEqual({ index, refusal: authentication });
    expect(await refusal(flipped(0))).toMatch(/not an encrypted backup file \(no "ANNUAIRE" header\)/);
    expect(await refusal(flipped(8))).toMatch(/encrypted with file format 129; this version reads format 1/);
    expect(await refusal(sealed.subarray(0, sealed.length - 1))).toBe(authentication);
    expect(await refusal(sealed.subarray(0, HEADER_BYTES + 5))).toMatch(/cut short \(no complete tag\)/);
    expect(await refusal(sealed.subarray(0, 10))).toMatch(/cut short/);
    expect(await refusal(Buffer.concat([sealed, Buffer.from('x')]))).toBe(authentication);
    expect(await refusal(Buffer.from('plain gzip or text, not encrypted at all'))).toMatch(/not an encrypted backup/);
    expect(await refusal(Buffer.alloc(0))).toMatch(/cut short/);
    expect(MAGIC.toString()).toBe('ANNUAIRE');
  });

  it('decrypts a file into place only once it authenticated', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'annuaire-encryption-'));
    const sealed = await encryptBuffer(key, 'pictures/one.webp', Buffer.from('picture bytes'));
    await writeFile(path.join(folder, 'good'), sealed);
    sealed[30] = sealed[30]! ^ 1;
    await writeFile(path.join(folder, 'bad'), sealed);
    expect(await verifyFile(key, 'pictures/one.webp', path.join(folder, 'good'))).toBe(13);
    await decryptFile(key, 'pictures/one.webp', path.join(folder, 'good'), path.join(folder, 'out'));
    expect(await readFile(path.join(folder, 'out'), 'utf8')).toBe('picture bytes');
    await expect(verifyFile(key, 'pictures/one.webp', path.join(folder, 'bad'))).rejects.toThrow(DecryptionFailed);
    await expect(
      decryptFile(key, 'pictures/one.webp', path.join(folder, 'bad'), path.join(folder, 'refused')),
    ).rejects.toThrow(/fails authentication/);
    expect((await readdir(folder)).sort()).toEqual(['bad', 'good', 'out']);
  });

  it('takes 32-byte keys only', () => {
    expect(() => encryptStream(randomBytes(16), context)).toThrow(/32 bytes, not 16/);
    expect(() => decryptStream(randomBytes(31), context)).toThrow(/32 bytes, not 31/);
  });
});
