import { sql, type Kysely } from 'kysely';
import { dayInZone, type AdCountKind, type AdRefusalReason, type CalendarDay } from '@annuaire/shared';
import type { Migration } from '../postgres/migrations';

/**
 * docs/product.md §6 counting ads: what was refused and why, per block (`''` when a forged token names none the
 * server can trust), Toronto day, kind and reason. A tally and nothing else: no address, no token, so an attack
 * grows a handful of rows (the block of a refused click is one that exists; see adsApi.ts), never the event store.
 */
export const adRefusalsMigration: Migration = {
  id: 'campaigns/002_ad_refusals',
  sql: /* sql */ `
    create schema if not exists campaigns_counting;
    create table campaigns_counting.refusals (
      day date not null,
      block_id text not null,
      kind text not null,
      reason text not null,
      count integer not null,
      primary key (day, block_id, kind, reason)
    );
  `,
};

/** Tallies are kept past the longest statistics range (12 months, from the first of a month), then purged. */
export const AD_REFUSALS_DAYS = 400;

export interface AdRefusalsDatabase {
  'campaigns_counting.refusals': { day: string; block_id: string; kind: string; reason: string; count: number };
}

export interface Refusal {
  readonly blockId: string;
  readonly kind: AdCountKind;
  readonly reason: AdRefusalReason;
}

/** Adds the refusals of one request to the day's tallies, in one statement. */
export async function tallyRefusals(
  db: Kysely<AdRefusalsDatabase>,
  refusals: readonly Refusal[],
  now: Date,
): Promise<void> {
  if (refusals.length === 0) return;
  const day = dayInZone(now.toISOString());
  const grouped = new Map<string, Refusal & { count: number }>();
  for (const refusal of refusals) {
    const key = `${refusal.blockId}\n${refusal.kind}\n${refusal.reason}`;
    const known = grouped.get(key);
    if (known) known.count += 1;
    else grouped.set(key, { ...refusal, count: 1 });
  }
  await db
    .insertInto('campaigns_counting.refusals')
    .values(
      [...grouped.values()].map(({ blockId, kind, reason, count }) => ({
        day,
        block_id: blockId,
        kind,
        reason,
        count,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'block_id', 'kind', 'reason'])
        .doUpdateSet({ count: sql`campaigns_counting.refusals.count + excluded.count` }),
    )
    .execute();
}

export interface RefusalRow {
  readonly day: CalendarDay;
  readonly blockId: string;
  readonly kind: AdCountKind;
  readonly reason: AdRefusalReason;
  readonly count: number;
}

/** The tallies of the days from `from` to `to`, newest day first. */
export async function adRefusals(
  db: Kysely<AdRefusalsDatabase>,
  period: { from: CalendarDay; to: CalendarDay },
  blockId?: string,
): Promise<RefusalRow[]> {
  let query = db
    .selectFrom('campaigns_counting.refusals')
    .select(['block_id', 'kind', 'reason', 'count'])
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .orderBy('day', 'desc')
    .orderBy('block_id')
    .orderBy('kind')
    .orderBy('reason');
  if (blockId !== undefined) query = query.where('block_id', '=', blockId);
  const rows = await query.execute();
  return rows.map((row) => ({
    day: row.day as CalendarDay,
    blockId: row.block_id,
    kind: row.kind as AdCountKind,
    reason: row.reason as AdRefusalReason,
    count: row.count,
  }));
}
