import { createHash } from 'node:crypto';

/** Hashes of answer bytes served many times (cached directory answers, reused documents), computed once. */
const digests = new WeakMap<Buffer, string>();

const hash = (bytes: Buffer): string => createHash('sha1').update(bytes).digest('base64url').slice(0, 27);

/**
 * The bytes of an answer that will be served many times, hashed now: `httpCache` then gives each copy its ETag and
 * finds its compressed copies without converting or hashing the same bytes on every request.
 */
export function answerBytes(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  digests.set(bytes, hash(bytes));
  return bytes;
}

/** The content hash behind an answer's ETag: remembered for `answerBytes`, computed for anything else. */
export function digestOf(bytes: Buffer): string {
  return digests.get(bytes) ?? hash(bytes);
}
