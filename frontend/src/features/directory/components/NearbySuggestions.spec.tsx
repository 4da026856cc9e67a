import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';
import type { NearbyPlace } from '../api/listing-schema';

function thinListing(usernames: string[], nearby: NearbyPlace[]) {
  return {
    status: 200,
    body: {
      data: usernames.map((username) => aCard({ username })),
      nextChunk: null,
      extraData: { total: usernames.length, page: 1, pageSize: 24, pages: 1 },
      nearby,
    },
  };
}

const NEARBY: NearbyPlace[] = [
  { kind: 'city', region: 'montreal', city: 'verdun', total: 3 },
  { kind: 'region', region: 'montreal', city: null, total: 5 },
  { kind: 'region', region: 'capitale-nationale', city: null, total: 1 },
];

describe('nearby places under a thin listing (docs/product.md §9)', () => {
  beforeAll(() => Promise.all([loadShell(), import('./ListingPage'), import('./NearbySuggestions')]), 60_000);
  beforeEach(() => writeConsent(false));

  it('lists the nearby places with their counts, linking to their listings in the same category and filters', async () => {
    mockApi({ 'GET /api/users': thinListing(['amelie'], NEARBY) });
    await renderAt('/female-escorts/montreal/ville-marie?travel=incall');
    const section = await screen.findByRole('region', { name: 'À proximité' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Verdun, 3 profils', '/female-escorts/montreal/verdun?travel=incall'],
      ['Toute la région Montréal, 5 profils', '/female-escorts/montreal?travel=incall'],
      ['Québec, 1 profil', '/female-escorts/capitale-nationale?travel=incall'],
    ]);
    // The card stays above the suggestions.
    expect(screen.getByRole('list', { name: 'Profils' })).toBeInTheDocument();
  });

  it('offers them in English under an empty listing too', async () => {
    mockApi({ 'GET /api/users': thinListing([], NEARBY.slice(0, 1)) });
    await renderAt('/en/all/montreal/ville-marie');
    const section = await screen.findByRole('region', { name: 'Nearby places' });
    expect(within(section).getByRole('link', { name: 'Verdun, 3 profiles' })).toHaveAttribute(
      'href',
      '/en/all/montreal/verdun',
    );
  });

  it('shows nothing when the listing suggests nothing', async () => {
    mockApi({ 'GET /api/users': thinListing(['amelie', 'zoe', 'lea'], []) });
    await renderAt('/female-escorts/montreal/ville-marie');
    await screen.findByRole('list', { name: 'Profils' });
    expect(screen.queryByTestId('nearby-suggestions')).not.toBeInTheDocument();
  });
});
