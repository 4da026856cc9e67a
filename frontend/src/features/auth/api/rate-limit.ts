import { ApiError } from '@/lib/api-client';

/**
 * How long a 429 `rate_limited` asks to wait, in seconds, or null when the answer is another one. The site words
 * the refusal itself from the code (docs/product.md §8), never with the server's English `msg`; the wait is read from
 * a `retryAfter` the body may carry, else from the number the server's sentence states ("… try again in 893
 * seconds"). A wait it cannot read is 0: the form then says "in a moment" rather than a wrong time.
 */
export function rateLimitWait(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { retryAfter?: unknown; msg?: unknown } | null;
  if (typeof body?.retryAfter === 'number' && Number.isFinite(body.retryAfter)) return Math.max(0, body.retryAfter);
  const stated = typeof body?.msg === 'string' ? /(\d+)\s*sec/i.exec(body.msg) : null;
  return stated ? Number(stated[1]) : 0;
}

/** The wait in whole minutes, rounded up (893 seconds is 15 minutes); 0 under a minute. */
export function waitMinutes(seconds: number): number {
  return seconds < 60 ? 0 : Math.ceil(seconds / 60);
}
