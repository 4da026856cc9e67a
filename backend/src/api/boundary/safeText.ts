import type { Context, Next } from 'koa';
import { HttpError } from '../errors';

/** Deeper than any payload of ours; a walker that follows a 100,000-level array would blow the stack. */
const MAX_DEPTH = 32;
/**
 * Keys that rewrite an object's prototype when a body is merged with `Object.assign` or a naive deep
 * merge. No payload of ours has such a field, so they are refused rather than trusted never to be merged.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates without their pair (not valid Unicode). */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Request headers whose values end up stored (sessions keep the user agent; events the request id). */
const STORED_HEADERS = ['user-agent', 'x-request-id', 'referer'] as const;

const unsafe = (path: string, why: string) =>
  new HttpError(400, 'invalid_text', `${path} ${why}`, [{ path, message: why }]);

/** The first problem in a parsed JSON value, or null: text PostgreSQL cannot store, a dangerous key, depth. */
export function findUnsafeValue(value: unknown, path: string, depth = 0): HttpError | null {
  if (typeof value === 'string') {
    return UNSAFE.test(value) ? unsafe(path, 'contains a NUL character or an unpaired surrogate') : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return unsafe(path, `is nested deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const problem = findUnsafeValue(value[index], `${path}.${index}`, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}.${key.replace(UNSAFE, '?')}`;
    if (FORBIDDEN_KEYS.has(key)) return unsafe(at, 'is not an accepted field name');
    if (UNSAFE.test(key)) return unsafe(at, 'contains a NUL character or an unpaired surrogate');
    const problem = findUnsafeValue(item, at, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** A query value that may hold JSON: an object or an array, as ra-data-simple-rest sends `filter`, `sort`, `range`. */
const JSON_START = /^\s*[[{]/;

/**
 * Query values as the routes will read them once `jsonParam` (simpleRest.ts) parses them: `\u0000` in a
 * `filter` is six plain characters until JSON.parse makes it a NUL that PostgreSQL refuses with a 500
 * (issue 25 §4). Text that is not JSON is left to the route's validation; undefined then, which is safe.
 */
function parsedJsonValues(query: Record<string, unknown>): Record<string, unknown> {
  const parse = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(parse);
    if (typeof value !== 'string' || !JSON_START.test(value)) return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  };
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, parse(value)]));
}

function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    throw new HttpError(400, 'invalid_path', 'The path is not valid percent-encoded UTF-8', [
      { path: 'path', message: 'malformed percent-encoding' },
    ]);
  }
}

/**
 * Refuses, once and before any route runs, text that PostgreSQL would reject or that is not Unicode:
 * in the path, the query (the JSON in it too, as parsed), the JSON body and the headers we store. A 400
 * names the field, so a client learns what to fix and the database never answers a 500 for a client's bytes.
 */
export async function refuseUnsafeText(ctx: Context, next: Next): Promise<void> {
  const path = decodedPath(ctx.path);
  if (UNSAFE.test(path)) throw unsafe('path', 'contains a NUL character or an unpaired surrogate');
  const problem =
    findUnsafeValue({ ...ctx.query }, 'query') ??
    findUnsafeValue(parsedJsonValues(ctx.query), 'query') ??
    findUnsafeValue((ctx.request as { body?: unknown }).body, 'body') ??
    findUnsafeValue(Object.fromEntries(STORED_HEADERS.map((name) => [name, ctx.get(name)])), 'headers');
  if (problem) throw problem;
  await next();
}
