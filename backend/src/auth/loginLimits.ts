import type { Context } from 'koa';
import { sql, type Kysely, type Transaction } from 'kysely';
import { HttpError } from '../api/errors';
import { countLoginFailure } from '../observability/metrics';
import { CAPTCHA_MAX_LEVEL } from './captcha';
import type { RateLimitDatabase } from './rateLimit';

const MINUTE = 60_000;
/** Keys may come from user input (the identifier typed at login): bounded so they cannot bloat the table. */
const KEY_MAX = 256;
const ACCOUNT = 'login-account';
const ADDRESS = 'login-address';

export interface FailureSteps {
  /** Every `step` failures within `windowMs` raise the captcha level by one (twice the work). */
  readonly step: number;
  readonly windowMs: number;
}

export interface LoginLimitsOptions {
  readonly db: Kysely<RateLimitDatabase>;
  /** Failures on one account, from anywhere: what slows guessing its password. */
  readonly perAccount?: FailureSteps;
  /** Failures from one address, whatever the accounts: what slows a script trying many accounts. */
  readonly perAddress?: FailureSteps;
  /** The hardest level ever asked (auth/captcha.ts `CAPTCHA_MAX_LEVEL`). */
  readonly maxLevel?: number;
  readonly now?: () => number;
}

/** One login attempt between its limits check and its password check. */
export interface LoginAttempt {
  /** The password was right: the failure counted in advance for this attempt is taken back. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the account unknown): counted in the metric; the 401 to answer. */
  failed(): HttpError;
}

/**
 * The 400 `captcha_required` a login answers when its solved challenge is easier than the failures
 * behind it ask: the level to solve is in the issue's params, so the site fetches a challenge at that
 * level (GET /api/captcha/challenge?level=n), solves it and sends the login again.
 */
export function captchaRequired(level: number, maxLevel: number): HttpError {
  return new HttpError(
    400,
    'captcha_required',
    'Several sign-ins failed recently: solve a harder security check and send the form again',
    [
      {
        path: 'captcha',
        message: `Solve a level ${level} challenge`,
        code: 'captcha_required',
        params: { level, maxLevel },
      },
    ],
  );
}

/**
 * Login limits that slow guessing without ever locking anyone out (OWASP ASVS 4.0 §2.2.1, NIST SP 800-63B
 * §5.2.2; docs/product.md §9, "failed logins"). Every login carries a solved proof-of-work challenge
 * (auth/captcha.ts); failed logins in a sliding window, kept in PostgreSQL (`auth_rate_limits`, one row
 * per key and instant, living one window) so every API replica counts the same, raise the level that
 * challenge must have been issued at:
 *
 * - per account (its user id, or the identifier typed when no account has it, so unknown names behave
 *   exactly like known ones): every 3 failures in 15 minutes, from any address, double the work;
 * - per address: every 10 failures in 15 minutes, whatever the accounts, double it for that address
 *   only, so a script on one address does not slow members elsewhere.
 *
 * The level stops at `maxLevel` (8 times the base work, some 8 to 16 seconds on a phone): a lock an
 * attacker can trigger would be a way to keep any member, staff included, out; a bounded cost keeps the
 * right password, with a solved challenge of the level asked, signing in whatever the failures, while
 * each guess costs the guesser the same work. A challenge below the level asked is refused before the
 * password is looked at (400 `captcha_required`), so a cheap guess says nothing about the password.
 *
 * A failure is counted before the password is checked and taken back on success: simultaneous guesses
 * are serialised by advisory locks on the account and on the address, so every one of them pays the
 * level the failures before it ask.
 */
export function loginLimits(options: LoginLimitsOptions) {
  const { db } = options;
  const perAccount = options.perAccount ?? { step: 3, windowMs: 15 * MINUTE };
  const perAddress = options.perAddress ?? { step: 10, windowMs: 15 * MINUTE };
  const maxLevel = options.maxLevel ?? CAPTCHA_MAX_LEVEL;
  const now = options.now ?? Date.now;
  let lastPurge = Number.NEGATIVE_INFINITY;

  const levelFor = (failures: number, { step }: FailureSteps) => Math.floor(failures / step);

  return {
    maxLevel,

    /**
     * Checks the level of the login's solved challenge (`solvedLevel`, from auth/captcha.ts) against the
     * failures of the account and of the address, then counts this attempt as a failure until it succeeds.
     */
    async begin(ctx: Context, account: string, solvedLevel: number): Promise<LoginAttempt> {
      const at = now();
      const accountKey = account.slice(0, KEY_MAX);
      const addressKey = ctx.ip.slice(0, KEY_MAX);
      const required = await db.transaction().execute(async (trx) => {
        // Account first, then address, in every transaction: no two can wait for each other.
        await sql`select pg_advisory_xact_lock(hashtextextended(${`${ACCOUNT}:${accountKey}`}, 0))`.execute(trx);
        await sql`select pg_advisory_xact_lock(hashtextextended(${`${ADDRESS}:${addressKey}`}, 0))`.execute(trx);
        const level = Math.min(
          maxLevel,
          Math.max(
            levelFor(await failuresOf(trx, ACCOUNT, accountKey, at), perAccount),
            levelFor(await failuresOf(trx, ADDRESS, addressKey, at), perAddress),
          ),
        );
        if (solvedLevel < level) return level;
        await countFailure(trx, ACCOUNT, accountKey, at, perAccount.windowMs);
        await countFailure(trx, ADDRESS, addressKey, at, perAddress.windowMs);
        return null;
      });
      const longest = Math.max(perAccount.windowMs, perAddress.windowMs);
      if (at - lastPurge >= longest) {
        lastPurge = at;
        await db.deleteFrom('auth_rate_limits').where('window_end', '<=', new Date(at)).execute();
      }
      if (required !== null) {
        countLoginFailure(ctx, 'challenge_too_easy');
        throw captchaRequired(required, maxLevel);
      }
      return {
        async succeeded() {
          await db.transaction().execute(async (trx) => {
            await refundFailure(trx, ACCOUNT, accountKey, at);
            await refundFailure(trx, ADDRESS, addressKey, at);
          });
        },
        failed() {
          countLoginFailure(ctx, 'wrong_credentials');
          return new HttpError(401, 'invalid_credentials', 'Wrong username, email or password');
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

/** How many failures of `key` are still inside their window at `at` (each leaves it on its own). */
async function failuresOf(trx: Transaction<RateLimitDatabase>, name: string, key: string, at: number) {
  const row = await trx
    .selectFrom('auth_rate_limits')
    .select(sql<string>`coalesce(sum(count), 0)`.as('failures'))
    .where('name', '=', name)
    .where('key', '=', key)
    .where('window_end', '>', new Date(at))
    .executeTakeFirst();
  return Number(row?.failures ?? 0);
}
