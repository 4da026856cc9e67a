import { z } from 'zod';
import { IdParams, IdsFilter, resourceQuery } from '../common/simpleRest';

/** SPEC §5: the moderation queue shows at most 25 pictures a page. */
export const QUEUE_PAGE_MAX = 25;

export const PictureQueueQuery = resourceQuery(['addedAt', 'username'], {
  state: z.enum(['pending', 'declined', 'waiting']),
  userId: z.string().min(1).max(64),
  q: z.string().max(64),
}).refine(({ range }) => !range || range[1] - range[0] < QUEUE_PAGE_MAX, {
  message: `the moderation queue shows at most ${QUEUE_PAGE_MAX} pictures a page`,
  path: ['range'],
});

export { IdParams };

const Note = z.string().trim().min(1).max(500);

/**
 * react-admin's update (and updateMany) sends the record with the new `state`; only the decision is
 * read. A decline says why (SPEC §4: declined = pending with a note); `pending` is the undo.
 */
export const PictureDecision = z.discriminatedUnion('state', [
  z.object({ state: z.literal('approved') }),
  z.object({ state: z.literal('declined'), note: Note }),
  z.object({ state: z.literal('pending') }),
]);

/** Bulk approve: every id is checked before any is approved, so a stale id approves nothing. */
export const BulkApproveBody = z.object({ ids: IdsFilter.min(1).max(100) }).strict();
