import { sql, type Kysely } from 'kysely';
import type { RateLimitDatabase } from '../auth/rateLimit';

export interface Allowance {
  /** `ad-impressions`, `ad-clicks`: counted apart from every other limit of `auth_rate_limits`. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

/**
 * docs/product.md §6 counting ads: how many of `wanted` counts a visitor may still make in the current window,
 * spending them. The fixed windows of auth/rateLimit.ts (same table, purged by housekeeping with the others),
 * but a batch of impressions spends several at once in one exact statement instead of one request's worth.
 */
export async function spendAllowance(
  db: Kysely<RateLimitDatabase>,
  allowance: Allowance,
  key: string,
  wanted: number,
  at: number,
): Promise<number> {
  if (wanted <= 0) return 0;
  const windowStart = Math.floor(at / allowance.windowMs) * allowance.windowMs;
  const { count } = await db
    .insertInto('auth_rate_limits')
    .values({
      name: allowance.name,
      key,
      window_start: new Date(windowStart),
      window_end: new Date(windowStart + allowance.windowMs),
      count: wanted,
    })
    .onConflict((conflict) =>
      conflict.columns(['name', 'key', 'window_start']).doUpdateSet({ count: sql`auth_rate_limits.count + ${wanted}` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const before = count - wanted;
  return Math.max(0, Math.min(wanted, allowance.limit - before));
}
