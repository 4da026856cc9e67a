import { sql } from 'kysely';
import type { z } from 'zod';
import { cardStateOf, listUsers, type UserRecord } from '@annuaire/projections';
import { hasPermission, moderationStateOf, type Picture, type Role } from '@annuaire/shared';
import { forbidden } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import type { ChunkCodec } from './chunk';
import { toCard } from './cards';
import type { ListingQuery } from './schema';

/** SPEC §5: the picture moderation list shows at most 25 pictures at a time. */
export const MODERATION_PAGE = 25;
const STAFF_PAGE = 100;
/** `unpaginated` still stops somewhere: the backoffice never needs more in one answer. */
const UNPAGINATED_CAP = 5_000;

type Query = z.infer<typeof ListingQuery>;

/**
 * Staff lists behind `GET /api/users` (SPEC §7): by role, the moderation queue of pending users, the
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

/** Pictures not yet approved and not declined, oldest first, with their owner. */
async function pendingPictures(deps: ApiDependencies, offset: number, chunks: ChunkCodec) {
  const { rows } = await sql<{ user_id: string; username: string; picture: Picture; total: string }>`
    select u.id as user_id, u.username, p.picture, count(*) over () as total
    from users.users u
    cross join lateral jsonb_array_elements(u.state->'pictures') as p(picture)
    where u.status = 'active'
      and (p.picture->>'approved')::boolean = false
      and p.picture->>'note' is null
    order by p.picture->>'addedAt', u.id
    offset ${offset} limit ${MODERATION_PAGE}`.execute(deps.db);
  const total = Number(rows[0]?.total ?? 0);
  const next = offset + rows.length;
  return {
    data: rows.map((row) => ({
      userId: row.user_id,
      username: row.username,
      picture: { ...row.picture, state: moderationStateOf(row.picture) },
    })),
    nextChunk: next < total ? chunks.encode({ s: 0, t: 0, o: next }) : null,
    extraData: { total },
  };
}
