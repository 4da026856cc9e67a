import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

const answer = (pages = 1) => ({
  status: 200,
  body: {
    data: [aCard({ username: 'amelie' })],
    nextChunk: pages > 1 ? 'snap-2' : null,
    extraData: { total: pages * 24, page: 1, pageSize: 24, pages },
  },
});

const lastQuery = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/users?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams))
    .at(-1);

describe('listing order and "show only" choices', () => {
  beforeAll(() => Promise.all([loadShell(), import('./ListingPage')]), 60_000);
  beforeEach(() => writeConsent(false));

  it('sorts by newest from page 1 and keeps the order in the page links', async () => {
    const calls = mockApi({ 'GET /api/users': answer(3) });
    const { router } = await renderAt('/en/all/montreal/page/2');
    const order = await screen.findByRole('group', { name: 'Sort by' });
    expect(within(order).getByRole('button', { name: 'Featured' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(order).getByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal?sort=newest'));
    expect(within(order).getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ category: 'all', region: 'montreal', sort: 'newest' }));
    const pages = await screen.findByRole('navigation', { name: 'Listing pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en/all/montreal/page/2?sort=newest',
    );
  });

  it('goes back to the featured order, the address without a sort', async () => {
    mockApi({ 'GET /api/users': answer() });
    const { router } = await renderAt('/en/all/montreal?sort=newest');
    const order = await screen.findByRole('group', { name: 'Sort by' });
    await user.click(within(order).getByRole('button', { name: 'Featured' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal'));
  });

  it('narrows to the available, verified or VIP profiles beside the other filters; clearing keeps the order', async () => {
    const calls = mockApi({ 'GET /api/users': answer() });
    const { router } = await renderAt('/en/all/laval?sort=active');
    const only = await screen.findByRole('group', { name: 'Show only' });
    await user.click(within(only).getByRole('button', { name: 'VIP' }));
    await user.click(within(only).getByRole('button', { name: 'Available now' }));
    await user.click(screen.getByRole('button', { name: 'Incall' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/laval?travel=incall&only=available,vip&sort=active'));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        category: 'all',
        region: 'laval',
        travel: 'incall',
        only: 'available,vip',
        sort: 'active',
      }),
    );
    expect(within(only).getByRole('button', { name: 'Verified' })).toHaveAttribute('aria-pressed', 'false');

    // The filter bar's: the phones' chip row offers the same button (both layouts are in the page, CSS picks one).
    const bar = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/laval?sort=active'));
  });

  it('reads the order and the choices from the address, in French', async () => {
    const calls = mockApi({ 'GET /api/users': answer() });
    await renderAt('/all/laval?sort=active&only=verified');
    const order = await screen.findByRole('group', { name: 'Trier par' });
    expect(within(order).getByRole('button', { name: 'Actifs récemment' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Profils vérifiés' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastQuery(calls)).toEqual({ category: 'all', region: 'laval', only: 'verified', sort: 'active' });
  });

  it('reads an unknown order as the featured one', async () => {
    const calls = mockApi({ 'GET /api/users': answer() });
    await renderAt('/all/laval?sort=price');
    const order = await screen.findByRole('group', { name: 'Trier par' });
    expect(within(order).getByRole('button', { name: 'En vedette' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastQuery(calls)).toEqual({ category: 'all', region: 'laval' });
  });
});

describe('the listing remembers its region', () => {
  beforeEach(() => writeConsent(false));

  it('for the home, which opens on the region of the last listing viewed', async () => {
    mockApi({ 'GET /api/users': answer() });
    await renderAt('/female-escorts/laval');
    await screen.findByRole('group', { name: 'Trier par' });
    await waitFor(() => expect(document.cookie).toContain('region=laval'));
  });
});
