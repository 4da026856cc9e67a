import type { Context } from 'koa';
import {
  streams,
  UNKNOWN_AD_BLOCK,
  type AdCountKind,
  type AdSpot,
  type EventMetadata,
  type ViewName,
} from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { serverSecret } from '../postgres/secrets';
import { adTokenCodec, type AdToken } from './adTokens';
import { spendAllowance, type Allowance } from './allowance';
import { claimAds } from './claims';
import { tallyRefusals, type Refusal } from './refusals';
import { visitorKey } from './visitors';

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

/**
 * docs/product.md §6 counting ads, per visitor address (IPv6: per /64) and 10-minute window. A person reading
 * listings sees about six blocks a page, so 120 impressions is twenty pages in ten minutes; 20 clicks is more
 * than anyone leaves through ads. Several people behind one address (an office, a carrier's NAT) may be
 * counted short past these: the price of one client no longer making up ~900 impressions a second.
 */
export const AD_ALLOWANCES: Readonly<Record<AdCountKind, Allowance>> = {
  impression: { name: 'ad-impressions', limit: 120, windowMs: 10 * 60_000 },
  click: { name: 'ad-clicks', limit: 20, windowMs: 10 * 60_000 },
};

/** Who the block is counted for, and under which placement. */
export interface AdTarget {
  readonly ownerId: string | null;
  readonly placement: AdSpot;
  /** For a click, the placement's `ad_*_click` view name. */
  readonly name?: ViewName;
}

export interface Visitor {
  readonly ip: string;
  readonly person: boolean;
}

interface Candidate {
  readonly token: AdToken;
  readonly target: AdTarget;
}

/**
 * Counting what the server drew, and nothing else (docs/product.md §6 counting ads). Each token is checked
 * (signature, expiry), then in order: the same token twice in a request counts once, bots and prefetches
 * count nothing, the block must still show in the token's placement, each token counts once (a
 * server-rendered page's token once per visitor address: its draw went to many visitors), and each address
 * counts only so many. Every refusal is tallied with its reason for admins (refusals.ts).
 */
export function adCounting(deps: Deps) {
  const tokenKey = serverSecret(deps.db, 'ad-tokens');
  const visitorSecret = serverSecret(deps.db, 'ad-visitors');
  const codec = async () => adTokenCodec(Buffer.from(await tokenKey(), 'hex'));

  async function count(
    kind: AdCountKind,
    texts: readonly string[],
    targetOf: (token: AdToken) => Promise<AdTarget | null>,
    visitor: Visitor,
    metadata: EventMetadata,
    /** The block a click names in its address: refusals are tallied there, whatever a forged token says. */
    named?: string,
  ): Promise<Candidate[]> {
    const now = new Date(metadata.at);
    const { check } = await codec();
    const refused: Refusal[] = [];
    const refuse = (blockId: string | undefined, reason: Refusal['reason']) =>
      refused.push({ blockId: named ?? blockId ?? UNKNOWN_AD_BLOCK, kind, reason });
    const seen = new Set<string>();
    const valid: AdToken[] = [];
    for (const text of texts) {
      const checked = check(text, now);
      const blockId = checked.ok ? checked.token.blockId : checked.claimedBlockId;
      if (seen.has(text)) refuse(blockId, 'duplicate');
      else if (!checked.ok) refuse(blockId, checked.reason);
      else if (named !== undefined && checked.token.blockId !== named) refuse(named, 'invalid_token');
      else valid.push(checked.token);
      seen.add(text);
    }
    const showing: Candidate[] = [];
    const ids = new Set<string>();
    for (const token of valid) {
      // One token, however it reached us: its id is what counts once (claims.ts), here as across requests.
      if (ids.has(token.id)) {
        refuse(token.blockId, 'duplicate');
        continue;
      }
      ids.add(token.id);
      if (!visitor.person) {
        refuse(token.blockId, 'bot');
        continue;
      }
      const target = await targetOf(token);
      if (target && target.placement === token.placement) showing.push({ token, target });
      else refuse(token.blockId, 'not_showing');
    }
    const visitorId = visitorKey(Buffer.from(await visitorSecret(), 'hex'), visitor.ip);
    // A shared token (a server-rendered page's draw) is claimed per token and visitor; a browser's own once.
    const claimOf = ({ token }: Candidate) => ({
      pageView: token.shared ? `${token.id}/${visitorId}` : token.id,
      blockId: token.blockId,
      placement: token.placement,
      kind,
    });
    const claimed = new Set(
      (await claimAds(deps.db, showing.map(claimOf), now)).map((claim) => `${claim.pageView}/${claim.kind}`),
    );
    const fresh = showing.filter((candidate) => {
      const claim = claimOf(candidate);
      if (claimed.has(`${claim.pageView}/${claim.kind}`)) return true;
      refuse(candidate.token.blockId, 'replayed');
      return false;
    });
    const allowed = await spendAllowance(deps.db, AD_ALLOWANCES[kind], visitorId, fresh.length, now.getTime());
    for (const candidate of fresh.slice(allowed)) refuse(candidate.token.blockId, 'rate_limited');
    await tallyRefusals(deps.db, refused, now);
    return fresh.slice(0, allowed);
  }

  return {
    /** Signs each block of a draw (adsApi.ts): `shared` when the draw is for a server-rendered page. */
    async signer(now: Date) {
      const { issue } = await codec();
      return (draw: Parameters<typeof issue>[0]) => issue(draw, now);
    },

    /** A page's report of blocks seen: one `AdImpressionsCounted` per block and placement counted. */
    async countImpressions(
      tokens: readonly string[],
      targetOf: (token: AdToken) => Promise<AdTarget | null>,
      visitor: Visitor,
      metadata: EventMetadata,
    ): Promise<number> {
      const counted = await count('impression', tokens, targetOf, visitor, metadata);
      const byBlock = new Map<string, { blockId: string; target: AdTarget; count: number }>();
      for (const { token, target } of counted) {
        const key = `${token.blockId}/${target.placement}`;
        const known = byBlock.get(key);
        if (known) known.count += 1;
        else byBlock.set(key, { blockId: token.blockId, target, count: 1 });
      }
      for (const { blockId, target, count: times } of byBlock.values()) {
        await deps.store.append(
          streams.adEvents(blockId),
          [
            {
              type: 'AdImpressionsCounted',
              data: { placement: target.placement, ownerId: target.ownerId, count: times },
            },
          ],
          { expectedRevision: 'any', metadata },
        );
      }
      return counted.length;
    },

    /**
     * One click through `/go/{blockId}`: counted once per token that names this block, never without one (the
     * visitor is still sent on: adsApi.ts). Answers whether it counted.
     */
    async countClick(
      blockId: string,
      token: string | undefined,
      target: AdTarget & { readonly name: ViewName },
      visitor: Visitor,
      metadata: EventMetadata,
    ): Promise<boolean> {
      if (token === undefined) {
        await tallyRefusals(deps.db, [{ blockId, kind: 'click', reason: 'no_token' }], new Date(metadata.at));
        return false;
      }
      const counted = await count('click', [token], async () => target, visitor, metadata, blockId);
      if (counted.length === 0) return false;
      const data = { placement: target.placement, ownerId: target.ownerId, name: target.name };
      await deps.store.append(streams.adEvents(blockId), [{ type: 'AdClicked', data }], {
        expectedRevision: 'any',
        metadata,
      });
      return true;
    },
  };
}
export type AdCounting = ReturnType<typeof adCounting>;
