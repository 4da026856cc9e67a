import type { Context } from 'koa';
import type { Kysely } from 'kysely';
import { HttpError } from '../api/errors';
import { countInWindow, type RateLimitDatabase } from '../auth/rateLimit';
import { requesterOf } from './owner';

const MINUTE = 60_000;

/**
 * Uploads one member may send (docs/product.md §9, "upload"), gallery, verification and campaign pictures
 * together: a VIP's whole gallery (16) and a verification photo with room for retries, while no member can
 * keep the decode slots busy for long. Refused uploads count too: the count happens before anything is read.
 */
export const UPLOAD_RATE = { limit: 30, windowMs: 15 * MINUTE } as const;

export interface UploadRate {
  readonly limit: number;
  readonly windowMs: number;
}

/** The 429 past the rate, with a `Retry-After` header; `waitMs` is how long until an upload is accepted again. */
function tooManyUploads(ctx: Context, rate: UploadRate, waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  ctx.set('Retry-After', String(seconds));
  return new HttpError(
    429,
    'rate_limited',
    `At most ${rate.limit} pictures in ${rate.windowMs / MINUTE} minutes: try again in ${seconds} seconds`,
  );
}

/**
 * Counts an upload against its sender (the member, else the address) in PostgreSQL, so every API replica
 * counts the same, and refuses it past the rate before its body is read: the body is drained to nowhere,
 * so the client still reads the answer.
 */
export function uploadRate(db: Kysely<RateLimitDatabase>, rate: UploadRate = UPLOAD_RATE, now = Date.now) {
  return async (ctx: Context): Promise<void> => {
    const at = now();
    const { count, windowEnd } = await countInWindow(db, {
      name: 'picture-upload',
      key: requesterOf(ctx),
      at,
      windowMs: rate.windowMs,
    });
    if (count <= rate.limit) return;
    ctx.req.resume();
    throw tooManyUploads(ctx, rate, windowEnd - at);
  };
}
