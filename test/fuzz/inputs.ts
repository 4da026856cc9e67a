import { z } from 'zod';
import type { RouteEntry } from '../../backend/src/api/routeTable';

/** One hostile or careless request to a route: what replaces its path ids, its query and its body. */
export interface FuzzInput {
  readonly name: string;
  /** Raw (already percent-encoded) text for every path parameter; a real id when unset. */
  readonly param?: string;
  /** Raw query string, without `?`. */
  readonly query?: string;
  readonly body?: { readonly contentType: string; readonly text: string };
  /**
   * Refused by the checks every request passes before any route (text PostgreSQL cannot store, a body
   * that is not a JSON object, too large or too deep): the same answer with or without a session.
   */
  readonly boundary?: true;
}

const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) });
const raw = (contentType: string, text: string) => ({ contentType, text });

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** JSON.stringify escapes a lone surrogate as `\ud800`, which is exactly what a hostile client sends. */
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const MEGABYTE = 'x'.repeat(1024 * 1024);

/** Values of the wrong kind for any field: text PostgreSQL refuses, numbers out of every range, wrong types. */
const HOSTILE_VALUES: ReadonlyArray<[string, unknown, boolean?]> = [
  ['NUL byte', NUL, true],
  ['lone surrogate', LONE_SURROGATE, true],
  ['negative number', -1],
  ['huge number', 1e308],
  ['fractional number', 0.5],
  ['object', { nested: { deeper: true } }],
  ['array', [1, 'two', null]],
  ['boolean', true],
  ['null', null],
  // Long enough to pass every length limit of ours, short enough that a dozen fields stay under the body limit.
  ['10 KB string', 'y'.repeat(10 * 1024)],
  ['invalid id', 'not-an-id'],
  ['unknown id', '00000000-0000-4000-8000-000000000000'],
];

/** The field names a zod object schema declares (the shape of `.strict()`, `.extend()` and such). */
export function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  const inner = (schema as { def?: { innerType?: z.ZodType; in?: z.ZodType } }).def;
  return inner?.innerType ? fieldNames(inner.innerType) : inner?.in ? fieldNames(inner.in) : [];
}

const everyField = (names: readonly string[], value: unknown) =>
  Object.fromEntries((names.length > 0 ? names : ['value']).map((name) => [name, value]));

/** Every input sent to a route: the path, query and body cases, plus a cut-off upload for upload routes. */
export function inputsFor(route: RouteEntry): FuzzInput[] {
  const inputs: FuzzInput[] = [];
  if (route.paramNames.length > 0) {
    inputs.push(
      { name: 'invalid id in path', param: 'not-an-id' },
      { name: 'unknown id in path', param: '00000000-0000-4000-8000-000000000000' },
      { name: 'NUL byte in path', boundary: true, param: 'a%00b' },
      { name: 'lone surrogate (invalid UTF-8) in path', boundary: true, param: '%ED%A0%80' },
      { name: 'encoded slash and dots in path', param: '..%2F..%2Fetc' },
      { name: '2 KB path segment', param: 'z'.repeat(2048) },
    );
  }
  const queryNames = [...new Set([...fieldNames(route.schemas.query), 'page', 'q', 'sort', 'range', 'filter'])];
  const queryWith = (value: string) => queryNames.map((name) => `${name}=${value}`).join('&');
  inputs.push(
    { name: 'NUL byte in query', boundary: true, query: queryWith('a%00b') },
    { name: 'negative numbers in query', query: queryWith('-1') },
    { name: 'huge numbers in query', query: queryWith('1e309') },
    { name: 'fractional numbers in query', query: queryWith('1.5') },
    { name: 'repeated query keys', query: `${queryWith('1')}&${queryWith('2')}` },
    { name: 'bad sort/range/filter', query: 'sort=%5Bx&range=%5B-5,1e12%5D&filter=%7Bbad' },
    { name: 'wrong-type sort/range/filter', query: 'sort=%7B%7D&range=%5B%22a%22%5D&filter=%5B1%5D' },
  );
  if (route.method === 'GET') return inputs;

  const fields = fieldNames(route.schemas.body);
  inputs.push(
    { name: 'invalid JSON', boundary: true, body: raw('application/json', '{"a":') },
    { name: 'text/plain body', boundary: true, body: raw('text/plain', 'hello') },
    { name: 'form-encoded body', boundary: true, body: raw('application/x-www-form-urlencoded', 'a=1&b=2') },
    { name: 'JSON array', body: json([]) },
    { name: 'JSON string', boundary: true, body: json('text') },
    { name: 'JSON number', boundary: true, body: json(42) },
    { name: 'JSON null', boundary: true, body: raw('application/json', 'null') },
    { name: 'missing fields', body: json({}) },
    { name: 'extra fields', body: json({ ...everyField(fields, 'x'), extra: 1, isAdmin: true }) },
    { name: '1 MB string', boundary: true, body: json({ value: MEGABYTE }) },
    { name: 'deep nesting', boundary: true, body: raw('application/json', deep(50_000)) },
    {
      name: '__proto__ key',
      boundary: true,
      body: raw('application/json', '{"__proto__":{"role":"admin"},"role":"admin"}'),
    },
    { name: 'constructor key', boundary: true, body: json({ constructor: { prototype: { role: 'admin' } } }) },
    ...HOSTILE_VALUES.map(([label, value, boundary]) => ({
      name: `${label} in every field`,
      body: json(everyField(fields, value)),
      ...(boundary ? { boundary: true as const } : {}),
    })),
  );
  if (route.path.includes('upload')) {
    inputs.push({
      name: 'truncated multipart',
      body: raw(
        'multipart/form-data; boundary=X',
        '--X\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      ),
    });
  }
  return inputs;
}
