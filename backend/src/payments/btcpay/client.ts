import type { z } from 'zod';
import { ProviderUnavailable } from '../provider';

export interface GreenfieldClientOptions {
  readonly url: string;
  readonly apiKey: string;
  readonly fetch?: typeof fetch;
  /** Per request, body included; past it the provider counts as unavailable. */
  readonly timeoutMs?: number;
}

export type GreenfieldRequest = <T extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: T,
  body?: unknown,
) => Promise<z.infer<T>>;

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * One Greenfield call: `Authorization: token <key>`, JSON both ways, the answer checked against `schema`.
 * What a retry may cure (no answer, a timeout, 5xx, 429) is ProviderUnavailable, which the API answers 503;
 * any other refusal is a plain Error naming the endpoint and BTCPay's reason, for the operator's log. No
 * message ever carries the API key, and none carries an HTTP `status` the API's error middleware would
 * mistake for its own answer.
 */
export function greenfieldClient(options: GreenfieldClientOptions): GreenfieldRequest {
  const base = options.url.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return async (method, path, schema, body) => {
    const endpoint = `${method} ${path}`;
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Authorization: `token ${options.apiKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs} ms`
          : describeNetworkError(error);
      throw new ProviderUnavailable(`BTCPay Server did not answer ${endpoint}: ${reason}`, { cause: error });
    }
    if (status >= 500 || status === 429) {
      throw new ProviderUnavailable(`BTCPay Server answered ${status} to ${endpoint}${reasonOf(text)}`);
    }
    if (status === 401) {
      throw new Error(`BTCPay Server refused the API key (401) on ${endpoint}: check BTCPAY_API_KEY${reasonOf(text)}`);
    }
    if (status === 403) {
      throw new Error(
        `BTCPay Server answered 403 to ${endpoint}: the API key lacks a permission on this store (check BTCPAY_STORE_ID and the key's permissions)${reasonOf(text)}`,
      );
    }
    if (status < 200 || status >= 300) {
      throw new Error(`BTCPay Server answered ${status} to ${endpoint}${reasonOf(text)}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`BTCPay Server answered ${endpoint} with something other than JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new Error(
        `BTCPay Server answered ${endpoint} with an unexpected body (${first?.path.join('.') || 'body'}: ${first?.message})`,
      );
    }
    return parsed.data;
  };
}

/** fetch says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is in its cause. */
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return detail ? `${error.message} (${detail})` : error.message;
}

/** BTCPay's `{code, message}` or validation `[{path, message}]`, shortened for a log line. */
function reasonOf(text: string): string {
  let reason = text;
  try {
    const json = JSON.parse(text) as unknown;
    if (Array.isArray(json)) {
      reason = json
        .map((item: { path?: unknown; message?: unknown }) => `${String(item.path)}: ${String(item.message)}`)
        .join('; ');
    } else if (json && typeof json === 'object' && 'message' in json) {
      const { code, message } = json as { code?: unknown; message?: unknown };
      reason = code ? `${String(code)}: ${String(message)}` : String(message);
    }
  } catch {
    // Not JSON (a proxy's error page): its start is still the best clue.
  }
  reason = reason.replace(/\s+/g, ' ').trim();
  return reason ? ` (${reason.slice(0, 300)})` : '';
}
