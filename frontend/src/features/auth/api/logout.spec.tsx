import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { useCurrentUser } from '@/lib/current-user';
import { useLogout } from './logout';

describe('logging out', () => {
  it('forgets the member at once and refreshes everything cached under the session', async () => {
    let favoritesFetches = 0;
    mockApi({
      ...signedIn(aUser()),
      'DELETE /api/auth': { status: 204 },
      'GET /api/user/favorites': () => {
        favoritesFetches += 1;
        return { status: 200, body: [] };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        current: useCurrentUser(),
        favorites: useQuery({
          queryKey: ['favorites'],
          queryFn: () => fetch('/api/user/favorites').then((r) => r.json()),
        }),
        logout: useLogout(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.current.user?.username).toBe('amelie'));
    await waitFor(() => expect(favoritesFetches).toBe(1));

    await act(() => result.current.logout.mutateAsync());
    expect(result.current.current.user).toBeNull();
    await waitFor(() => expect(favoritesFetches).toBe(2));
  });
});
