import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchApi } from '@annuaire/shared';
import { setApiTransport } from '@/lib/api-client';

/**
 * The API a render's requests go to. lib/api-client.ts has one transport for the whole bundle (the browser has one
 * API), yet a process may build several apps from one loaded bundle (the tests do), each rendering through its own
 * Koa app (backend/src/web/ssr/inProcess.ts): pointing the transport at each app in turn let the last app built
 * answer every app's pages. So the bundle's transport is set once, here, to a dispatcher holding no app of its
 * own: each request goes to the API of the render it belongs to, which `withApi` names for the render's whole
 * asynchronous course (its data reads and React's render).
 */
const renderApi = new AsyncLocalStorage<FetchApi>();

setApiTransport((url, init) => {
  const fetchApi = renderApi.getStore();
  if (!fetchApi) return Promise.reject(new Error(`An API request outside a server render (${url})`));
  return fetchApi(url, init);
});

/** Runs `work` with its API requests going to `fetchApi`. */
export function withApi<T>(fetchApi: FetchApi, work: () => Promise<T>): Promise<T> {
  return renderApi.run(fetchApi, work);
}
