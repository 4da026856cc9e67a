import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import sharp from 'sharp';
import { decodeSlots } from '../pictures/decoding';

/**
 * Pictures whose difference hashes differ in at most this many of their 64 bits are the same picture: a resized or
 * re-encoded copy differs by a few bits, two unrelated photos by about half of them (docs/product.md §7).
 */
export const PICTURE_MATCH_BITS = 8;

/**
 * A difference hash (dHash) of a picture: shrunk to 9 × 8 grey pixels, one bit per pair of neighbours saying
 * whether brightness rises to the right. It survives resizing, re-encoding and small colour changes, which is how
 * the same photo comes back on a second account. Answered as a signed 64-bit integer (PostgreSQL's bigint).
 */
export async function pictureHash(bytes: Buffer): Promise<bigint> {
  const data = await decodeSlots.run(() =>
    sharp(bytes).rotate().greyscale().resize(9, 8, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer(),
  );
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (data[y * 9 + x]! < data[y * 9 + x + 1]! ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let rest = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (rest) {
    bits += Number(rest & 1n);
    rest >>= 1n;
  }
  return bits;
}

/** Keeps the hash of a gallery picture just stored, for later lookups. */
export async function recordPictureHash(
  db: Kysely<unknown>,
  picture: { userId: string; pictureId: string; bytes: Buffer },
): Promise<void> {
  const hash = await pictureHash(picture.bytes);
  await sql`
    insert into safety.picture_hashes (picture_id, user_id, hash) values (${picture.pictureId}, ${picture.userId}, ${hash.toString()}::bigint)
    on conflict (picture_id) do nothing`.execute(db);
}
