import { sql, type Kysely, type SqlBool } from 'kysely';
import { moderationStateOf, type Picture, type QueuePicture } from '@annuaire/shared';
import { containsPattern } from '../queries/escapeLike';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { ReadModelsDatabase } from '../database';

/** Which not-approved pictures the queue shows: awaiting review (the default), declined, or both. */
export type PictureQueueState = 'pending' | 'declined' | 'waiting';

/** User ids are letters, digits, `_` and `-` (storage keys rely on it), so a dot separates the two parts. */
export const queueIdOf = (userId: string, pictureId: string) => `${userId}.${pictureId}`;
export function parseQueueId(id: string): { userId: string; pictureId: string } | null {
  const dot = id.indexOf('.');
  return dot > 0 && dot < id.length - 1 ? { userId: id.slice(0, dot), pictureId: id.slice(dot + 1) } : null;
}

export function toQueuePicture(userId: string, username: string, picture: Picture): QueuePicture {
  return {
    id: queueIdOf(userId, picture.id),
    userId,
    username,
    pictureId: picture.id,
    url: picture.url,
    width: picture.width,
    height: picture.height,
    state: moderationStateOf(picture),
    note: picture.note,
    addedAt: picture.addedAt,
  };
}

/** A gallery picture of the queue with its owner, the picture as the users read model folded it. */
export interface QueueEntry {
  readonly userId: string;
  readonly username: string;
  readonly picture: Picture;
}

export interface PictureQueueFilter {
  readonly state?: PictureQueueState;
  readonly userId?: string;
  /** Part of the owner's username. */
  readonly q?: string;
  /** Composite ids (getMany): any state, approved included, so a decision just taken still resolves. */
  readonly ids?: readonly string[];
}

export interface PictureQueuePage extends PageRequest {
  readonly sort: 'addedAt' | 'username';
  readonly descending: boolean;
}

/** The users read model by its qualified name: the galleries are unnested from its folded state. */
type QueueDatabase = Pick<ReadModelsDatabase, 'users.users'>;

/** Every gallery picture of a live user, one row each (`p.value` is the picture). */
const galleries = (db: Kysely<QueueDatabase>) =>
  db
    .selectFrom('users.users as u')
    .crossJoinLateral(sql<{ value: Picture }>`jsonb_array_elements(u.state->'pictures')`.as('p'))
    .where('u.status', '=', 'active');

/** Whether the picture's owner already has an approved picture: a member without one waits for a first picture. */
const ownerHasApprovedPicture = sql<boolean>`coalesce(u.state->'pictures' @> '[{"approved": true}]'::jsonb, false)`;

/**
 * The moderation queue (docs/product.md §5: pictures not approved, at most 25 a page), read from the users read
 * model's galleries. By date (the default), the pictures of members with no approved picture yet come first, so a
 * new member's first picture is not kept behind the backlog, then oldest first unless told otherwise.
 */
export async function listPictureQueue(
  db: Kysely<QueueDatabase>,
  filter: PictureQueueFilter,
  page: PictureQueuePage,
): Promise<Page<QueueEntry>> {
  let query = galleries(db);
  if (filter.ids) {
    query = query.where(sql<SqlBool>`u.id || '.' || (p.value->>'id') = any(${[...filter.ids]}::text[])`);
  } else {
    const state = filter.state ?? 'pending';
    query = query.where(sql<SqlBool>`(p.value->>'approved')::boolean = false`);
    if (state === 'pending') query = query.where(sql<SqlBool>`p.value->>'note' is null`);
    if (state === 'declined') query = query.where(sql<SqlBool>`p.value->>'note' is not null`);
  }
  if (filter.userId) query = query.where('u.id', '=', filter.userId);
  const q = filter.q?.trim();
  if (q) query = query.where(sql<string>`lower(u.username)`, 'like', containsPattern(q.toLowerCase()));

  const direction = page.descending ? 'desc' : 'asc';
  const addedAt = sql<string>`p.value->>'addedAt'`;
  const { rows, total } = await readPage(
    query,
    (filtered) => {
      const selected = filtered.select(['u.id', 'u.username', 'p.value']);
      const ordered =
        page.sort === 'username'
          ? selected.orderBy(sql`lower(u.username)`, direction).orderBy(addedAt, direction)
          : selected.orderBy(ownerHasApprovedPicture, 'asc').orderBy(addedAt, direction).orderBy('u.id', direction);
      return ordered.orderBy(sql`p.value->>'id'`);
    },
    page,
  );
  return { rows: rows.map((row) => ({ userId: row.id, username: row.username, picture: row.value })), total };
}
