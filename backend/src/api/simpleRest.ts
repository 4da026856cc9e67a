import type { Context } from 'koa';
import { z } from 'zod';

/**
 * A query parameter holding JSON (ra-data-simple-rest sends `sort`, `range` and `filter` so). Its parsed text
 * has already met the boundary's rule (boundary/safeText.ts): no NUL nor unpaired surrogate reaches SQL.
 */
export function jsonParam<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const MAX_PAGE = 500;

/** The list query of ra-data-simple-rest: `sort=["field","ASC"]&range=[0,24]&filter={...}`. */
export function listQuery<F extends z.ZodType>(sortFields: readonly [string, ...string[]], filter: F) {
  return z.object({
    sort: jsonParam(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])])).optional(),
    range: jsonParam(
      z
        .tuple([z.number().int().min(0), z.number().int().min(0)])
        .refine(([first, last]) => last >= first && last - first < MAX_PAGE, {
          message: `must be [first, last] with at most ${MAX_PAGE} rows`,
        }),
    ).optional(),
    filter: jsonParam(filter).optional(),
  });
}

/** Offset and limit of a validated `range`, defaulting to the first 25 rows. */
export function pageOf(range: [number, number] | undefined): { offset: number; limit: number } {
  const [first, last] = range ?? [0, 24];
  return { offset: first, limit: last - first + 1 };
}

/** `Content-Range: events 0-24/319`, exposed to browsers so react-admin can read the total. */
export function setContentRange(ctx: Context, resource: string, offset: number, count: number, total: number) {
  const last = count === 0 ? offset : offset + count - 1;
  ctx.set('Content-Range', `${resource} ${offset}-${last}/${total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
}

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
