import Router from '@koa/router';
import { findBlockById, listBlocks } from '@annuaire/projections';
import { stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError, notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { formatFor, snapQuality, snapWidth } from '../pictures/images';
import { IMAGE_HEADERS, PUBLIC_CACHE } from '../pictures/headers';
import { IdParams } from '../api/simpleRest';
import { seesAllBlocks } from './access';
import { encodeVariant, type BlockMedia } from './media';
import { BlockImageQuery, PublicBlocksQuery } from './schema';
import { toPublicBlock } from './adsApi';

/** The site shows a handful per placement; nobody needs more in one answer. */
const PUBLIC_LIMIT = 100;
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/**
 * `/api/blocks` (docs/product.md §7): the site reads active blocks and their pictures. Advertisers and admins also
 * write through it; those writes are the backoffice's own operations, mounted there from adminApi.ts.
 */
export function blocksRouter(deps: ApiDependencies, media: BlockMedia): Router {
  const router = new Router({ prefix: '/api/blocks' });
  type OnBlock = ValidatedContext<{ params: typeof IdParams }>;

  router.get(
    '/',
    validate({ query: PublicBlocksQuery }),
    async (ctx: ValidatedContext<{ query: typeof PublicBlocksQuery }>) => {
      const { rows } = await listBlocks(
        deps.db,
        { ...ctx.state.input.query, active: true },
        { offset: 0, limit: PUBLIC_LIMIT, sort: 'createdAt', descending: true },
      );
      ctx.body = rows.map(toPublicBlock);
    },
  );

  router.get(
    '/images',
    validate({ query: BlockImageQuery }),
    async (ctx: ValidatedContext<{ query: typeof BlockImageQuery }>) => {
      const { url, w, q } = ctx.state.input.query;
      const blockId = url.split('/')[1]!;
      const block = await findBlockById(deps.db, blockId);
      if (!block || !block.pictures.some((picture) => picture.url === url)) throw notFound('Image not found');
      const actor = stateOf(ctx).actor;
      const mayManage = actor !== null && (seesAllBlocks(actor) || block.ownerId === actor.userId);
      // An inactive block's pictures are not published yet: only its owner and admins preview them.
      if (!block.active && !mayManage) throw notFound('Image not found');
      const width = snapWidth(w);
      const quality = snapQuality(q);
      const format = formatFor(ctx.get('accept'));
      ctx.body = await media.variants.get(url, { width, quality, format }, async () => {
        const original = await media.storage.get(url);
        if (!original) throw new HttpError(404, 'not_found', 'Image not found');
        return encodeVariant(original, width, quality, format);
      });
      ctx.set({
        ...IMAGE_HEADERS,
        'Cache-Control': block.active ? PUBLIC_CACHE : 'private, max-age=300',
        Vary: block.active ? 'Accept' : 'Accept, Cookie',
      });
      ctx.type = CONTENT_TYPES[format];
    },
  );

  router.get('/:id', validate({ params: IdParams }), async (ctx: OnBlock) => {
    const block = await findBlockById(deps.db, ctx.state.input.params.id);
    if (!block || !block.active) throw notFound('Campaign block not found');
    ctx.body = toPublicBlock(block);
  });

  return router;
}
