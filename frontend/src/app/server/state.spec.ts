import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { adoptServerState, serverState } from './state';

const LISTING = ['listing', '/api/users?category=all&region=montreal'] as const;
const PROFILE = ['profile', 'nobody'] as const;

/** The answers a render read: a listing at `listingAt`, and an unknown profile's 404 at `refusedAt`. */
async function answered(listingAt: number, refusedAt: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(LISTING, { data: [{ username: 'jade.4' }] }, { updatedAt: listingAt });
  const now = Date.now;
  Date.now = () => refusedAt;
  try {
    await client.prefetchQuery({
      queryKey: PROFILE,
      queryFn: () => Promise.reject(new ApiError(404, { msg: 'Not found', code: 'not_found' })),
    });
  } finally {
    Date.now = now;
  }
  return client;
}

describe('the answers a server-rendered page embeds', () => {
  it('are the same bytes for the same answers read at different moments, dated to the given one', async () => {
    const first = JSON.stringify(serverState(await answered(1_000, 1_200), 5_000));
    const second = JSON.stringify(serverState(await answered(3_000, 4_900), 5_000));
    expect(second).toBe(first);

    const state = serverState(await answered(1_000, 1_200), 5_000);
    expect(state.queries.map((query) => query.state.dataUpdatedAt || query.state.errorUpdatedAt)).toEqual([
      5_000, 5_000,
    ]);
  });

  it('hand the browser the listing as fresh as dated, and the refusal as the API error it was', async () => {
    const browser = new QueryClient();
    adoptServerState(browser, serverState(await answered(1_000, 1_200), 5_000));
    expect(browser.getQueryState(LISTING)?.dataUpdatedAt).toBe(5_000);
    const refusal = browser.getQueryState(PROFILE)?.error;
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(404);
  });
});
