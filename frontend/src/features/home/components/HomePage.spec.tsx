import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

describe('home page regions (Quebec site)', () => {
  beforeEach(() => {
    writeConsent(false);
    window.history.replaceState(null, '', '/');
  });

  it("offers Quebec's quick filters by their short names, Montréal first and chosen", async () => {
    mockApi();
    await renderAt('/');
    const chips = within(await screen.findByRole('group', { name: 'Régions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Montréal', 'Québec', 'Laval', 'Montérégie', 'Laurentides']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Annonceuses indépendantes/ })).toHaveAttribute(
      'href',
      '/female-escorts/montreal',
    );
  });

  it('switches the categories to the chosen region and keeps the choice in the fragment', async () => {
    mockApi();
    await renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Québec' }));
    expect(screen.getByRole('heading', { name: 'Catégories\u00a0: Québec' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Libertins/ })).toHaveAttribute('href', '/libertines/capitale-nationale');
    await waitFor(() => expect(window.location.hash).toBe('#capitale-nationale'));
  });

  it('names places in the page language', async () => {
    mockApi();
    await renderAt('/en');
    const regions = await screen.findByRole('group', { name: 'Regions' });
    expect(within(regions).getByRole('button', { name: 'Quebec City' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: /Female escorts/ })).toHaveAttribute('href', '/en/female-escorts/montreal');
  });
});

describe('home page profiles', () => {
  const homeAnswer = (region: string) => ({
    status: 200,
    body: {
      region,
      availableNow: [aCard({ username: 'dispo', onlineNow: true })],
      vip: [aCard({ username: 'gold', vip: true })],
      newest: [],
      regions: [
        { key: region, count: 31 },
        { key: 'laval', count: 1 },
      ],
    },
  });
  const homeCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('/api/home'));

  beforeEach(() => {
    writeConsent(false);
    window.history.replaceState(null, '', '/');
  });

  it("shows the region's faces by section, leaves empty sections out, and links each to its listing", async () => {
    const calls = mockApi({ 'GET /api/home': homeAnswer('montreal') });
    await renderAt('/en');
    const available = await screen.findByRole('region', { name: 'Available now: Montréal' });
    expect(within(available).getByRole('heading', { name: 'dispo' })).toBeInTheDocument();
    expect(within(available).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/en/all/montreal?only=available',
    );
    // The first section's pictures load at once, the next ones as they near the screen.
    expect(within(available).getByRole('img', { name: 'Photo of dispo' })).toHaveAttribute('loading', 'eager');
    const vip = screen.getByRole('region', { name: 'VIP: Montréal' });
    expect(within(vip).getByRole('img', { name: 'Photo of gold' })).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('region', { name: /New profiles/ })).not.toBeInTheDocument();
    const counts = screen.getByRole('region', { name: 'Profiles by region' });
    expect(within(counts).getByRole('link', { name: 'Montréal 31 profiles' })).toHaveAttribute(
      'href',
      '/en/all/montreal',
    );
    expect(within(counts).getByRole('link', { name: 'Laval 1 profile' })).toHaveAttribute('href', '/en/all/laval');
    expect(homeCalls(calls).map((call) => call.url)).toEqual(['/api/home']);
  });

  it("opens on the site's largest city for a visitor without a remembered region: its faces come first", async () => {
    const calls = mockApi({ 'GET /api/home': homeAnswer('montreal') });
    await renderAt('/');
    const main = screen.getByRole('main');
    await within(main).findByRole('region', { name: 'Disponibles maintenant\u00a0: Montréal' });
    expect(within(main).getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
      'Disponibles maintenant\u00a0: Montréal',
    );
    // The region is the API's choice (backend/src/directory/home.ts): the page names none.
    expect(homeCalls(calls).map((call) => call.url)).toEqual(['/api/home']);
    const chips = within(screen.getByRole('group', { name: 'Régions' }));
    expect(chips.getByRole('button', { name: 'Montréal' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for the region of the last listing viewed, and chips it first when it is no quick filter', async () => {
    document.cookie = 'region=mauricie; Path=/';
    const calls = mockApi({ 'GET /api/home': homeAnswer('mauricie') });
    await renderAt('/');
    expect(await screen.findByRole('region', { name: 'Disponibles maintenant\u00a0: Mauricie' })).toBeInTheDocument();
    expect(homeCalls(calls).map((call) => call.url)).toEqual(['/api/home?region=mauricie']);
    const chips = within(screen.getByRole('group', { name: 'Régions' })).getAllByRole('button');
    expect(chips[0]).toHaveTextContent('Mauricie');
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a remembered region the site does not serve', async () => {
    document.cookie = 'region=greater-toronto-area; Path=/';
    const calls = mockApi({ 'GET /api/home': homeAnswer('montreal') });
    await renderAt('/');
    await screen.findByRole('region', { name: 'VIP\u00a0: Montréal' });
    expect(homeCalls(calls).map((call) => call.url)).toEqual(['/api/home']);
  });

  it("switches the faces to a chosen region's", async () => {
    mockApi({ 'GET /api/home': homeAnswer('montreal') });
    await renderAt('/en');
    await screen.findByRole('region', { name: 'VIP: Montréal' });
    const calls = mockApi({ 'GET /api/home': homeAnswer('laval') });
    await user.click(screen.getByRole('button', { name: 'Laval' }));
    expect(await screen.findByRole('region', { name: 'VIP: Laval' })).toBeInTheDocument();
    expect(homeCalls(calls).map((call) => call.url)).toEqual(['/api/home?region=laval']);
  });
});
