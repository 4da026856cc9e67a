import type { Context, Next } from 'koa';
import type { z } from 'zod';
import { badRequest } from './errors';

interface Schemas {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
}

/**
 * One refused field: where, the English message, and zod's stable `code` with its parameters (`maximum`,
 * `minimum`, `format`, `expected`, `values`...), so a client can show the rule in its own language.
 */
export interface ValidationIssue {
  path: string;
  message: string;
  code: string;
  params?: Record<string, unknown>;
}

function issueOf(source: string, issue: z.core.$ZodIssue): ValidationIssue {
  const { path, message, code, input: _input, ...rest } = issue as z.core.$ZodIssue & { input?: unknown };
  const params = Object.fromEntries(
    Object.entries(rest).filter(
      ([, value]) => ['string', 'number', 'boolean'].includes(typeof value) || Array.isArray(value),
    ),
  );
  return {
    path: [source, ...path.map(String)].join('.'),
    message,
    code,
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
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
    const issues: ValidationIssue[] = [];
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
        for (const issue of result.error.issues) issues.push(issueOf(key, issue));
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

/**
 * A partial edit merged with the current record, checked whole with the creation rule: a 400 naming each
 * field as the request's body would (`body.url`), exactly like `validate` does for a full body.
 */
export function parseMerged<T extends z.ZodType>(schema: T, merged: unknown): z.infer<T> {
  const result = schema.safeParse(merged);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => issueOf('body', issue));
  throw badRequest(`Invalid ${issues.map((issue) => issue.path).join(', ')}`, issues);
}
