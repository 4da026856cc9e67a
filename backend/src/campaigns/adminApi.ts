import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { adStatistics, listBlocks, type BlockSort } from '@annuaire/projections';
import { BlockInput, dayInZone, statisticsPeriod, type CampaignStatisticsAnswer } from '@annuaire/shared';
import { actorOf, metadataOf, requirePermission, requireStaffAction } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { parseMerged, validate, type ValidatedContext } from '../api/validate';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { requireOwnBlock, seesAllBlocks } from './access';
import type { BlockMedia } from './media';
import { BlockPatch, BlockPictureParams, BlockUpdate, CampaignsQuery, CreateBlockBody } from './schema';
import { blockDtos, createBlock, deleteBlock, editBlock, removeBlockPicture } from './service';
import { uploadBlockPicture } from './upload';
import { CampaignStatisticsQuery } from './schema';
import { usernamesOf } from '../users/lookup';
import { adRefusals } from './refusals';

type OnBlock = ValidatedContext<{ params: typeof IdParams }>;

/** The backoffice's resource (ra-data-simple-rest). */
const CAMPAIGNS = '/api/admin/campaigns';
/** docs/product.md §7's path, where advertisers and admins write too (docs/api.md: "as the admin resource"). */
const BLOCKS = '/api/blocks';

/**
 * Campaign blocks for CAMPAIGNS (docs/product.md §6): admins manage every block, an advertiser only their own (their
 * lists hold only theirs; anyone else's answers 403 with a message). The backoffice's `/api/admin/campaigns`, and
 * the writes docs/product.md §7 also promises under `/api/blocks`, each pair one handler: the paths differ only in
 * their input (PATCH merges the changed fields, PUT sends the whole record) and their answer (204 or the block).
 * The site's reads of active blocks stay public, in api.ts.
 */
