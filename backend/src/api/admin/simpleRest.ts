import type { Context } from 'koa';
import { z } from 'zod';

/** A query parameter holding JSON (ra-data-simple-rest sends `sort`, `range` and `filter` so). */
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
