import { randomUUID } from 'node:crypto';
import { recordPictureHash } from '../connections/pictureHash';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { VARIANTS } from '@annuaire/shared';
import { actorOf, forbidden, metadataOf, requireSession, stateOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { validate, type ValidatedContext } from '../api/validate';
import { runUserCommand } from '../users/commands';
import { requireActiveUser } from '../users/lookup';
import type { PictureCommand } from './decider';
import { galleryKey, galleryOf, mayManage, pictureDtoOf, verificationKey } from './gallery';
import { receivePicture } from './receive';
import { PictureParams, ReorderBody, RotationBody, UserParams } from './schema';
import type { PictureMedia } from './media';

type OnUser = ValidatedContext<{ params: typeof UserParams }>;
type OnPicture<B extends z.ZodType = z.ZodUndefined> = ValidatedContext<{ params: typeof PictureParams; body: B }>;

/**
 * Gallery, moderation and verification pictures of a member (docs/product.md §4, §5, §7). Members manage their own
 * gallery; reviewers (PICTURE_REVIEW) manage anyone's. Approving and declining are the reviewers' alone, in
 * adminApi.ts with the bulk approval and the moderation queue.
 */
export function picturesRouter(deps: ApiDependencies, media: PictureMedia): Router {
  const { storage, variants } = media;
  const router = new Router({ prefix: '/api/users' });

  /** 401 without a session, 403 on someone else's gallery, then 404 for no such user. */
  const targetOf = async (ctx: Context, userId: string) => {
    if (!mayManage(actorOf(ctx), userId)) throw forbidden();
    return requireActiveUser(deps.db, userId);
  };
  const run = (ctx: Context, userId: string, command: PictureCommand) =>
    runUserCommand(deps, userId, command, metadataOf(ctx, deps.now()));

  /** One gallery command on one picture; the answer is the gallery after it. */
  const pictureCommand =
    <B extends z.ZodType = z.ZodUndefined>(build: (input: OnPicture<B>['state']['input']) => PictureCommand) =>
    async (ctx: OnPicture<B>) => {
      const { id } = ctx.state.input.params;
      await targetOf(ctx, id);
      const result = await run(ctx, id, build(ctx.state.input));
      ctx.body = galleryOf(result.state, actorOf(ctx));
    };

  router.get('/:id/pictures', validate({ params: UserParams }), async (ctx: OnUser) => {
    const { state } = await requireActiveUser(deps.db, ctx.state.input.params.id);
    ctx.body = galleryOf(state, stateOf(ctx).actor);
  });

  router.post('/:id/pictures/upload', requireSession, validate({ params: UserParams }), async (ctx: OnUser) => {
    const { id } = ctx.state.input.params;
    await targetOf(ctx, id);
    const pictureId = randomUUID();
    const { recorded } = await receivePicture(
      ctx,
      media,
      (clean) => galleryKey(id, pictureId, clean.extension),
      async (url, clean) => {
        const result = await run(ctx, id, {
          type: 'AddPicture',
          pictureId,
          url,
          width: clean.width,
          height: clean.height,
        });
        // The same photo on two accounts links them for staff (docs/product.md §7 lookup-connections).
        await recordPictureHash(deps.db, { userId: id, pictureId, bytes: clean.buffer });
        return result;
      },
    );
    const added = recorded.state.pictures.find((picture) => picture.id === pictureId);
    if (!added) throw new Error(`Picture ${pictureId} missing after it was added`);
    ctx.status = 201;
    ctx.body = pictureDtoOf(added);
  });

  router.post('/:id/verification/upload', requireSession, validate({ params: UserParams }), async (ctx: OnUser) => {
    const { id } = ctx.state.input.params;
    await targetOf(ctx, id);
    const pictureId = randomUUID();
    const { key } = await receivePicture(
      ctx,
      media,
      (clean) => verificationKey(id, pictureId, clean.extension),
      (url) => run(ctx, id, { type: 'AddVerificationPicture', pictureId, url }),
    );
    ctx.status = 201;
    ctx.body = { _id: pictureId, url: key };
  });

  router.delete(
    '/:id/pictures/:pictureId',
    requireSession,
    validate({ params: PictureParams }),
    async (ctx: OnPicture) => {
      const { id, pictureId } = ctx.state.input.params;
      const { state } = await targetOf(ctx, id);
      const picture = state.pictures.find((candidate) => candidate.id === pictureId);
      await run(ctx, id, { type: 'RemovePicture', pictureId, byStaff: actorOf(ctx).userId !== id });
      // Only after the removal is recorded: a failed command must not lose the file.
      if (picture) await Promise.all([storage.delete(picture.url), variants.forget(picture.url)]);
      ctx.status = 204;
    },
  );

  router.post(
    '/:id/pictures/:pictureId/set-profile-picture',
    requireSession,
    validate({ params: PictureParams }),
    pictureCommand(({ params }) => ({ type: 'SetProfilePicture', pictureId: params.pictureId })),
  );
  router.post(
    '/:id/pictures/:pictureId/bump-priority',
    requireSession,
    validate({ params: PictureParams }),
    pictureCommand(({ params }) => ({ type: 'BumpPicturePriority', pictureId: params.pictureId })),
  );
  router.patch(
    '/:id/pictures/:pictureId/rotation',
    requireSession,
    validate({ params: PictureParams, body: RotationBody }),
    pictureCommand<typeof RotationBody>(({ params, body }) => ({
      type: 'SetPictureRotation',
      pictureId: params.pictureId,
      inRotation: body.inRotation,
      // docs/product.md §6: picture rotation is VIP-only in the Quebec variant.
      rotationNeedsVip: VARIANTS[deps.config.WEBSITE].vipOnly.pictureRotation,
    })),
  );
  router.put(
    '/:id/pictures/order',
    requireSession,
    validate({ params: UserParams, body: ReorderBody }),
    async (ctx: ValidatedContext<{ params: typeof UserParams; body: typeof ReorderBody }>) => {
      const { id } = ctx.state.input.params;
      await targetOf(ctx, id);
      const result = await run(ctx, id, { type: 'ReorderPictures', pictureIds: ctx.state.input.body.pictureIds });
      ctx.body = galleryOf(result.state, actorOf(ctx));
    },
  );

  return router;
}
