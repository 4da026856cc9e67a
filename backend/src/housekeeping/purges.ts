import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { HousekeepingJobName } from '@annuaire/shared';
import { AD_CLAIM_TTL_MS } from '../campaigns/claims';
import { AD_REFUSALS_DAYS } from '../campaigns/refusals';
import { ADDRESS_RETENTION_DAYS } from '../connections/loginAddresses';

/** Sent mail is kept this long for staff looking into "I never got the email", then purged. */
export const SENT_MAIL_DAYS = 30;
/** Rows per DELETE: each statement locks at most this many rows, so a huge backlog never blocks a table long. */
export const PURGE_BATCH = 500;

/** Rows of one table that no code path can read any more. */
interface Purge {
  readonly table: string;
  readonly doomed: (now: Date) => RawBuilder<boolean>;
}

export interface HousekeepingJob {
  readonly name: HousekeepingJobName;
  readonly purges: readonly Purge[];
}

const DAY = 86_400_000;

/**
 * Every command-side table of backend/src/migrations.ts that grows with use, and what of it may go. Left
 * out on purpose: `accounts.accounts` (deletion erases personal data in place), `server_secrets` and
 * `auth_captcha_key` (a handful of rows), `views.throttle` (views/rollup.ts purges it daily), and mail
 * that is `pending`, `failed` or `kept` (still to deliver, a failure staff must see, or the only copy of
 * a mail when no SMTP server is configured).
 */
export const HOUSEKEEPING_JOBS: readonly HousekeepingJob[] = [
  {
    // findSession refuses a session at its expiry (docs/product.md §4 "Sessions"); the row then opens
    // nothing and only keeps the member's IP address and user agent.
    name: 'sessions',
    purges: [{ table: 'auth_sessions', doomed: (now) => sql<boolean>`expires_at <= ${now}` }],
  },
  {
    // Delivered mail: the links it carried expired long ago (the longest, a claim, lives 7 days:
    // docs/product.md §9), and it holds an address and a message about a member.
    name: 'sentMail',
    purges: [
      {
        table: 'mail_outbox',
        doomed: (now) => sql<boolean>`status = 'sent' and sent_at < ${new Date(now.getTime() - SENT_MAIL_DAYS * DAY)}`,
      },
    ],
  },
  {
    // Counters whose window has ended: rateLimit.ts counts only the current window and loginLimits.ts only
    // rows with `window_end` after the attempt. A spent captcha past its expiry is refused for the expiry
    // before its spent row is ever looked at (auth/captcha.ts). An ad claim only dedupes the reports of one
    // page view, which lasts at most a day (campaigns/claims.ts).
    name: 'rateLimits',
    purges: [
      { table: 'auth_rate_limits', doomed: (now) => sql<boolean>`window_end <= ${now}` },
      { table: 'auth_captcha_spent', doomed: (now) => sql<boolean>`expires_at <= ${now}` },
      {
        table: 'campaigns_counting.claims',
        doomed: (now) => sql<boolean>`claimed_at < ${new Date(now.getTime() - AD_CLAIM_TTL_MS)}`,
      },
    ],
  },
  {
    // Mailed links once used or expired: consumeToken and consumeLoginLink accept only unused, unexpired
    // ones, and a reset-email token keeps the new address it was for.
    name: 'expiredLinks',
    purges: [
      {
        table: 'accounts.tokens',
        doomed: (now) => sql<boolean>`used_at is not null or expires_at <= ${now}`,
      },
      { table: 'auth_login_links', doomed: (now) => sql<boolean>`expires_at <= ${now}` },
    ],
  },
  {
    // Sign-in addresses link accounts for staff (connections/) only within a window; past the retention they go.
    name: 'loginAddresses',
    purges: [
      {
        table: 'safety.login_addresses',
        doomed: (now) => sql<boolean>`last_seen < ${new Date(now.getTime() - ADDRESS_RETENTION_DAYS * DAY)}`,
      },
    ],
  },
  {
    // Refused ad impressions and clicks are read by day over the statistics ranges, the longest 12 months
    // (docs/product.md §6 counting ads, §9): older tallies no screen can show.
    name: 'adRefusals',
    purges: [
      {
        table: 'campaigns_counting.refusals',
        doomed: (now) => sql<boolean>`day < ${new Date(now.getTime() - AD_REFUSALS_DAYS * DAY)}::date`,
      },
    ],
  },
];

/**
 * Deletes the purge's rows `PURGE_BATCH` at a time, each batch its own short statement (rows a
 * concurrent purge on another replica holds are skipped, not waited for), until none is left or
 * `signal` asks to stop. Answers how many rows went. The table is named in raw SQL, so `db` is any pool.
 */
export async function purgeInBatches(
  db: Kysely<unknown>,
  purge: Purge,
  now: Date,
  signal: AbortSignal,
): Promise<number> {
  const table = sql.table(purge.table);
  let removed = 0;
  while (!signal.aborted) {
    const result = await sql`
      delete from ${table} where ctid = any(array(
        select ctid from ${table} where ${purge.doomed(now)} limit ${PURGE_BATCH} for update skip locked))`.execute(db);
    const deleted = Number(result.numAffectedRows ?? 0n);
    removed += deleted;
    if (deleted < PURGE_BATCH) break;
  }
  return removed;
}
