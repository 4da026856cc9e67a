import type { Context } from 'koa';
import { streams, type AdSpot, type EventMetadata, type ViewName } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { claimAds } from './claims';

type Deps = Pick<ApiDependencies, 'db' | 'store'>;

/** Crawlers, link previews and scripts announce themselves; their visits are not an audience. */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python-requests|okhttp|go-http-client|lighthouse/i;

/**
 * docs/product.md §6 counting ads: only people count. A bot (by its user agent, or none at all) or a
 * prefetch (the browser's or a proxy's speculative request) is answered but not counted.
 */
export function countsAsPerson(ctx: Pick<Context, 'get'>): boolean {
  const agent = ctx.get('user-agent');
  if (!agent || BOT_AGENT.test(agent)) return false;
  const purpose = [ctx.get('sec-purpose'), ctx.get('purpose'), ctx.get('x-purpose'), ctx.get('x-moz')].join(' ');
  return !/prefetch|prerender|preview/i.test(purpose);
}

export interface Impression {
  readonly blockId: string;
  readonly ownerId: string | null;
  readonly placement: AdSpot;
}

/**
 * Counts a page view's visible blocks: each block and placement once per page view, however many times the
 * browser reports it. One `AdImpressionsCounted` per block and placement of the batch. Answers how many counted.
 */
export async function countImpressions(
  deps: Deps,
  pageView: string,
  impressions: readonly Impression[],
  metadata: EventMetadata,
): Promise<number> {
  const now = new Date(metadata.at);
  const claimed = await claimAds(
    deps.db,
    impressions.map(({ blockId, placement }) => ({ pageView, blockId, placement, kind: 'impression' as const })),
    now,
  );
  const fresh = impressions.filter((impression) =>
    claimed.some((claim) => claim.blockId === impression.blockId && claim.placement === impression.placement),
  );
  for (const { blockId, ownerId, placement } of fresh) {
    await deps.store.append(
      streams.adEvents(blockId),
      [{ type: 'AdImpressionsCounted', data: { placement, ownerId, count: 1 } }],
      { expectedRevision: 'any', metadata },
    );
  }
  return fresh.length;
}

/**
 * Records one click, the placement's `ad_*_click` view event; a page view that reports the same click twice
 * (a double click, a retried request) counts it once.
 */
export async function countClick(
  deps: Deps,
  click: Impression & { readonly name: ViewName; readonly pageView: string | null },
  metadata: EventMetadata,
): Promise<boolean> {
  const { blockId, ownerId, placement, name, pageView } = click;
  if (pageView) {
    const claimed = await claimAds(deps.db, [{ pageView, blockId, placement, kind: 'click' }], new Date(metadata.at));
    if (claimed.length === 0) return false;
  }
  await deps.store.append(streams.adEvents(blockId), [{ type: 'AdClicked', data: { placement, ownerId, name } }], {
    expectedRevision: 'any',
    metadata,
  });
  return true;
}
