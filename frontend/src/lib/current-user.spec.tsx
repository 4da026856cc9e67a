import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { useCurrentUser } from './current-user';

function renderCurrentUser() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCurrentUser(), { wrapper });
}

describe('the signed-in member', () => {
  it('is read from GET /api/user as the API answers it, a member without a sign-in address included', async () => {
    // The API answers `email: null` for a member whose private account record is missing (users/dto.ts).
    mockApi(signedIn(aUser({ email: null })));
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.user?.username).toBe('amelie');
  });

  it('is nobody for a visitor, and for an answer that is not a member', async () => {
    mockApi();
    const visitor = renderCurrentUser();
    await waitFor(() => expect(visitor.result.current.checked).toBe(true));
    expect(visitor.result.current.user).toBeNull();

    mockApi({ 'GET /api/user': { status: 200, body: { ...aUser(), role: 'superuser' } } });
    const stranger = renderCurrentUser();
    await waitFor(() => expect(stranger.result.current.checked).toBe(true));
    expect(stranger.result.current.user).toBeNull();
  });

  it('asks so that a visitor is answered without an error status (204, nobody), and reads that as nobody', async () => {
    const calls = mockApi({ 'GET /api/user': { status: 204 } });
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.user).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/user?guest=null']);
  });
});
