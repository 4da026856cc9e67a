import type { Context } from 'koa';
import { z } from 'zod';
import { listQuery, pageOf, setContentRange } from '../../api/admin/simpleRest';

/** At most this many ids in one getMany (`filter={"id":[...]}`): a screen's worth of references. */
const MAX_IDS = 500;
export const IdsFilter = z.array(z.string().min(1).max(200)).max(MAX_IDS);

/**
 * The list query of one resource: its sort fields, and its filter with `id` added for react-admin's
 * getMany (which sends only `filter={"id":[...]}`, no range).
 */
export function resourceQuery<F extends z.ZodRawShape>(sortFields: readonly [string, ...string[]], filter: F) {
  return listQuery(
    sortFields,
    z
      .object({ ...filter, id: IdsFilter })
      .partial()
      .strict(),
  );
}

/** Offset and limit: the range asked, or every id of a getMany, or the first 25 rows. */
export function pageFor(range: [number, number] | undefined, ids: readonly string[] | undefined) {
  if (!range && ids) return { offset: 0, limit: Math.max(ids.length, 1) };
  return pageOf(range);
}

/** The sort field and direction asked, or the resource's default (newest first, for most). */
export function sortFor<S extends string>(
  sort: [string, 'ASC' | 'DESC'] | undefined,
  fallback: { field: S; descending: boolean },
): { field: S; descending: boolean } {
  return sort ? { field: sort[0] as S, descending: sort[1] === 'DESC' } : fallback;
}

/** Answers a list page: the rows, and `Content-Range` for react-admin's pager. */
export function answerList<T>(
  ctx: Context,
  resource: string,
  page: { offset: number },
  result: { rows: readonly T[]; total: number },
): void {
  setContentRange(ctx, resource, page.offset, result.rows.length, result.total);
  ctx.body = result.rows;
}

/** `/:id` of a resource; ids are UUIDs or composite keys, never longer than this. */
export const IdParams = z.object({ id: z.string().min(1).max(200) });
