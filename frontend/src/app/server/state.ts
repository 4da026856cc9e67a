import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorBody } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/current-user';

const CURRENT_USER_HASH = hashKey(CURRENT_USER_KEY);

/** An API refusal as it travels in the page: a plain object the browser turns back into an ApiError. */
interface SentError {
  apiError: { status: number; body: ApiErrorBody | null };
}

/**
 * The server's answered queries, for the page: successes, and API refusals (an unknown profile's 404), so
 * the browser's first render shows what the server rendered instead of loading it again. Every answer is said
 * to have been read at `readAt`, a moment at or before the request when the answers were the same (the render
 * cache's key holds them): the same page then embeds the same bytes, which lets the server reuse the whole
 * document and a browser or shared cache revalidate it to a 304.
 */
export function serverState(client: QueryClient, readAt: number): DehydratedState {
  // Any other failure (the API unreachable) stays out of the page: the browser asks again.
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.error instanceof ApiError,
  });
  for (const query of state.queries) {
    const times = query.state as { dataUpdatedAt: number; errorUpdatedAt: number };
    // Who is signed in is asked again by the browser whatever the page says (page-data.ts): a shared or browser
    // cache may hand a visitor's page to a member. Nobody stays the answer meanwhile, so nothing re-renders.
    if (times.dataUpdatedAt) times.dataUpdatedAt = query.queryHash === CURRENT_USER_HASH ? 0 : readAt;
    if (times.errorUpdatedAt) times.errorUpdatedAt = readAt;
    (query as { dehydratedAt?: number }).dehydratedAt = readAt;
    const error: unknown = query.state.error;
    if (error instanceof ApiError) {
      const sent: SentError = { apiError: { status: error.status, body: error.body } };
      (query.state as { error: unknown }).error = sent;
    }
  }
  return state;
}

/** Hands the state the server embedded (`<script type="application/json" id="ssr-data">`) to the browser's cache. */
export function adoptServerState(client: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const sent = query.state.error as Partial<SentError> | null;
    if (!sent?.apiError) continue;
    query.state.error = new ApiError(sent.apiError.status, sent.apiError.body);
    // A refusal is a final answer (an unknown profile): shown as the server showed it, not asked again on mount.
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(client, state);
}
