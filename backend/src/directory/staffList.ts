import type { z } from 'zod';
import { cardStateOf, listPictureQueue, listUsers, type UserRecord } from '@annuaire/projections';
import { hasPermission, moderationStateOf, type Role } from '@annuaire/shared';
import { forbidden } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import type { ChunkCodec } from './chunk';
import { toCard } from './cards';
import type { ListingQuery } from './schema';

/** docs/product.md §5: the picture moderation list shows at most 25 pictures at a time. */
export const MODERATION_PAGE = 25;
const STAFF_PAGE = 100;
/** `unpaginated` still stops somewhere: the backoffice never needs more in one answer. */
const UNPAGINATED_CAP = 5_000;

type Query = z.infer<typeof ListingQuery>;

/**
 * Staff lists behind `GET /api/users` (docs/product.md §7): by role, the moderation queue of pending users, the
 * queue of pictures awaiting review, or everything at once. Staff see every user, listed or not.
 */
export async function staffList(deps: ApiDependencies, role: Role, query: Query, chunks: ChunkCodec) {
  const now = deps.now();
  const allowed = hasPermission(role, query.pictureModeration ? 'PICTURE_REVIEW' : 'VIEW_ALL_USERS');
  if (!allowed) throw forbidden();
  const offset = query.chunk ? chunks.decode(query.chunk, now).o : 0;
  if (query.pictureModeration) return pendingPictures(deps, offset, chunks);
  const limit = query.unpaginated ? UNPAGINATED_CAP : STAFF_PAGE;
  const { rows, total } = await listUsers(
    deps.db,
    { role: query.role, ...(query.moderationMode ? { pending: true } : {}) },
    { offset, limit, sort: 'created_at', descending: true },
    now,
  );
  const toRow = (record: UserRecord) => ({
    ...toCard({ state: cardStateOf(record.state), createdAt: record.createdAt }, now),
    pending: record.state.pending,
    verificationState: record.state.verificationState,
    createdAt: record.createdAt,
  });
  const next = offset + rows.length;
  return {
    data: rows.map(toRow),
    nextChunk: !query.unpaginated && next < total ? chunks.encode({ s: 0, t: now.getTime(), o: next }) : null,
    extraData: { total },
  };
}

/**
 * Pictures not yet approved and not declined, with their owner (the moderation queue): first pictures of members
 * with none approved yet first, then oldest first (projections/src/users/pictureQueue.ts).
 */
async function pendingPictures(deps: ApiDependencies, offset: number, chunks: ChunkCodec) {
  const { rows, total } = await listPictureQueue(
    deps.db,
    { state: 'pending' },
    { offset, limit: MODERATION_PAGE, sort: 'addedAt', descending: false },
  );
  const next = offset + rows.length;
  return {
    data: rows.map((entry) => ({
      userId: entry.userId,
      username: entry.username,
      picture: { ...entry.picture, state: moderationStateOf(entry.picture) },
    })),
    nextChunk: next < total ? chunks.encode({ s: 0, t: 0, o: next }) : null,
    extraData: { total },
  };
}
