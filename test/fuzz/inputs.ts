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
  /** The `code` of the 400 every route must answer, whoever asks (the boundary's own refusals). */
  readonly code?: string;
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

/** The field names of a JSON query parameter's schema (`jsonParam`: text piped into the object it must parse to). */
function jsonFieldNames(schema: z.ZodType | undefined): string[] | null {
  const def = (schema as { def?: { type?: string; innerType?: z.ZodType; out?: z.ZodType } } | undefined)?.def;
  if (!def) return null;
  if (def.innerType) return jsonFieldNames(def.innerType);
  return def.type === 'pipe' && def.out ? fieldNames(def.out) : null;
}

const jsonQuery = (parts: Record<string, unknown>) =>
  Object.entries(parts)
    .map(([name, value]) => `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');

/**
 * JSON inside the query of a staff list (ra-data-simple-rest's `sort`, `range` and `filter`): `\u0000` is six
 * plain characters until the route parses it, so the raw query's checks never see the NUL (issue 25 §4).
 */
function listInputs(filterNames: readonly string[]): FuzzInput[] {
  const names = filterNames.length > 0 ? filterNames : ['q'];
  const textRule = { boundary: true as const, code: 'invalid_text' };
  return [
    // One field at a time: a NUL in every field would be refused by whichever enum or number comes first.
    ...names.map((name) => ({
      name: `JSON filter: NUL in ${name}`,
      ...textRule,
      query: jsonQuery({ filter: { [name]: NUL } }),
    })),
    {
      name: 'JSON filter: lone surrogate in every value',
      ...textRule,
      query: jsonQuery({ filter: everyField(names, LONE_SURROGATE) }),
    },
    {
      name: 'JSON filter: NUL inside a list of values',
      ...textRule,
      query: jsonQuery({ filter: everyField(names, ['ok', NUL]) }),
    },
    { name: 'JSON filter: NUL in a field name', ...textRule, query: jsonQuery({ filter: { [NUL]: 'x' } }) },
    { name: 'JSON sort: NUL in the field', ...textRule, query: jsonQuery({ sort: [NUL, 'ASC'] }) },
    { name: 'JSON range: NUL instead of numbers', ...textRule, query: jsonQuery({ range: [NUL, LONE_SURROGATE] }) },
    {
      name: 'JSON filter: nested 200 levels deep',
      ...textRule,
      query: jsonQuery({ filter: `{"${names[0]}":${deep(200)}}` }),
    },
    { name: 'JSON filter: 600 ids', query: jsonQuery({ filter: { id: Array(600).fill('a') } }) },
    // As many values as the 16 KB request line holds.
    { name: 'JSON filter: 3,000 numbers', query: jsonQuery({ filter: { [names[0]!]: Array(3000).fill(0) } }) },
    // Text PostgreSQL refuses is above; a 10 KB value in every field only meets the 16 KB request-line limit.
    ...HOSTILE_VALUES.filter(([label, , text]) => !text && !label.includes('KB')).map(([label, value]) => ({
      name: `JSON filter: ${label} in every field`,
      query: jsonQuery({ filter: everyField(names, value) }),
    })),
    { name: 'JSON filter: a string', query: jsonQuery({ filter: '"text"' }) },
    { name: 'JSON sort/range: objects', query: jsonQuery({ sort: { field: 'x' }, range: { from: 0 } }) },
  ];
}

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
  const query = route.schemas.query as z.ZodObject | undefined;
  const filterNames = query instanceof z.ZodObject ? jsonFieldNames(query.shape.filter as z.ZodType) : null;
  if (filterNames) inputs.push(...listInputs(filterNames));
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
