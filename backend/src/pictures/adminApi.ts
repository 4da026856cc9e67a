import Router from '@koa/router';
import type { Context } from 'koa';
import type { z } from 'zod';
import { listPictureQueue, parseQueueId, toQueuePicture } from '@annuaire/projections';
import type { QueuePicture, UserState } from '@annuaire/shared';
import { actorOf, metadataOf, requirePermission } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { runUserCommand } from '../users/commands';
import { requireActiveUser } from '../users/lookup';
import type { PictureCommand } from './decider';
import { answerList, IdParams, pageFor, sortFor } from '../api/simpleRest';
import { galleryOf } from './gallery';
import {
  BulkApproveBody,
  DeclineBody,
  PictureDecision,
  PictureParams,
  PictureQueueQuery,
  QueueApproveBody,
} from './schema';

type PictureTarget = { userId: string; pictureId: string };

type OnPicture = ValidatedContext<{ params: typeof IdParams }>;
type OnGalleryPicture<B extends z.ZodType = z.ZodUndefined> = ValidatedContext<{
  params: typeof PictureParams;
  body: B;
}>;
type Decision = z.infer<typeof PictureDecision>;

/** The backoffice's moderation queue (ra-data-simple-rest). */
const QUEUE = '/api/admin/pictures';

/**
 * Picture moderation for reviewers (PICTURE_REVIEW, docs/product.md §6): the queue at `/api/admin/pictures`, the
 * bulk approval also at `POST /api/users/pictures/approve`, and one picture's decision also at
 * `POST /api/users/{id}/pictures/{pictureId}/approve|decline` (docs/api.md), each pair through one operation.
 * Decisions are the gallery commands of the pictures slice, recorded on the owner's stream with the reviewer as actor.
 */
export function adminPicturesRouter(deps: ApiDependencies): Router {
  // No prefix: the bulk approval is mounted under /api/users too. The guard runs only for this router's routes.
  const router = new Router();
  router.use(requirePermission('PICTURE_REVIEW'));

  /** The picture of a member, whatever its state, or a 404. */
  const pictureOf = async ({ userId, pictureId }: PictureTarget): Promise<QueuePicture> => {
    const { state } = await requireActiveUser(deps.db, userId);
    const picture = state.pictures.find((candidate) => candidate.id === pictureId);
    if (!picture) throw notFound('Picture not found');
    return toQueuePicture(state.userId, state.username, picture);
  };
  /** The picture behind a queue id (`<userId>.<pictureId>`), or a 404. */
  const queuedPicture = (id: string): Promise<QueuePicture> => {
    const parts = parseQueueId(id);
    if (!parts) throw notFound('Picture not found');
    return pictureOf(parts);
  };
  /**
   * The one decision on one picture, whichever path asked: the picture is found first (404), then the gallery
   * command runs on the owner's stream with the reviewer as actor. Answers the owner's state after it, which each
   * path presents in its own words (the queue row, or the gallery).
   */
  const decide = async (ctx: Context, target: PictureTarget, decision: Decision): Promise<UserState> => {
    const { pictureId } = await pictureOf(target);
    const command: PictureCommand =
      decision.state === 'approved'
        ? { type: 'ApprovePicture', pictureId }
        : decision.state === 'declined'
          ? { type: 'DeclinePicture', pictureId, note: decision.note }
          : { type: 'ReturnPictureToPending', pictureId };
    const result = await runUserCommand(deps, target.userId, command, metadataOf(ctx, deps.now()));
    return result.state;
  };
  /** The queue row of a picture after a decision. */
  const queueRow = (state: UserState, pictureId: string): QueuePicture => {
    const after = state.pictures.find((candidate) => candidate.id === pictureId);
    if (!after) throw notFound('Picture not found');
    return toQueuePicture(state.userId, state.username, after);
  };
  const decideInQueue = async (ctx: Context, picture: QueuePicture, decision: Decision) =>
    queueRow(await decide(ctx, picture, decision), picture.pictureId);
  /** Bulk approval, all or nothing: every picture is found first, so a stale or mistyped id approves none. */
  const approveAll = async (ctx: Context, found: Promise<QueuePicture>[]): Promise<QueuePicture[]> => {
    const pictures = await Promise.all(found);
    const approved: QueuePicture[] = [];
    for (const picture of pictures) {
      approved.push(await decideInQueue(ctx, picture, { state: 'approved' }));
    }
    return approved;
  };

  router.get(
    QUEUE,
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

  router.get(`${QUEUE}/:id`, validate({ params: IdParams }), async (ctx: OnPicture) => {
    ctx.body = await queuedPicture(ctx.state.input.params.id);
  });

  // The bulk approval in the queue's words (ids) for the backoffice, in the gallery's ({userId, pictureId}) for
  // docs/api.md's path; each answers as it always has.
  router.post(
    `${QUEUE}/approve`,
    validate({ body: QueueApproveBody }),
    async (ctx: ValidatedContext<{ body: typeof QueueApproveBody }>) => {
      const approved = await approveAll(ctx, ctx.state.input.body.ids.map(queuedPicture));
      ctx.body = { data: approved.map((picture) => picture.id), pictures: approved };
    },
  );
  router.post(
    '/api/users/pictures/approve',
    validate({ body: BulkApproveBody }),
    async (ctx: ValidatedContext<{ body: typeof BulkApproveBody }>) => {
      const { pictures } = ctx.state.input.body;
      await approveAll(ctx, pictures.map(pictureOf));
      ctx.body = { approved: pictures };
    },
  );

  // One picture's decision: the queue's PUT (approve, decline with a note, or back to pending) answers the queue
  // row; docs/api.md's gallery paths (approve, decline) answer the owner's gallery as the reviewer sees it.
  router.put(
    `${QUEUE}/:id`,
    validate({ params: IdParams, body: PictureDecision }),
    async (ctx: ValidatedContext<{ params: typeof IdParams; body: typeof PictureDecision }>) => {
      const picture = await queuedPicture(ctx.state.input.params.id);
      ctx.body = await decideInQueue(ctx, picture, ctx.state.input.body);
    },
  );
  router.post(`${QUEUE}/:id/undo`, validate({ params: IdParams }), async (ctx: OnPicture) => {
    const picture = await queuedPicture(ctx.state.input.params.id);
    ctx.body = await decideInQueue(ctx, picture, { state: 'pending' });
  });
  router.post(
    '/api/users/:id/pictures/:pictureId/approve',
    validate({ params: PictureParams }),
    async (ctx: OnGalleryPicture) => {
      const { id: userId, pictureId } = ctx.state.input.params;
      ctx.body = galleryOf(await decide(ctx, { userId, pictureId }, { state: 'approved' }), actorOf(ctx));
    },
  );
  router.post(
    '/api/users/:id/pictures/:pictureId/decline',
    validate({ params: PictureParams, body: DeclineBody }),
    async (ctx: OnGalleryPicture<typeof DeclineBody>) => {
      const { id: userId, pictureId } = ctx.state.input.params;
      const { note } = ctx.state.input.body;
      ctx.body = galleryOf(await decide(ctx, { userId, pictureId }, { state: 'declined', note }), actorOf(ctx));
    },
  );

  return router;
}
