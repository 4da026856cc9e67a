import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { HOME_KEY } from '@/features/home';
import { ApiError } from '@/lib/api-client';
import { listingKey } from '@/features/directory';
import { statusOf, type RenderedPlan } from './page-data';
import { planPage } from './page-plan';

const planOf = (path: string) => planPage(appRoutes(), path, '') as RenderedPlan;

/** A render's cache with the page's query answered, or refused with `error`. */
async function renderedWith(key: readonly unknown[], error?: Error): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: key, queryFn: () => (error ? Promise.reject(error) : Promise.resolve({})) });
  return client;
}

describe('the status of a server-rendered page', () => {
  it('is 503 when the home could not read its profiles (the database is down), never a cacheable 200', async () => {
    const home = planOf('/');
    expect(home.kind).toBe('home');
    expect(statusOf(await renderedWith(HOME_KEY, new TypeError('fetch failed')), home, false)).toBe(503);
    expect(statusOf(await renderedWith(HOME_KEY), home, false)).toBe(200);
  });

  it("is 503 when a listing's read fails on the server's side, and the API's own 4xx when it refuses", async () => {
    const listing = planOf('/female-escorts/montreal');
    if (listing.kind !== 'listing') throw new Error('not a listing');
    const key = listingKey(listing.apiUrl);
    expect(statusOf(await renderedWith(key, new ApiError(500, null)), listing, false)).toBe(503);
    expect(
      statusOf(await renderedWith(key, new ApiError(404, { msg: 'Unknown place', code: 'not_found' })), listing, false),
    ).toBe(404);
  });

  it("is 503 when the site's settings could not be read, whatever the page", async () => {
    expect(statusOf(await renderedWith(HOME_KEY), planOf('/'), false, true)).toBe(503);
  });
});
