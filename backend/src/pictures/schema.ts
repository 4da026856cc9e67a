import { PictureId } from '@annuaire/shared';
import { z } from 'zod';
import { IdsFilter, resourceQuery } from '../api/simpleRest';

const UserId = z.string().min(1).max(64);

export const UserParams = z.object({ id: UserId });
export const PictureParams = z.object({ id: UserId, pictureId: PictureId });

/** A declined picture always says why (docs/product.md §4: declined = pending with a note). */
export const DeclineBody = z.object({ note: z.string().trim().min(1).max(500) }).strict();
export const RotationBody = z.object({ inRotation: z.boolean() }).strict();
/** The whole gallery in its new order. */
export const ReorderBody = z.object({ pictureIds: z.array(PictureId).min(1).max(32) }).strict();
/** The moderation queue shows at most 25 pictures (docs/product.md §5); a little room for several screens' worth. */
export const BulkApproveBody = z
  .object({
    pictures: z
      .array(z.object({ userId: UserId, pictureId: PictureId }).strict())
      .min(1)
      .max(100),
  })
  .strict();

/** Any width and quality are accepted and snapped to the served sizes (docs/product.md §9). */
export const ImageQuery = z.object({
  url: z.string().min(1).max(300),
  w: z.coerce.number().int().positive().max(10_000).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});

/** docs/product.md §5: the moderation queue shows at most 25 pictures a page. */
export const QUEUE_PAGE_MAX = 25;

/** The backoffice's moderation queue (`/api/admin/pictures`). */
export const PictureQueueQuery = resourceQuery(['addedAt', 'username'], {
  state: z.enum(['pending', 'declined', 'waiting']),
  userId: z.string().min(1).max(64),
  q: z.string().max(64),
}).refine(({ range }) => !range || range[1] - range[0] < QUEUE_PAGE_MAX, {
  message: `the moderation queue shows at most ${QUEUE_PAGE_MAX} pictures a page`,
  path: ['range'],
});

/**
 * react-admin's update (and updateMany) sends the record with the new `state`; only the decision is
 * read. A decline says why (docs/product.md §4: declined = pending with a note); `pending` is the undo.
 */
export const PictureDecision = z.discriminatedUnion('state', [
  z.object({ state: z.literal('approved') }),
  z.object({ state: z.literal('declined'), note: z.string().trim().min(1).max(500) }),
  z.object({ state: z.literal('pending') }),
]);

/** Bulk approve of queue ids: every id is checked before any is approved, so a stale id approves nothing. */
export const QueueApproveBody = z.object({ ids: IdsFilter.min(1).max(100) }).strict();