export function adminCampaignsRouter(deps: ApiDependencies, media: BlockMedia): Router {
  // No prefix: the writes are mounted under /api/blocks too. The guard runs only for this router's routes.
  const router = new Router();
  router.use(requirePermission('CAMPAIGNS'));

  router.get(
    CAMPAIGNS,
    validate({ query: CampaignsQuery }),
    async (ctx: ValidatedContext<{ query: typeof CampaignsQuery }>) => {
      const actor = actorOf(ctx);
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<BlockSort>(sort, { field: 'createdAt', descending: true });
      const { ownerId, id: ids, ...rest } = filter;
      const result = await listBlocks(
        deps.db,
        { ...rest, ids, ownerId: seesAllBlocks(actor) ? ownerId : actor.userId },
        { ...page, sort: order.field, descending: order.descending },
      );
      answerList(ctx, 'campaigns', page, { rows: await blockDtos(deps, result.rows), total: result.total });
    },
  );

  // docs/product.md §6: an advertiser's own blocks' figures; admins see every advertiser's and the partner links'.
  router.get(
    `${CAMPAIGNS}/statistics`,
    validate({ query: CampaignStatisticsQuery }),
    async (ctx: ValidatedContext<{ query: typeof CampaignStatisticsQuery }>) => {
      const actor = actorOf(ctx);
      const { range, blockId } = ctx.state.input.query;
      const period = statisticsPeriod(range, dayInZone(deps.now()));
      const filter = { ...(seesAllBlocks(actor) ? {} : { ownerId: actor.userId }), ...(blockId ? { blockId } : {}) };
      const figures = await adStatistics(deps.db, period, filter);
      const ids = [...new Set(figures.series.map((series) => series.blockId))];
      const blocks = (
        await listBlocks(deps.db, { ids }, { offset: 0, limit: ids.length || 1, sort: 'createdAt', descending: true })
      ).rows;
      const names = await usernamesOf(
        deps.db,
        blocks.map((block) => block.ownerId),
      );
      const byId = new Map(blocks.map((block) => [block.id, block]));
      ctx.body = {
        range,
        ...figures,
        series: figures.series.map((series) => {
          const block = byId.get(series.blockId);
          return {
            ...series,
            // A deleted block keeps its figures; its link and layout are gone with it.
            layoutName: block?.layoutName ?? null,
            href: block?.href ?? null,
            ownerUsername: block ? (names.get(block.ownerId) ?? null) : null,
          };
        }),
      } satisfies CampaignStatisticsAnswer;
    },
  );

  // docs/product.md §6 counting ads: what was refused and why, per block, day and reason. Admins only
  // (readAdRefusals): advertisers see what counted, in /statistics.
  router.get(
    `${CAMPAIGNS}/refusals`,
    requireStaffAction('readAdRefusals'),
    validate({ query: CampaignStatisticsQuery }),
    async (ctx: ValidatedContext<{ query: typeof CampaignStatisticsQuery }>) => {
      const { range, blockId } = ctx.state.input.query;
      const period = statisticsPeriod(range, dayInZone(deps.now()));
      const rows = await adRefusals(deps.db, period, blockId);
      const totals = new Map<string, { blockId: string; kind: string; reason: string; count: number }>();
      for (const { blockId: block, kind, reason, count } of rows) {
        const key = `${block}\n${kind}\n${reason}`;
        const total = totals.get(key) ?? { blockId: block, kind, reason, count: 0 };
        total.count += count;
        totals.set(key, total);
      }
      ctx.body = { range, from: period.from, to: period.to, rows, totals: [...totals.values()] };
    },
  );

  router.get(`${CAMPAIGNS}/:id`, validate({ params: IdParams }), async (ctx: OnBlock) => {
    const block = await requireOwnBlock(deps, actorOf(ctx), ctx.state.input.params.id);
    ctx.body = (await blockDtos(deps, [block]))[0];
  });

  // One creation for both paths: the same body and the same answer (201, the block).
  router.post(
    [CAMPAIGNS, BLOCKS],
    validate({ body: CreateBlockBody }),
    async (ctx: ValidatedContext<{ body: typeof CreateBlockBody }>) => {
      ctx.body = await createBlock(deps, actorOf(ctx), ctx.state.input.body, metadataOf(ctx, deps.now()));
      ctx.status = 201;
    },
  );

  /** One edit: the backoffice's PUT sends the whole block, §7's PATCH the changed fields, merged here first. */
  const edit = (ctx: Context, id: string, fields: z.infer<typeof BlockUpdate>) =>
    editBlock(deps, actorOf(ctx), id, fields, metadataOf(ctx, deps.now()));
  router.put(
    `${CAMPAIGNS}/:id`,
    validate({ params: IdParams, body: BlockUpdate }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof BlockUpdate }>) => {
      const { params, body } = ctx.state.input;
      ctx.body = await edit(ctx, params.id, body);
    },
  );
  router.patch(
    `${BLOCKS}/:id`,
    validate({ params: IdParams, body: BlockPatch }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof BlockPatch }>) => {
      const { params, body } = ctx.state.input;
      const current = await requireOwnBlock(deps, actorOf(ctx), params.id);
      const { href, body: text, layoutName, active, weight, regions, categories } = current;
      const merged = { href, body: text, layoutName, active, weight, regions, categories, ...body };
      ctx.body = await edit(ctx, params.id, parseMerged(BlockInput, merged));
    },
  );

  /** One removal, answering the block removed: ra-data-simple-rest reads its id; §7's path drops it for 204. */
  const remove = (ctx: OnBlock) =>
    deleteBlock(deps, media, actorOf(ctx), ctx.state.input.params.id, metadataOf(ctx, deps.now()));
  router.delete(`${CAMPAIGNS}/:id`, validate({ params: IdParams }), async (ctx: OnBlock) => {
    ctx.body = await remove(ctx);
  });
  router.delete(`${BLOCKS}/:id`, validate({ params: IdParams }), async (ctx: OnBlock) => {
    await remove(ctx);
    ctx.status = 204;
  });

  // One upload (201, the block), at the backoffice's path and §7's.
  router.post(
    [`${CAMPAIGNS}/:id/pictures`, `${BLOCKS}/:id/pictures/upload`],
    validate({ params: IdParams }),
    async (ctx: OnBlock) => {
      ctx.body = await uploadBlockPicture(ctx, deps, media, ctx.state.input.params.id);
      ctx.status = 201;
    },
  );

  // One picture removal (200, the block), at both paths.
  router.delete(
    [`${CAMPAIGNS}/:id/pictures/:pictureId`, `${BLOCKS}/:id/pictures/:pictureId`],
    validate({ params: BlockPictureParams }),
    async (ctx: ValidatedContext<{ params: typeof BlockPictureParams }>) => {
      const { id, pictureId } = ctx.state.input.params;
      ctx.body = await removeBlockPicture(deps, media, actorOf(ctx), id, pictureId, metadataOf(ctx, deps.now()));
    },
  );

  return router;
}
