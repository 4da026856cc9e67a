import type { Context, Next } from 'koa';
import { sql, type Kysely } from 'kysely';
import { HttpError } from '../api/errors';
import type { Migration } from '../postgres/migrations';

/** Fixed-window counters in PostgreSQL, so every API replica counts the same attempts. */
export const rateLimitMigration: Migration = {
  id: 'auth/003_rate_limits',
  sql: `
    create table auth_rate_limits (
      name text not null,
      key text not null,
      window_start timestamptz not null,
      window_end timestamptz not null,
      count integer not null,
      primary key (name, key, window_start)
    );
    create index auth_rate_limits_window_end on auth_rate_limits (window_end);
  `,
};

export interface RateLimitDatabase {
  auth_rate_limits: { name: string; key: string; window_start: Date; window_end: Date; count: number };
}

export interface RateLimitOptions {
  readonly db: Kysely<RateLimitDatabase>;
  /** Which limit this is (`login`, `register`, ...); limits with different names count apart. */
  readonly name: string;
  /** Requests allowed per key and window; the next one is refused. */
  readonly limit: number;
  readonly windowMs: number;
  /** Who is counted; the client's address by default (behind a proxy, `app.proxy` must be on). */
  readonly key?: (ctx: Context) => string;
  readonly now?: () => number;
}

/** Keys may come from user input (an email typed at login): bounded so they cannot bloat the table. */
const KEY_MAX = 256;

/**
 * Refuses a client's request once it has made `limit` of them in the current window, with a 429
 * `rate_limited` saying when to come back and a `Retry-After` header. One upsert per request; a key's
 * old windows are dropped when new windows start, at most once per window per process.
 */
export function rateLimit(options: RateLimitOptions) {
  const { db, name, limit, windowMs } = options;
  const keyOf = options.key ?? ((ctx: Context) => ctx.ip);
  const now = options.now ?? Date.now;
  let lastPurge = Number.NEGATIVE_INFINITY;

  return async (ctx: Context, next: Next): Promise<void> => {
    const at = now();
    const { count, windowEnd } = await countInWindow(db, { name, key: keyOf(ctx), at, windowMs });

    if (count === 1 && at - lastPurge >= windowMs) {
      lastPurge = at;
      await db.deleteFrom('auth_rate_limits').where('window_end', '<=', new Date(at)).execute();
    }
    if (count > limit) throw tooManyAttempts(ctx, windowEnd - at);
    await next();
  };
}

/**
 * Counts one more event of `key` in the fixed window holding `at` and answers how many there are now
 * (1 for the first), in one statement, exact under concurrency.
 */
export async function countInWindow(
  db: Kysely<RateLimitDatabase>,
  event: { name: string; key: string; at: number; windowMs: number },
): Promise<{ count: number; windowEnd: number }> {
  const windowStart = Math.floor(event.at / event.windowMs) * event.windowMs;
  const windowEnd = windowStart + event.windowMs;
  const { count } = await db
    .insertInto('auth_rate_limits')
    .values({
      name: event.name,
      key: event.key.slice(0, KEY_MAX),
      window_start: new Date(windowStart),
      window_end: new Date(windowEnd),
      count: 1,
    })
    .onConflict((conflict) =>
      conflict.columns(['name', 'key', 'window_start']).doUpdateSet({ count: sql`auth_rate_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return { count, windowEnd };
}

/**
 * The 429 `rate_limited` every limit answers, with a `Retry-After` header; `waitMs` is how long until
 * an attempt would be accepted again.
 */
export function tooManyAttempts(ctx: Context, waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  ctx.set('Retry-After', String(seconds));
  return new HttpError(
    429,
    'rate_limited',
    `Too many attempts, try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  );
}
