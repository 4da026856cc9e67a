import { HttpError } from '../api/errors';

/**
 * The `chunk` cursor of `GET /api/users` (SPEC §7 `nextChunk`): the ranking snapshot and clock of the
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

export const encodeChunk = (chunk: Chunk) => Buffer.from(JSON.stringify(chunk)).toString('base64url');

export function decodeChunk(text: string): Chunk {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Chunk>;
    if ([value.s, value.t, value.o].every((n) => Number.isSafeInteger(n) && (n as number) >= 0)) {
      return value as Chunk;
    }
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, 'invalid_chunk', 'chunk is not a cursor this server gave out');
}
