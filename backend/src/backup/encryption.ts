import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The encrypted backup file format (`npm run backup -- --encrypt <keyfile>`), one file at a time, streamed:
 *
 *     "ANNUAIRE"  version (1 byte, 1)  IV (12 random bytes)  ciphertext (AES-256-GCM)  tag (16 bytes)
 *
 * The 21-byte header and the file's path inside the backup (`tables/accounts.accounts.copy.gz`) are
 * authenticated with the content, so a file moved to another name, or a header edited, fails its tag like
 * a changed byte does. The key is the backup's own (keyFile.ts: derived from the key file and the backup's
 * random id), so a file carried over from another backup fails too.
 */
export const CIPHER = 'aes-256-gcm';
export const FILE_FORMAT_VERSION = 1;
export const MAGIC = Buffer.from('ANNUAIRE', 'ascii');
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const HEADER_BYTES = MAGIC.length + 1 + IV_BYTES;
/** What encryption adds to a file: the header and the tag. */
export const OVERHEAD_BYTES = HEADER_BYTES + TAG_BYTES;
export const KEY_BYTES = 32;

/** A file that does not decrypt: wrong key, changed or cut bytes, another file's name, or not encrypted at all. */
export class DecryptionFailed extends Error {}

const additionalData = (header: Buffer, context: string) => Buffer.concat([header, Buffer.from(context, 'utf8')]);

function requireKey(key: Buffer) {
  if (key.length !== KEY_BYTES) throw new Error(`an ${CIPHER} key is ${KEY_BYTES} bytes, not ${key.length}`);
}

/** Encrypts a stream into the format above, with a fresh random IV; `context` is the file's path in the backup. */
export function encryptStream(key: Buffer, context: string): Transform {
  requireKey(key);
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([FILE_FORMAT_VERSION]), iv]);
  const cipher = createCipheriv(CIPHER, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(additionalData(header, context));
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, cipher.update(chunk));
    },
    flush(callback) {
      this.push(cipher.final());
      callback(null, cipher.getAuthTag());
    },
  });
  stream.push(header);
  return stream;
}

/**
 * Decrypts the format above. The plaintext flows before the tag is read (it ends the file): a consumer must
 * treat what it received as unverified until the stream ends without error, which is why the restore checks
 * every file of an encrypted backup before it writes anything (restore.ts).
 */
export function decryptStream(key: Buffer, context: string): Transform {
  requireKey(key);
  let header = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  let tail = Buffer.alloc(0);
  const start = (bytes: Buffer): DecipherGCM => {
    if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new DecryptionFailed(`${context}: not an encrypted backup file (no "${MAGIC.toString('ascii')}" header)`);
    }
    const version = bytes[MAGIC.length];
    if (version !== FILE_FORMAT_VERSION) {
      throw new DecryptionFailed(
        `${context}: encrypted with file format ${version}; this version reads format ${FILE_FORMAT_VERSION}`,
      );
    }
    const iv = bytes.subarray(MAGIC.length + 1, HEADER_BYTES);
    const started = createDecipheriv(CIPHER, key, iv, { authTagLength: TAG_BYTES });
    started.setAAD(additionalData(bytes, context));
    return started;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      try {
        let data = chunk;
        if (!decipher) {
          header = Buffer.concat([header, data]);
          if (header.length < HEADER_BYTES) return callback();
          data = header.subarray(HEADER_BYTES);
          header = header.subarray(0, HEADER_BYTES);
          decipher = start(header);
        }
        // The last TAG_BYTES seen may be the tag: hold them back until the next chunk or the end.
        const pending = tail.length > 0 ? Buffer.concat([tail, data]) : data;
        if (pending.length <= TAG_BYTES) {
          tail = Buffer.from(pending);
          return callback();
        }
        tail = Buffer.from(pending.subarray(pending.length - TAG_BYTES));
        callback(null, decipher.update(pending.subarray(0, pending.length - TAG_BYTES)));
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      if (!decipher) {
        const failure =
          header.length >= MAGIC.length && !header.subarray(0, MAGIC.length).equals(MAGIC)
            ? `not an encrypted backup file (no "${MAGIC.toString('ascii')}" header)`
            : `cut short (${header.length} bytes, less than the ${OVERHEAD_BYTES} of an empty encrypted file)`;
        return callback(new DecryptionFailed(`${context}: ${failure}`));
      }
      if (tail.length < TAG_BYTES) return callback(new DecryptionFailed(`${context}: cut short (no complete tag)`));
      try {
        decipher.setAuthTag(tail);
        callback(null, decipher.final());
      } catch {
        callback(
          new DecryptionFailed(`${context}: fails authentication (a wrong key, or the file was changed or damaged)`),
        );
      }
    },
  });
}

async function collect(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const encryptBuffer = (key: Buffer, context: string, plaintext: Buffer) =>
  collect(Readable.from([plaintext]).pipe(encryptStream(key, context)));

/** Decrypts a whole (small) file's bytes; rejects with DecryptionFailed before giving out anything unverified. */
export async function decryptBuffer(key: Buffer, context: string, data: Buffer): Promise<Buffer> {
  const decrypt = decryptStream(key, context);
  const chunks: Buffer[] = [];
  await pipeline(
    Readable.from([data]),
    decrypt,
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  return Buffer.concat(chunks);
}

/** Encrypts `from` into a new file `to`, owner-only from its first byte. */
export async function encryptFile(key: Buffer, context: string, from: string, to: string): Promise<void> {
  await pipeline(createReadStream(from), encryptStream(key, context), createWriteStream(to, { mode: 0o600 }));
}

/** Decrypts and authenticates `file` without writing anything; answers its plaintext size. */
export async function verifyFile(key: Buffer, context: string, file: string): Promise<number> {
  let bytes = 0;
  await pipeline(
    createReadStream(file),
    decryptStream(key, context),
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback();
      },
    }),
  );
  return bytes;
}

/** Decrypts `from` into `to`, which appears only once the whole file authenticated. */
export async function decryptFile(key: Buffer, context: string, from: string, to: string): Promise<void> {
  const partial = `${to}.partial`;
  try {
    await pipeline(createReadStream(from), decryptStream(key, context), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, to);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
