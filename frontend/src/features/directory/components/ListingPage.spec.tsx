import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

function listingAnswer(usernames: string[], { page = 1, pages = 1, nextChunk = null as string | null } = {}) {
  return {
    status: 200,
    body: {
      data: usernames.map((username) => aCard({ username })),
      nextChunk,
      extraData: { total: pages * 24, page, pageSize: 24, pages },
    },
  };
}

/** The query of each listing request, as a plain object. */
const listingQueries = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/users?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

describe('listing page', () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(() => Promise.all([loadShell(), import('./ListingPage')]));
  beforeEach(() => writeConsent(false));

  it('shows the place’s cards under a heading naming the category and the place', async () => {
    const calls = mockApi({ 'GET /api/users': listingAnswer(['amelie', 'zoe']) });
    await renderAt('/female-escorts/montreal/ville-marie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escortes · Ville-Marie' })).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Profils' });
    expect(
      within(cards)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['amelie', 'zoe']);
    expect(within(cards).getAllByRole('link', { name: /amelie/ })[0]).toHaveAttribute('href', '/user/amelie');
    expect(listingQueries(calls)).toEqual([{ category: 'female-escorts', region: 'montreal', city: 'ville-marie' }]);
    expect(document.title).toBe('Escortes · Ville-Marie · Annuaire Québec');
  });

  it('reflects the filters in the address, as comma lists, and asks the API for them from page 1', async () => {
    const calls = mockApi({ 'GET /api/users': listingAnswer(['amelie'], { page: 2, pages: 3 }) });
    const { router } = await renderAt('/en/all/montreal/page/2');
    await screen.findByRole('list', { name: 'Profiles' });

    await user.click(screen.getByRole('button', { name: 'Outcall' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal?travel=outcall'));
    expect(screen.getByRole('button', { name: 'Outcall' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Incall' }));
    await user.click(screen.getByRole('button', { name: 'Trans women' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal?gender=trans-woman&travel=incall,outcall'));
    await waitFor(() =>
      expect(listingQueries(calls).at(-1)).toEqual({
        category: 'all',
        region: 'montreal',
        gender: 'trans-woman',
        travel: 'incall,outcall',
      }),
    );

    // The filter bar's: the phones' chip row offers the same button (both layouts are in the page, CSS picks one).
    const bar = screen.getByRole('region', { name: 'Filters' });
    await user.click(within(bar).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal'));
  });

  it('reads filters from the address and offers only the genders of the category', async () => {
    const calls = mockApi({ 'GET /api/users': listingAnswer(['amelie']) });
    await renderAt('/trans-escorts/laval?contact=messaging,phone&travel=bogus');
    await screen.findByRole('list', { name: 'Profils' });
    expect(screen.getByRole('button', { name: 'Téléphone' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Messagerie' })).toHaveAttribute('aria-pressed', 'true');
    const genders = screen.getByRole('group', { name: 'Genre' });
    expect(
      within(genders)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Femmes trans', 'Hommes trans']);
    expect(listingQueries(calls)).toEqual([{ category: 'trans-escorts', region: 'laval', contact: 'phone,messaging' }]);
  });

  it('points Outaouais listings to the sister site’s Ottawa page of the same category, in a new tab', async () => {
    mockApi({ 'GET /api/users': listingAnswer(['amelie']) });
    await renderAt('/en/male-escorts/outaouais');
    const ottawa = await screen.findByRole('link', { name: /Ottawa on the Canada-wide site/ });
    expect(ottawa).toHaveAttribute('href', 'https://ca.annuaire.example/male-escorts/ottawa/ottawa');
    expect(ottawa).toHaveAttribute('target', '_blank');
    await renderAt('/en/male-escorts/laurentides');
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.getAllByRole('link', { name: /Ottawa on the Canada-wide site/ })).toHaveLength(1);
  });

  it('links every page as /page/n with the filters, and hands the next page its ranking snapshot', async () => {
    const calls = mockApi({ 'GET /api/users': listingAnswer(['amelie'], { page: 1, pages: 3, nextChunk: 'snap-2' }) });
    const { router } = await renderAt('/en/female-escorts/montreal?travel=outcall');
    const pages = await screen.findByRole('navigation', { name: 'Listing pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1, current page' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/en/female-escorts/montreal/page/2?travel=outcall',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en/female-escorts/montreal/page/3?travel=outcall',
    );
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/female-escorts/montreal/page/2?travel=outcall'));
    await waitFor(() => expect(listingQueries(calls).at(-1)).toMatchObject({ page: '2', chunk: 'snap-2' }));
  });

  it('sends /page/1 and a bare category to the one canonical address', async () => {
    mockApi({ 'GET /api/users': listingAnswer(['amelie']) });
    const { router } = await renderAt('/female-escorts/laval/page/1?travel=incall');
    await waitFor(() => expect(currentUrl(router)).toBe('/female-escorts/laval?travel=incall'));
    const second = await renderAt('/libertines');
    await waitFor(() => expect(currentUrl(second.router)).toBe('/libertines/montreal'));
  });

  it('says so when the place is unknown, without asking the API', async () => {
    const calls = mockApi();
    await renderAt('/female-escorts/atlantide');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nous ne connaissons pas ce lieu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Laval' })).toHaveAttribute('href', '/all/laval');
    expect(listingQueries(calls)).toEqual([]);
  });

  it('answers the API’s unknown place and bad filter errors with their own screens', async () => {
    mockApi({ 'GET /api/users': { status: 404, body: { msg: 'No region', code: 'unknown_location' } } });
    await renderAt('/en/all/montreal');
    expect(await screen.findByRole('heading', { level: 1, name: 'We do not know this place' })).toBeInTheDocument();

    mockApi({ 'GET /api/users': { status: 400, body: { msg: 'bad', code: 'invalid_request' } } });
    await renderAt('/en/all/laval?gender=woman');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This listing address is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the listing without filters' })).toHaveAttribute(
      'href',
      '/en/all/laval',
    );
  });

  it('shows an empty state, with a way out of the filters when they are the reason', async () => {
    mockApi({ 'GET /api/users': listingAnswer([]) });
    const { router } = await renderAt('/en/all/laval?contact=email');
    expect(await screen.findByText('No profile matches these filters')).toBeInTheDocument();
    const [, clear] = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear!);
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/laval'));
    expect(await screen.findByText('No profile here yet')).toBeInTheDocument();
  });

  it('offers the region’s cities and the popular regions as links that keep category and filters', async () => {
    mockApi({ 'GET /api/users': listingAnswer(['amelie']) });
    await renderAt('/en/male-escorts/montreal?travel=virtual');
    await screen.findByRole('list', { name: 'Profiles' });
    const regions = screen.getByRole('group', { name: 'Popular regions' });
    expect(within(regions).getByRole('link', { name: 'Montréal' })).toHaveAttribute('aria-current', 'page');
    expect(within(regions).getByRole('link', { name: 'Quebec City' })).toHaveAttribute(
      'href',
      '/en/male-escorts/capitale-nationale?travel=virtual',
    );
    const cities = screen.getByRole('group', { name: 'Cities of Montréal' });
    expect(within(cities).getByRole('link', { name: 'Ville-Marie' })).toHaveAttribute(
      'href',
      '/en/male-escorts/montreal/ville-marie?travel=virtual',
    );
    await user.click(within(cities).getByRole('button', { name: 'More cities' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a city in Montréal' });
    await user.type(within(picker).getByRole('searchbox', { name: 'Find a place' }), 'nuns');
    expect(
      within(picker)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Verdun')]);
  });

  it('names men’s listings as Quebec readers say it, in the tab and the title, and keeps the address', async () => {
    mockApi({ 'GET /api/users': listingAnswer(['etienne']) });
    await renderAt('/male-escorts/montreal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escortes hommes · Montréal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escortes hommes' })).toHaveAttribute('href', '/male-escorts/montreal');
    expect(document.body.textContent).not.toMatch(/masculins/);
  });

  it('titles Capitale-Nationale apart from the city of Québec', async () => {
    mockApi({ 'GET /api/users': listingAnswer(['amelie']) });
    await renderAt('/female-escorts/capitale-nationale');
    expect(await screen.findByRole('heading', { level: 1, name: 'Escortes · Capitale-Nationale' })).toBeInTheDocument();
    await renderAt('/female-escorts/capitale-nationale/quebec');
    expect(screen.getAllByRole('heading', { level: 1, name: 'Escortes · Québec' }).length).toBeGreaterThan(0);
  });
});
