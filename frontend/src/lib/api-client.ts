/** One refused field of a 400: where, the English message, zod's `code` and its `params` (docs/api.md). */
export interface ApiIssue {
  path: string;
  message: string;
  /** Left unchecked here, off the first load: lib/form-errors.ts reads them where it words the issue. */
  code?: unknown;
  params?: unknown;
}

/** The API's error body (docs/api.md): every error answers `{ msg, code, issues? }`. */
export interface ApiErrorBody {
  msg: string;
  code?: string;
  issues?: ApiIssue[];
}

/**
 * Read by hand rather than with a schema: this file is on every page's first load and must not pull in a
 * validation library. Only `msg` is required; a malformed `code` or `issues` is dropped, not trusted.
 */
function readErrorBody(value: unknown): ApiErrorBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { msg, code, issues } = value as Record<string, unknown>;
  if (typeof msg !== 'string') return null;
  const body: ApiErrorBody = { msg };
  if (typeof code === 'string') body.code = code;
  if (Array.isArray(issues) && issues.every(isIssue)) body.issues = issues;
  return body;
}

function isIssue(value: unknown): value is ApiIssue {
  const issue = value as { path?: unknown; message?: unknown } | null;
  return typeof issue?.path === 'string' && typeof issue.message === 'string';
}

type ValidationResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] };

/**
 * The part of the Standard Schema interface (standardschema.dev) the client uses; zod and zod-mini schemas
 * are ones. The client only calls `validate`, so validation code is downloaded with the feature that declares
 * the schema, and a schema may even load itself lazily (see features/auth/api/get-current-user.ts).
 */
export interface ResponseSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => ValidationResult<T> | Promise<ValidationResult<T>>;
  };
  /** A schema that loads itself (lib/lazy-schema.ts) starts its download here, beside the request it checks. */
  readonly preload?: () => void;
}

/** A non-success answer, or an answer the UI cannot read; carries the HTTP status and the server's code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    message = body?.msg ?? `HTTP ${status}`,
  ) {
    super(message);
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiResponse<T> {
  data: T;
  status: number;
}

interface RequestOptions<T> {
  body?: unknown;
  /** Validates a success body; without it the body is returned as `unknown`. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

/** Empty bodies (204) read as null; a body that is not JSON (an HTML fallback page) is an unreadable answer. */
function parseBody(text: string, status: number): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(status, null, 'Unreadable response');
  }
}

/** An error answer may be an HTML page from a proxy; it then simply has no readable body. */
function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * How requests reach the API: the browser's `fetch`, or, in the server render (entry-server.tsx), an
 * in-process call into the same Koa app, so a page rendered on the server reads exactly what the browser would.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** Used once by the server render; the browser never calls it. */
export function setApiTransport(next: (url: string, init: RequestInit) => Promise<Response>): void {
  transport = next;
}

/**
 * The one way the site talks to the API (docs/product.md §7): same-origin relative `/api/...` URLs with the session
 * cookie, JSON or FormData bodies as they are, `{ data, status }` back; a non-success status throws.
 */
export async function apiRequest<T = unknown>(
  method: Method,
  url: string,
  { body, schema, signal }: RequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  schema?.preload?.();
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await transport(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, readErrorBody(tryParseJson(text)));
  }
  const data = parseBody(text, response.status);
  if (!schema) return { data: data as T, status: response.status };
  const checked = await schema['~standard'].validate(data);
  if (checked.issues) throw new ApiError(response.status, null, 'Unexpected response shape');
  return { data: checked.value, status: response.status };
}

/** GET returning only the validated body: the query functions' fetcher. */
export async function fetcher<T>(url: string, schema: ResponseSchema<T>, signal?: AbortSignal): Promise<T> {
  const { data } = await apiRequest('GET', url, { schema, signal });
  return data;
}
