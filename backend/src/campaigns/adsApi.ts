import Router from '@koa/router';
import { findBlockById, listBlocks, type BlockRecord } from '@annuaire/projections';
import { CLICK_NAMES, MENU_CLICK_NAMES, MENU_IDS, type AppSettings, type MenuId } from '@annuaire/shared';
import { metadataOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { currentSettings } from '../settings/current';
import { chooseBlocks, targets } from './choose';
import { countClick, countImpressions, countsAsPerson, type Impression } from './counting';
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

/**
 * The site's ads (docs/product.md §6, §7): choosing blocks for a page, counting what a page view showed, and
 * `/go/{id}`, the only way out through an ad, which records the click and sends the visitor to the block's own
 * stored link, never to an address the request names.
 */
export function adsRouter(deps: ApiDependencies): Router {
  const router = new Router();

  router.get(
    '/api/ads',
    validate({ query: ChooseAdsQuery }),
    async (ctx: ValidatedContext<{ query: typeof ChooseAdsQuery }>) => {
      ctx.body = await chooseAds(deps, ctx.state.input.query);
      // A fresh draw each time: a shared cache would show everyone the same blocks.
      ctx.set('Cache-Control', 'no-store');
    },
  );

  router.post(
    '/api/ads/impressions',
    validate({ body: ImpressionsBody }),
    async (ctx: ValidatedContext<{ body: typeof ImpressionsBody }>) => {
      const { pageView, impressions } = ctx.state.input.body;
      ctx.status = 202;
      if (!countsAsPerson(ctx)) {
        ctx.body = { counted: 0 };
        return;
      }
      const known: Impression[] = [];
      for (const { blockId, placement } of impressions) {
        const block = await findBlockById(deps.db, blockId);
        // A block deleted or switched off since the page was served, or reported in a placement it does not
        // fill, is not counted.
        if (block?.active && block.placement === placement) known.push({ blockId, ownerId: block.ownerId, placement });
      }
      ctx.body = { counted: await countImpressions(deps, pageView, known, metadataOf(ctx, deps.now())) };
    },
  );

  router.get(
    '/go/:id',
    validate({ params: GoParams, query: GoQuery }),
    async (ctx: ValidatedContext<{ params: typeof GoParams; query: typeof GoQuery }>) => {
      const { id } = ctx.state.input.params;
      const { v: pageView = null } = ctx.state.input.query;
      const metadata = metadataOf(ctx, deps.now());
      let href: string;
      let click: Impression & { name: (typeof CLICK_NAMES)[keyof typeof CLICK_NAMES] };
      if (isMenuId(id)) {
        const url = (await currentSettings(deps))[MENU_SETTINGS[id]];
        if (typeof url !== 'string') throw notFound('Link not found');
        href = url;
        click = { blockId: id, ownerId: null, placement: 'menu', name: MENU_CLICK_NAMES[id] };
      } else {
        const block = await findBlockById(deps.db, id);
        if (!block?.active) throw notFound('Campaign block not found');
        href = block.href;
        // The placement the block fills, whatever the link claims: a click is counted where the block shows.
        click = { blockId: id, ownerId: block.ownerId, placement: block.placement, name: CLICK_NAMES[block.placement] };
      }
      if (countsAsPerson(ctx)) await countClick(deps, { ...click, pageView }, metadata);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.redirect(href);
    },
  );

  return router;
}
