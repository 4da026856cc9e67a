import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { badRequest } from './errors';

interface Schemas {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
}

type Input<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never;
};

export type ValidatedContext<S extends Schemas> = Context & { state: { input: Input<S> } };

/**
 * Checks the request against zod schemas before the handler runs; the parsed values land in
 * `ctx.state.input`. Anything that does not match is a 400 naming each offending field.
 */
export function validate<S extends Schemas>(schemas: S) {
  const middleware = async (ctx: Context, next: Next) => {
    const input: Record<string, unknown> = {};
    const issues: Array<{ path: string; message: string }> = [];
    const sources = {
      query: ctx.query,
      params: (ctx as Context & { params?: unknown }).params ?? {},
      body: (ctx.request as { body?: unknown }).body,
    };
    for (const key of ['query', 'params', 'body'] as const) {
      const schema = schemas[key];
      if (!schema) continue;
      const result = schema.safeParse(sources[key]);
      if (result.success) input[key] = result.data;
      else {
        for (const issue of result.error.issues) {
          issues.push({ path: [key, ...issue.path.map(String)].join('.'), message: issue.message });
        }
      }
    }
    if (issues.length > 0) {
      throw badRequest(`Invalid ${issues.map((issue) => issue.path).join(', ')}`, issues);
    }
    ctx.state.input = input;
    await next();
  };
  // Read by the route table (routeTable.ts): the fuzz suite sends each field the wrong thing.
  return Object.assign(middleware, { schemas });
}
