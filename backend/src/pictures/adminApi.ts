import Router from '@koa/router';
import type { Context } from 'koa';
import { listPictureQueue, parseQueueId, toQueuePicture, type QueuePicture } from '@annuaire/projections';
import { metadataOf, requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { runUserCommand } from '../users/commands';
import { requireActiveUser } from '../users/lookup';
import type { PictureCommand } from '../users/pictureDecisions';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { PictureDecision, PictureQueueQuery, QueueApproveBody } from './schema';

type OnPicture = ValidatedContext<{ params: typeof IdParams }>;

/**
 * `/api/admin/pictures`: the picture moderation queue for reviewers (PICTURE_REVIEW). Decisions are the
 * gallery commands of the pictures slice, recorded on the owner's stream with the reviewer as actor.
 */
export function adminPicturesRouter(deps: ApiDependencies): Router {
  const router = new Router({ prefix: '/api/admin/pictures' });
  router.use(requirePermission('PICTURE_REVIEW'));

  /** The picture behind a queue id, whatever its state, or a 404. */
  const pictureOf = async (id: string): Promise<QueuePicture> => {
    const parts = parseQueueId(id);
    if (!parts) throw notFound('Picture not found');
    const { state } = await requireActiveUser(deps.db, parts.userId);
    const picture = state.pictures.find((candidate) => candidate.id === parts.pictureId);
    if (!picture) throw notFound('Picture not found');
    return toQueuePicture(state.userId, state.username, picture);
  };
  const decide = async (ctx: Context, picture: QueuePicture, command: PictureCommand): Promise<QueuePicture> => {
    const result = await runUserCommand(deps, picture.userId, command, metadataOf(ctx, deps.now()));
    const after = result.state.pictures.find((candidate) => candidate.id === picture.pictureId);
    if (!after) throw notFound('Picture not found');
    return toQueuePicture(result.state.userId, result.state.username, after);
  };

  router.get(
    '/',
    validate({ query: PictureQueueQuery }),
    async (ctx: ValidatedContext<{ query: typeof PictureQueueQuery }>) => {
      const { sort, range, filter = {} } = ctx.state.input.query;
      const page = pageFor(range, filter.id);
      const order = sortFor<'addedAt' | 'username'>(sort, { field: 'addedAt', descending: false });
      const { rows, total } = await listPictureQueue(
        deps.db,
        { state: filter.state, userId: filter.userId, q: filter.q, ids: filter.id },
        { ...page, sort: order.field, descending: order.descending },
      );
      const pictures = rows.map((entry) => toQueuePicture(entry.userId, entry.username, entry.picture));
      answerList(ctx, 'pictures', page, { rows: pictures, total });
    },
  );

  router.get('/:id', validate({ params: IdParams }), async (ctx: OnPicture) => {
    ctx.body = await pictureOf(ctx.state.input.params.id);
  });

  router.post(
    '/approve',
    validate({ body: QueueApproveBody }),
    async (ctx: ValidatedContext<{ body: typeof QueueApproveBody }>) => {
      const pictures = await Promise.all(ctx.state.input.body.ids.map(pictureOf));
      const approved: QueuePicture[] = [];
      for (const picture of pictures) {
        approved.push(await decide(ctx, picture, { type: 'ApprovePicture', pictureId: picture.pictureId }));
      }
      ctx.body = { data: approved.map((picture) => picture.id), pictures: approved };
    },
  );

  router.put(
    '/:id',
    validate({ params: IdParams, body: PictureDecision }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof PictureDecision }>) => {
      const picture = await pictureOf(ctx.state.input.params.id);
      const decision = ctx.state.input.body;
      const { pictureId } = picture;
      const command: PictureCommand =
        decision.state === 'approved'
          ? { type: 'ApprovePicture', pictureId }
          : decision.state === 'declined'
            ? { type: 'DeclinePicture', pictureId, note: decision.note }
            : { type: 'ReturnPictureToPending', pictureId };
      ctx.body = await decide(ctx, picture, command);
    },
  );

  router.post('/:id/undo', validate({ params: IdParams }), async (ctx: OnPicture) => {
    const picture = await pictureOf(ctx.state.input.params.id);
    ctx.body = await decide(ctx, picture, { type: 'ReturnPictureToPending', pictureId: picture.pictureId });
  });

  return router;
}
