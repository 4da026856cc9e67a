import { hkdfSync, randomBytes } from 'node:crypto';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { KEY_BYTES } from './encryption';

/** A key file that cannot be used: missing, unreadable, malformed or too weak (exit code 2 in the CLI). */
export class KeyFileError extends Error {}

/** The key of `npm run backup -- --encrypt <file>`, as read from its file. */
export interface BackupKey {
  /** The key file's path, for messages. */
  readonly file: string;
  readonly secret: Buffer;
  /** Names the key in the manifest without revealing it, so a restore tells a wrong key from a changed file. */
  readonly id: string;
}

const MAKE_ONE = 'make one with `npm run backup -- --new-key <file>` or `openssl rand -hex 32 > <file>`';
/**
 * 32 random bytes take about 30 distinct values; fewer than 16 is a pattern or a placeholder (zeros,
 * "0123456789abcdef" repeated), not a key. A random key falls below this about once in 10^20.
 */
const MIN_DISTINCT_BYTES = 16;

/** 32 bytes written as 64 hex digits or as base64 (surrounding blanks and newlines ignored). */
export function parseKey(text: string, file: string): Buffer {
  const written = text.trim();
  if (written === '') throw new KeyFileError(`The key file ${file} is empty; ${MAKE_ONE}`);
  let key: Buffer;
  if (/^[0-9a-fA-F]+$/.test(written)) {
    if (written.length !== KEY_BYTES * 2) {
      throw new KeyFileError(
        `The key file ${file} holds ${written.length} hex digits; a backup key is ${KEY_BYTES} random bytes (${KEY_BYTES * 2} hex digits): ${MAKE_ONE}`,
      );
    }
    key = Buffer.from(written, 'hex');
  } else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(written)) {
    key = Buffer.from(written, 'base64'); // standard or URL-safe alphabet, padded or not
    if (key.length !== KEY_BYTES) {
      throw new KeyFileError(
        `The key file ${file} holds ${key.length} bytes of base64; a backup key is ${KEY_BYTES} random bytes: ${MAKE_ONE}`,
      );
    }
  } else {
    throw new KeyFileError(
      `The key file ${file} is neither hex nor base64 (one key, ${KEY_BYTES} random bytes, on one line): ${MAKE_ONE}`,
    );
  }
  if (new Set(key).size < MIN_DISTINCT_BYTES) {
    throw new KeyFileError(`The key in ${file} is not random (${new Set(key).size} distinct byte values): ${MAKE_ONE}`);
  }
  return key;
}

export const keyIdOf = (secret: Buffer) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'annuaire backup key id', 8)).toString('hex');

/** The key one backup's files are encrypted with: the key file's, derived for this backup's random id. */
export const fileKeyOf = (secret: Buffer, backupId: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.from(backupId, 'hex'), 'annuaire backup aes-256-gcm file key', 32));

/** Reads a key file; `warn` hears of a key file others may read. */
export async function readKeyFile(file: string, warn: (message: string) => void = () => undefined) {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new KeyFileError(
      error.code === 'ENOENT'
        ? `The key file ${file} does not exist; ${MAKE_ONE}`
        : `The key file ${file} cannot be read (${error.code ?? error.message})`,
    );
  });
  const secret = parseKey(text, file);
  const mode = (await stat(file)).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    warn(`the key file ${file} can be read by others (mode ${mode.toString(8)}): chmod 600 ${file}`);
  }
  return { file, secret, id: keyIdOf(secret) } satisfies BackupKey;
}

/** `--new-key <file>`: 32 random bytes as hex, owner-only; never replaces an existing file. */
export async function writeNewKeyFile(file: string): Promise<BackupKey> {
  const secret = randomBytes(KEY_BYTES);
  await writeFile(file, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      throw new KeyFileError(
        error.code === 'EEXIST'
          ? `${file} exists: a new key never replaces a key (the backups made with it could not be restored)`
          : `Cannot write the key file ${file} (${error.code ?? error.message})`,
      );
    },
  );
  await chmod(file, 0o600);
  return { file, secret, id: keyIdOf(secret) };
}
