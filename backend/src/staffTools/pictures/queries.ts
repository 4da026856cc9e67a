import { sql, type RawBuilder } from 'kysely';
import { moderationStateOf, type Picture, type PictureModerationState } from '@annuaire/shared';
import type { ApiDependencies } from '../../api/dependencies';

/** Which not-approved pictures the queue shows: awaiting review (the default), declined, or both. */
export type QueueState = 'pending' | 'declined' | 'waiting';

/** A picture of the moderation queue; its id joins owner and picture, so one id is enough to act on it. */
export interface QueuePicture {
  readonly id: string;
  readonly userId: string;
  readonly username: string;
  readonly pictureId: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly state: PictureModerationState;
  readonly note: string | null;
  readonly addedAt: string;
}

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

export interface QueueFilter {
  readonly state?: QueueState;
  readonly userId?: string;
  /** Part of the owner's username. */
  readonly q?: string;
  /** Composite ids (getMany): any state, approved included, so a decision just taken still resolves. */
  readonly ids?: readonly string[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(filter: QueueFilter): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [sql`u.status = 'active'`];
  if (filter.ids) {
    conditions.push(sql`u.id || '.' || (p.picture->>'id') = any(${[...filter.ids]}::text[])`);
  } else {
    const state = filter.state ?? 'pending';
    conditions.push(sql`(p.picture->>'approved')::boolean = false`);
    if (state === 'pending') conditions.push(sql`p.picture->>'note' is null`);
    if (state === 'declined') conditions.push(sql`p.picture->>'note' is not null`);
  }
  if (filter.userId) conditions.push(sql`u.id = ${filter.userId}`);
  const q = filter.q?.trim();
  if (q) conditions.push(sql`lower(u.username) like ${`%${escapeLike(q.toLowerCase())}%`}`);
  return conditions;
}

/**
 * The moderation queue (SPEC §5: pictures not approved, at most 25 a page), oldest first unless told
 * otherwise, read from the users read model's galleries.
 */
export async function listQueue(
  db: ApiDependencies['db'],
  filter: QueueFilter,
  page: { offset: number; limit: number; sort: 'addedAt' | 'username'; descending: boolean },
): Promise<{ rows: QueuePicture[]; total: number }> {
  const where = sql.join(conditionsOf(filter), sql` and `);
  const direction = sql.raw(page.descending ? 'desc' : 'asc');
  const order =
    page.sort === 'username'
      ? sql`lower(u.username) ${direction}, p.picture->>'addedAt' ${direction}`
      : sql`p.picture->>'addedAt' ${direction}, u.id ${direction}`;
  const from = sql`users.users u cross join lateral jsonb_array_elements(u.state->'pictures') as p(picture)`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    sql<{ user_id: string; username: string; picture: Picture }>`
      select u.id as user_id, u.username, p.picture from ${from}
      where ${where} order by ${order}, p.picture->>'id' offset ${page.offset} limit ${page.limit}`.execute(db),
    sql<{ total: string }>`select count(*)::text as total from ${from} where ${where}`.execute(db),
  ]);
  return {
    rows: rows.map((row) => toQueuePicture(row.user_id, row.username, row.picture)),
    total: Number(counted[0]?.total ?? 0),
  };
}
