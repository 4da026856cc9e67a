import { fetchUtils, HttpError } from 'react-admin';

/** The API's error body (docs/api.md): a message for people, a stable code, the fields at fault. */
export interface ApiErrorBody {
  readonly msg: string;
  readonly code: string;
  readonly issues?: ReadonlyArray<{ path: string; message: string }>;
}

/**
 * Error codes the staff app has its own words for (`annuaire.errors.<code>` in both languages); any other
 * failure shows the translated default message (docs/product.md §8), never the server's English text alone.
 */
export const TRANSLATED_ERROR_CODES = [
  'unauthenticated',
  'forbidden',
  'not_found',
  'invalid_request',
  'insufficient_credits',
  'role_not_switchable',
  'staff_not_impersonable',
  'concurrent_update',
  'rate_limited',
  'merge_in_progress',
  'email_taken',
  'username_taken',
  'login_link_invalid',
] as const;

/** The translation key of an error's message: its code's own, else the default one. */
export function errorMessageKey(code: string | undefined): string {
  return code && (TRANSLATED_ERROR_CODES as readonly string[]).includes(code)
    ? `annuaire.errors.${code}`
    : 'annuaire.errors.default';
}

const isErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).code === 'string';

/**
 * fetch for the staff app: same-origin with the session cookie, JSON both ways. A failure becomes
 * react-admin's HttpError whose message is a translation key (react-admin translates it in its toasts)
 * and whose body keeps the server's `{msg, code, issues}`.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? {});
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError) {
      const body: unknown = error.body;
      throw new HttpError(errorMessageKey(isErrorBody(body) ? body.code : undefined), error.status, body);
    }
    // fetch rejects with a TypeError when the network fails; cancellations (AbortError) pass through.
    if (error instanceof TypeError) throw new HttpError('annuaire.errors.default', 0, null);
    throw error;
  }
}

/** The server's error body of a failed call, when it sent one. */
export function errorBodyOf(error: unknown): ApiErrorBody | null {
  const body = error instanceof HttpError ? (error.body as unknown) : null;
  return isErrorBody(body) ? body : null;
}
