import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../api/errors';

/**
 * The `chunk` cursor of `GET /api/users` (docs/product.md §7 `nextChunk`): the ranking snapshot and clock of the
 * first page, and where the next page starts. Opaque to clients; a stale or foreign cursor is a 400.
 */
export interface Chunk {
  /** Directory snapshot number. */
  readonly s: number;
  /** The first page's clock (ms), so time rules (review, inactivity) do not move between pages. */
  readonly t: number;
  /** Offset of the next row. */
  readonly o: number;
}

/** 128 bits of HMAC-SHA256: no one forges that, and the cursor stays short in a URL. */
const MAC_BYTES = 16;
/**
 * How far ahead of this server's clock a cursor's clock may be: another API process's clock may run a
 * little fast, nothing more. The listing reads time rules at the cursor's clock, so a clock from the
 * future would end the 12-hour review early (docs/product.md §4).
 */
const CLOCK_SKEW_MS = 60_000;

const invalid = () => new HttpError(400, 'invalid_chunk', 'chunk is not a cursor this server gave out');

/**
 * Signs and checks cursors with the server's key. A cursor's fields decide what the listing shows (the
 * clock moves the review and inactivity rules, the snapshot which ranking is read), so a client may
 * only send back what we signed: any edit, or a clock ahead of ours, is refused.
 */
export function chunkCodec(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    encode(chunk: Chunk): string {
      const payload = Buffer.from(JSON.stringify({ s: chunk.s, t: chunk.t, o: chunk.o })).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    decode(text: string, now: Date): Chunk {
      const [payload, signature, ...rest] = text.split('.');
      if (!payload || !signature || rest.length > 0) throw invalid();
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(payload))) throw invalid();
      let value: Partial<Chunk> | null;
      try {
        value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Chunk> | null;
      } catch {
        throw invalid();
      }
      if (typeof value !== 'object' || value === null) throw invalid();
      const fields = [value.s, value.t, value.o];
      if (!fields.every((n) => Number.isSafeInteger(n) && (n as number) >= 0)) throw invalid();
      if ((value.t as number) > now.getTime() + CLOCK_SKEW_MS) throw invalid();
      return { s: value.s as number, t: value.t as number, o: value.o as number };
    },
  };
}

export type ChunkCodec = ReturnType<typeof chunkCodec>;
