import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';

/** The API's error body (docs/api.md): every error answers `{ msg, code, issues? }`. */
export const ApiErrorBody = z.object({
  msg: z.string(),
  code: z.optional(z.string()),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

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
  /** Validates a success body (a zod or zod-mini schema); without it the body is returned as `unknown`. */
  schema?: $ZodType<T>;
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
 * The one way the site talks to the API (SPEC §7): same-origin relative `/api/...` URLs with the session
 * cookie, JSON or FormData bodies as they are, `{ data, status }` back; a non-success status throws.
 */
export async function apiRequest<T = unknown>(
  method: Method,
  url: string,
  { body, schema, signal }: RequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    const errorBody = ApiErrorBody.safeParse(tryParseJson(text));
    throw new ApiError(response.status, errorBody.success ? errorBody.data : null);
  }
  const data = parseBody(text, response.status);
  if (!schema) return { data: data as T, status: response.status };
  const checked = z.safeParse(schema, data);
  if (!checked.success) throw new ApiError(response.status, null, 'Unexpected response shape');
  return { data: checked.data, status: response.status };
}

/** GET returning only the validated body: the query functions' fetcher. */
export async function fetcher<T>(url: string, schema: $ZodType<T>, signal?: AbortSignal): Promise<T> {
  const { data } = await apiRequest('GET', url, { schema, signal });
  return data;
}
