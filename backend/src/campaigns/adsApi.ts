import Router from '@koa/router';
import { findBlockById, listBlocks, type BlockRecord } from '@annuaire/projections';
import type { Context } from 'koa';
import {
  CLICK_NAMES,
  MENU_CLICK_NAMES,
  MENU_IDS,
  type AppSettings,
  type MenuId,
  type ViewName,
} from '@annuaire/shared';
import { metadataOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { currentSettings } from '../settings/current';
import { chooseBlocks, targets } from './choose';
import { fromServerRender } from '../web/ssr/inProcess';
import { adCounting, countsAsPerson, type AdTarget } from './counting';
import { newDrawId, type AdToken } from './adTokens';
import { ChooseAdsQuery, GoParams, GoQuery, ImpressionsBody } from './adsSchema';

/** What the site needs to render a block in a placement (the same as `GET /api/blocks`). */
export const toPublicBlock = (block: BlockRecord) => ({
  _id: block.id,
  href: block.href,
  body: block.body,
  layoutName: block.layoutName,
  placement: block.placement,
  pictures: block.pictures.map(({ id, url, width, height }) => ({ _id: id, url, width, height })),
});
export type PublicBlock = ReturnType<typeof toPublicBlock>;

/** The placement's active blocks worth choosing from: the newest hundred, as `GET /api/blocks` serves. */
const CANDIDATES = 100;

/** docs/product.md §6 choosing a block: `count` active blocks of a placement fitting the page, rotated by weight. */
export async function chooseAds(
  deps: Pick<ApiDependencies, 'db'>,
  query: {
    placement: BlockRecord['placement'];
    count: number;
    region?: string | undefined;
    category?: string | undefined;
  },
  random: () => number = Math.random,
): Promise<PublicBlock[]> {
  const { rows } = await listBlocks(
    deps.db,
    { placement: query.placement, active: true },
    { offset: 0, limit: CANDIDATES, sort: 'createdAt', descending: true },
  );
  const fitting = rows.filter((block) => targets(block, query));
  return chooseBlocks(fitting, query.count, random).map(toPublicBlock);
}

const MENU_SETTINGS: Readonly<Record<MenuId, keyof AppSettings>> = {
  'menu-1': 'liveCamsUrl',
  'menu-2': 'datingUrl',
  'menu-3': 'dating2Url',
};
const isMenuId = (id: string): id is MenuId => (MENU_IDS as readonly string[]).includes(id);

/** A block can be counted while it is active; a deleted or switched-off block, or a moved one, is not showing. */
const blockTarget = async (deps: Pick<ApiDependencies, 'db'>, blockId: string): Promise<AdTarget | null> => {
  const block = await findBlockById(deps.db, blockId);
  return block?.active ? { ownerId: block.ownerId, placement: block.placement } : null;
};

/**
 * The site's ads (docs/product.md §6, §7): choosing blocks for a page, counting what a page showed, and
 * `/go/{id}`, the only way out through an ad, which counts the click and sends the visitor to the block's own
 * stored link, never to an address the request names.
 *
 * Counting takes a token the server signed when it drew the block (counting.ts, adTokens.ts): a page view id,
 * a block or a placement the caller merely names counts nothing. A draw made for a server-rendered page (asked
 * through the in-process API, web/ssr/inProcess.ts `fromServerRender`, which nothing from the network can set)
 * is kept by the site's server and handed to every visitor of that page for a minute
 * (frontend/src/app/server/ad-draws.ts), so its tokens are marked shared, inside the signature, and count once
 * per visitor address; a draw the browser asked for itself is its visitor's alone and counts once.
 */
export function adsRouter(deps: ApiDependencies): Router {
  const router = new Router();
  const counting = adCounting(deps);
  // A HEAD is a link checker or a preview, never a person following the link.
  const visitorOf = (ctx: Context) => ({
    ip: ctx.ip || 'unknown',
    person: ctx.method !== 'HEAD' && countsAsPerson(ctx),
  });

  router.get(
    '/api/ads',
    validate({ query: ChooseAdsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ChooseAdsQuery }>) => {
      const blocks = await chooseAds(deps, ctx.state.input.query);
      const sign = await counting.signer(deps.now());
      const pageView = newDrawId();
      const shared = fromServerRender(ctx);
      ctx.body = blocks.map((block) => ({
        ...block,
        token: sign({ pageView, blockId: block._id, placement: block.placement, shared }),
      }));
      // A fresh draw each time: a shared cache would show everyone the same blocks (and the same tokens).
      ctx.set('Cache-Control', 'no-store');
    },
  );

  // The partner links an admin set, each with its token for `/go/menu-n?t=` (docs/product.md §2 sub-navigation).
  router.get('/api/ads/menu', async (ctx: Context) => {
    const settings = await currentSettings(deps);
    const sign = await counting.signer(deps.now());
    const pageView = newDrawId();
    const shared = fromServerRender(ctx);
    ctx.body = MENU_IDS.filter((id) => typeof settings[MENU_SETTINGS[id]] === 'string').map((id) => ({
      _id: id,
      token: sign({ pageView, blockId: id, placement: 'menu', shared }),
    }));
    ctx.set('Cache-Control', 'no-store');
  });

  router.post(
    '/api/ads/impressions',
    validate({ body: ImpressionsBody }),
    async (ctx: ValidatedContext<{ body: typeof ImpressionsBody }>) => {
      const { tokens } = ctx.state.input.body;
      const metadata = metadataOf(ctx, deps.now());
      // Menu links have no impressions: a token of theirs is refused as not showing.
      const targetOf = (token: AdToken) =>
        token.placement === 'menu' ? Promise.resolve(null) : blockTarget(deps, token.blockId);
      const counted = await counting.countImpressions(tokens, targetOf, visitorOf(ctx), metadata);
      ctx.status = 202;
      ctx.body = { counted };
    },
  );

  router.get(
    '/go/:id',
    validate({ params: GoParams, query: GoQuery }),
    async (ctx: ValidatedContext<{ params: typeof GoParams; query: typeof GoQuery }>) => {
      const { id } = ctx.state.input.params;
      const { t: token } = ctx.state.input.query;
      let href: string;
      let target: AdTarget & { name: ViewName };
      if (isMenuId(id)) {
        const url = (await currentSettings(deps))[MENU_SETTINGS[id]];
        if (typeof url !== 'string') throw notFound('Link not found');
        href = url;
        target = { ownerId: null, placement: 'menu', name: MENU_CLICK_NAMES[id] };
      } else {
        const block = await findBlockById(deps.db, id);
        if (!block?.active) throw notFound('Campaign block not found');
        href = block.href;
        // The placement the block fills: a token drawn for another placement (the block moved) is not counted.
        target = { ownerId: block.ownerId, placement: block.placement, name: CLICK_NAMES[block.placement] };
      }
      // Counted or not (no token, a forged or spent one), the visitor is sent on: a link must never break.
      await counting.countClick(id, token, target, visitorOf(ctx), metadataOf(ctx, deps.now()));
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.redirect(href);
    },
  );

  return router;
}
