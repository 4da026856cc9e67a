import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { aUser, mockApi, signedIn, type RecordedCall } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';
import { readLocalFavorites, writeLocalFavorites } from './local-favorites';

const user = userEvent.setup({ delay: null });

const patches = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PATCH' && call.url === '/api/user/favorites').map((call) => call.body);

/** What GET /api/user/favorites answers today: a shorter record than a card. */
const entry = (id: string, username: string) => ({
  _id: id,
  username,
  role: 'escort',
  gender: 'woman',
  online: null,
  headline: `${username} headline`,
});

describe('favorites', () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(
    () =>
      Promise.all([
        loadShell(),
        import('./components/FavoritesPage'),
        import('@/features/directory/components/ListingPage'),
        import('@/features/profile/components/ProfilePage'),
      ]),
    60_000,
  );
  beforeEach(() => writeConsent(false));

  it('keeps a guest’s hearts on this device and lists them from there', async () => {
    const calls = mockApi({
      'GET /api/users': {
        status: 200,
        body: {
          data: [aCard({ _id: 'a1', username: 'amelie' })],
          nextChunk: null,
          extraData: { total: 1, page: 1, pageSize: 24, pages: 1 },
        },
      },
      'GET /api/user/favorites': { status: 200, body: [entry('a1', 'amelie')] },
      'POST /api/views': { status: 201, body: { counted: true } },
    });
    const { router } = await renderAt('/en/all/montreal');
    const heart = await screen.findByRole('button', { name: 'Add amelie to favorites' });
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove amelie from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(readLocalFavorites()).toEqual(['a1']);
    expect(patches(calls)).toEqual([]);

    await router.navigate('/en/favorites');
    const list = await screen.findByRole('list', { name: 'Favorites' });
    expect(within(list).getByRole('heading', { name: 'amelie' })).toBeInTheDocument();
    // The short record has no picture field: the card falls back to the placeholder of docs/product.md §7.
    expect(within(list).getByRole('img', { name: 'Photo of amelie' }).getAttribute('src')).toMatch(
      /^\/cached\/placeholders\/[1-5]\.jpg$/,
    );
    expect(calls.some((call) => call.url === '/api/user/favorites?ids=a1')).toBe(true);
    expect(screen.getByText(/kept on this device only/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Remove amelie from favorites' }));
    expect(await screen.findByText('No favorites yet')).toBeInTheDocument();
    expect(readLocalFavorites()).toEqual([]);
  });

  it('merges a guest’s favorites into the account at sign-in, then clears the local list', async () => {
    writeLocalFavorites(['newest', 'gone', 'already', 'oldest']);
    let favorites: Record<string, true> = { already: true };
    const calls = mockApi({
      'GET /api/user': () => ({ status: 200, body: aUser({ favorites }) }),
      'PATCH /api/user/favorites': (body) => {
        const { favoritedUserId } = body as { favoritedUserId: string };
        if (favoritedUserId === 'gone') return { status: 404, body: { msg: 'User not found', code: 'not_found' } };
        favorites = { ...favorites, [favoritedUserId]: true };
        return { status: 200, body: { favorites } };
      },
      'GET /api/user/favorites': () => ({
        status: 200,
        body: Object.keys(favorites).map((id) => entry(id, `user-${id}`)),
      }),
    });
    await renderAt('/en/favorites');

    await waitFor(() => expect(readLocalFavorites()).toEqual([]));
    expect(patches(calls)).toEqual([
      { favoritedUserId: 'oldest', isFavorited: true },
      { favoritedUserId: 'gone', isFavorited: true },
      { favoritedUserId: 'newest', isFavorited: true },
    ]);
    const list = await screen.findByRole('list', { name: 'Favorites' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual(['user-already', 'user-oldest', 'user-newest']),
    );
    expect(screen.queryByText(/kept on this device only/)).not.toBeInTheDocument();
  });

  it('keeps the ids the server could not take for the next sign-in', async () => {
    writeLocalFavorites(['later', 'fine']);
    mockApi({
      ...signedIn(aUser()),
      'PATCH /api/user/favorites': (body) =>
        (body as { favoritedUserId: string }).favoritedUserId === 'later'
          ? { status: 503, body: { msg: 'unavailable', code: 'internal' } }
          : { status: 200, body: { favorites: { fine: true } } },
      'GET /api/user/favorites': { status: 200, body: [] },
    });
    await renderAt('/en/favorites');
    await waitFor(() => expect(readLocalFavorites()).toEqual(['later']));
  });

  it('saves a member’s heart on the server', async () => {
    const calls = mockApi({
      ...signedIn(aUser()),
      'GET /api/users/melanie.qc': {
        status: 200,
        body: {
          ...aCard(),
          listed: true,
          pictures: [],
          incall: true,
          outcall: true,
          virtual: false,
          websiteUrl: null,
          tour: null,
          verified: true,
          lastSeenAt: null,
          memberSince: '2025-01-01T00:00:00Z',
          messagingAvailable: true,
          contact: null,
        },
      },
      'PATCH /api/user/favorites': { status: 200, body: { favorites: { 'id-melanie.qc': true } } },
      'POST /api/views': { status: 201, body: { counted: true } },
    });
    await renderAt('/en/user/melanie.qc');
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toBeInTheDocument();
    expect(patches(calls)).toEqual([{ favoritedUserId: 'id-melanie.qc', isFavorited: true }]);
    expect(readLocalFavorites()).toEqual([]);
  });
});
