import type { Context } from 'koa';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { HttpError } from '../api/errors';
import { countLoginFailure } from '../observability/metrics';
import { tooManyAttempts, type RateLimitDatabase } from './rateLimit';

const MINUTE = 60_000;
/** Keys may come from user input (the identifier typed at login): bounded so they cannot bloat the table. */
const KEY_MAX = 256;
const ACCOUNT = 'login-account';
const ADDRESS = 'login-address';

export interface WindowLimit {
  /** Failed logins allowed within any `windowMs`; the next one is refused. */
  readonly limit: number;
  readonly windowMs: number;
}

export interface LoginLimitsOptions {
  readonly db: Kysely<RateLimitDatabase>;
  /** Guesses one account can take, from anywhere, before it is locked: what stops guessing its password. */
  readonly perAccount?: WindowLimit;
  /** Failed logins from one address, whatever the accounts: what slows a script trying many accounts. */
  readonly perAddress?: WindowLimit;
  readonly now?: () => number;
}

/** One login attempt between its limits check and its password check. */
export interface LoginAttempt {
  /** The password was right: the failure counted in advance for this attempt is taken back. */
  succeeded(): Promise<void>;
  /**
   * The password was wrong: counted in the login-failure metric, and the 429 to answer when the address is
   * over its limit, else null (answer 401).
   */
  refusal(): HttpError | null;
}

interface WindowState {
  readonly count: number;
  /** When the count drops below the limit again (null while under it). */
  readonly freeAt: Date | null;
}

/**
 * Login limits as sliding windows of failed attempts, kept in PostgreSQL (`auth_rate_limits`, one row
 * per key and instant, living one window) so every API replica counts the same:
 *
 * - per account (its user id, or the identifier typed when no account has it, so unknown names behave
 *   exactly like known ones): over the limit, every attempt on it is refused with 429 before the
 *   password is checked, from any address;
 * - per address: over the limit, a wrong password answers 429 instead of 401, but a right password for
 *   an account that is not locked still signs in, so members behind one shared address (a NAT, a
 *   campus) are not locked out by someone else's mistakes.
 *
 * A failure is counted before the password is checked and taken back on success: simultaneous guesses
 * on one account are serialised by an advisory lock and can never exceed the account's limit.
 */
export function loginLimits(options: LoginLimitsOptions) {
  const { db } = options;
  const perAccount = options.perAccount ?? { limit: 10, windowMs: 15 * MINUTE };
  const perAddress = options.perAddress ?? { limit: 20, windowMs: 15 * MINUTE };
  const now = options.now ?? Date.now;
  let lastPurge = Number.NEGATIVE_INFINITY;

  return {
    async begin(ctx: Context, account: string): Promise<LoginAttempt> {
      const at = now();
      const accountKey = account.slice(0, KEY_MAX);
      const addressKey = ctx.ip.slice(0, KEY_MAX);
      const outcome = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`${ACCOUNT}:${accountKey}`}, 0))`.execute(trx);
        const locked = await windowState(trx, ACCOUNT, accountKey, at, perAccount.limit);
        if (locked.freeAt) return { lockedUntil: locked.freeAt };
        await countFailure(trx, ACCOUNT, accountKey, at, perAccount.windowMs);
        await countFailure(trx, ADDRESS, addressKey, at, perAddress.windowMs);
        const address = await windowState(trx, ADDRESS, addressKey, at, perAddress.limit);
        return { lockedUntil: null, addressFreeAt: address.count > perAddress.limit ? address.freeAt : null };
      });
      if (at - lastPurge >= perAddress.windowMs) {
        lastPurge = at;
        await db.deleteFrom('auth_rate_limits').where('window_end', '<=', new Date(at)).execute();
      }
      if (outcome.lockedUntil) {
        countLoginFailure(ctx, 'account_locked');
        throw tooManyAttempts(ctx, outcome.lockedUntil.getTime() - at);
      }
      const addressFreeAt = outcome.addressFreeAt;
      return {
        async succeeded() {
          await db.transaction().execute(async (trx) => {
            await refundFailure(trx, ACCOUNT, accountKey, at);
            await refundFailure(trx, ADDRESS, addressKey, at);
          });
        },
        refusal: () => {
          countLoginFailure(ctx, addressFreeAt ? 'address_limited' : 'wrong_credentials');
          return addressFreeAt ? tooManyAttempts(ctx, addressFreeAt.getTime() - at) : null;
        },
      };
    },
  };
}

export type LoginLimits = ReturnType<typeof loginLimits>;

async function countFailure(
  trx: Transaction<RateLimitDatabase>,
  name: string,
  key: string,
  at: number,
  windowMs: number,
) {
  await trx
    .insertInto('auth_rate_limits')
    .values({ name, key, window_start: new Date(at), window_end: new Date(at + windowMs), count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['name', 'key', 'window_start']).doUpdateSet({ count: sql`auth_rate_limits.count + 1` }),
    )
    .execute();
}

async function refundFailure(trx: Transaction<RateLimitDatabase>, name: string, key: string, at: number) {
  await trx
    .updateTable('auth_rate_limits')
    .set({ count: sql`greatest(auth_rate_limits.count - 1, 0)` })
    .where('name', '=', name)
    .where('key', '=', key)
    .where('window_start', '=', new Date(at))
    .execute();
}

/**
 * How many failures of `key` are still inside their window at `at`, and, when that is `limit` or more,
 * the moment enough of the oldest ones will have left it: the newest row whose running count (from
 * the newest down) reaches the limit is the one that must expire.
 */
async function windowState(
  trx: Transaction<RateLimitDatabase>,
  name: string,
  key: string,
  at: number,
  limit: number,
): Promise<WindowState> {
  const { rows } = await sql<{ count: string; free_at: Date | null }>`
    with live as (
      select window_end, sum(count) over (order by window_start desc) as running
      from auth_rate_limits
      where name = ${name} and key = ${key} and window_end > ${new Date(at)}
    )
    select coalesce(max(running), 0) as count,
           (select max(window_end) from live where running >= ${limit}) as free_at
    from live`.execute(trx);
  const row = rows[0];
  return { count: Number(row?.count ?? 0), freeAt: row?.free_at ?? null };
}
