import type { Kysely } from 'kysely';
import type { Migration } from '../postgres/migrations';

/**
 * The command side of ad counting: which token already counted, so an impression (or a click) is counted once
 * per token however often it is reported (docs/product.md §6 counting ads). `page_view` holds the token's id,
 * followed by `/{visitor key}` for a server-rendered page's shared token (counting.ts); the column keeps its
 * first name so no migration rewrites a live table.
 */
export const adClaimsMigration: Migration = {
  id: 'campaigns/001_ad_claims',
  sql: /* sql */ `
    create schema if not exists campaigns_counting;
    create table campaigns_counting.claims (
      page_view text not null,
      block_id text not null,
      placement text not null,
      kind text not null,
      claimed_at timestamptz not null,
      primary key (page_view, block_id, placement, kind)
    );
    create index campaigns_counting_claims_at on campaigns_counting.claims (claimed_at);
  `,
};

export interface AdClaimsDatabase {
  'campaigns_counting.claims': {
    page_view: string;
    block_id: string;
    placement: string;
    kind: 'impression' | 'click';
    claimed_at: Date;
  };
}

export interface AdClaim {
  readonly pageView: string;
  readonly blockId: string;
  readonly placement: string;
  readonly kind: 'impression' | 'click';
}

/** The claims not made before, recorded now: what may be counted. */
export async function claimAds(
  db: Kysely<AdClaimsDatabase>,
  claims: readonly AdClaim[],
  now: Date,
): Promise<AdClaim[]> {
  if (claims.length === 0) return [];
  const rows = await db
    .insertInto('campaigns_counting.claims')
    .values(
      claims.map((claim) => ({
        page_view: claim.pageView,
        block_id: claim.blockId,
        placement: claim.placement,
        kind: claim.kind,
        claimed_at: now,
      })),
    )
    .onConflict((conflict) => conflict.columns(['page_view', 'block_id', 'placement', 'kind']).doNothing())
    .returning(['page_view', 'block_id', 'placement', 'kind'])
    .execute();
  return rows.map((row) => ({
    pageView: row.page_view,
    blockId: row.block_id,
    placement: row.placement,
    kind: row.kind,
  }));
}

/**
 * A token counts for half an hour (adTokens.ts); its claims are kept a day, well past that, and then purged by
 * housekeeping: an expired token is refused before its claim is looked at.
 */
export const AD_CLAIM_TTL_MS = 24 * 3_600_000;
