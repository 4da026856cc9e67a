import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';

/** No artificial delay between keystrokes: a word typed here arrives well within the 300 ms debounce. */
const user = userEvent.setup({ delay: null });

const searches = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/users/search'))
    .map((call) => new URL(call.url, 'http://x').searchParams.get('q'));

async function openSearch() {
  const [button] = await screen.findAllByRole('button', { name: 'Search profiles' });
  await user.click(button!);
  // The overlay's own field, once its code has replaced the shell's stand-in.
  return within(await screen.findByRole('dialog')).findByRole('searchbox', { name: 'Name, city or region' });
}

describe('search overlay', () => {
  // The first render transforms the shell and the page on demand: done once here, outside the tests' time limit.
  beforeAll(() => Promise.all([loadShell(), import('./SearchOverlay')]), 60_000);
  beforeEach(() => writeConsent(false));

  it('opens from the top bar with the field focused, follows the text into ?q= and closes on Escape', async () => {
    mockApi({ 'GET /api/users/search': { status: 200, body: { data: [], nextChunk: null, extraData: { total: 0 } } } });
    const { router } = await renderAt('/en/faq');
    const field = await openSearch();
    expect(currentUrl(router)).toBe('/en/faq?searchBar=open');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();

    await user.type(field, 'ame');
    await waitFor(() => expect(currentUrl(router)).toBe('/en/faq?searchBar=open&q=ame'));
    expect(await screen.findByText('No place or profile matches “ame”.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl(router)).toBe('/en/faq'));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('keeps every key typed right after opening, before the overlay has loaded', async () => {
    const calls = mockApi({
      'GET /api/users/search': { status: 200, body: { data: [], nextChunk: null, extraData: { total: 0 } } },
    });
    await renderAt('/en/faq');
    const [button] = await screen.findAllByRole('button', { name: 'Search profiles' });
    await user.click(button!);
    // No waiting: the keys go to whichever field has the focus, the shell's stand-in or the overlay's.
    await user.keyboard('Montral');
    const field = await within(await screen.findByRole('dialog')).findByRole('searchbox');
    expect(field).toHaveValue('Montral');
    expect(field).toHaveFocus();
    await waitFor(() => expect(searches(calls)).toEqual(['Montral']));

    // Closing gives the focus back to the button that opened the search.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('searches only for trimmed terms over 2 characters, once typing has paused for 300 ms', async () => {
    const calls = mockApi({
      'GET /api/users/search': { status: 200, body: { data: [aCard()], nextChunk: null, extraData: { total: 1 } } },
    });
    await renderAt('/en/faq');
    const field = await openSearch();

    await user.type(field, '  me  ');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searches(calls)).toEqual([]);
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'Méla');
    // Typed in one go: "Mél" never settled, so only the whole word went to the server.
    await waitFor(() => expect(searches(calls)).toEqual(['Méla']));
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(searches(calls)).toEqual(['Méla']);
  });

  it('leaves the history alone when a term settles while a tapped result is still loading', async () => {
    mockApi({ 'GET /api/users/search': { status: 200, body: { data: [], nextChunk: null, extraData: { total: 0 } } } });
    const { router } = await renderAt('/en/faq');
    const field = await openSearch();
    await user.type(field, 'Montral');
    // A tap on a place: the browser's history already holds the listing while its page's code loads, and the
    // router still shows this page. The term then settles; writing `?q=` would replace the listing's entry.
    window.history.pushState({ key: 'the-tapped-listing' }, '', '/all/montreal');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(currentUrl(router)).toBe('/en/faq?searchBar=open');
    expect(window.history.state).toEqual({ key: 'the-tapped-listing' });
    window.history.replaceState(null, '', '/');
  });

  it('shows six placeholders while the first results load', async () => {
    mockApi();
    const answered = fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/users/search') ? new Promise<Response>(() => {}) : answered(input, init),
    );
    await renderAt('/en/faq');
    await user.type(await openSearch(), 'mel');
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.querySelectorAll('[aria-busy="true"] > *')).toHaveLength(6));
  });

  it('lists the matching profiles with their picture, dot, bio and tags, linking to each profile', async () => {
    mockApi({
      'GET /api/users/search': {
        status: 200,
        body: {
          data: [aCard({ onlineNow: true }), aCard({ username: 'melanie.ca', vip: true, profilePicture: null })],
          nextChunk: null,
          extraData: { total: 2 },
        },
      },
    });
    const { router } = await renderAt('/en/faq');
    await user.type(await openSearch(), 'mela');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const [first, second] = within(results).getAllByRole('link');
    expect(first).toHaveAttribute('href', '/en/user/melanie.qc');
    expect(within(first!).getByRole('img', { name: 'Available now' })).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Photo of melanie.qc' })).toHaveAttribute(
      'src',
      '/api/images?url=users%2Fmelanie.qc%2Fp1.jpg&w=640&q=60',
    );
    expect(within(first!).getByText('Girlfriend experience')).toBeInTheDocument();
    expect(within(first!).queryByText('Costumes')).not.toBeInTheDocument();
    expect(within(second!).getByRole('img', { name: 'Photo of melanie.ca' })).toHaveAttribute(
      'src',
      '/cached/placeholders/2.jpg',
    );
    expect(within(second!).getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText('2 profiles found')).toBeInTheDocument();

    await user.click(first!);
    await waitFor(() => expect(currentUrl(router)).toBe('/en/user/melanie.qc'));
  });

  it('lists places first, each linking to its listing with its count, then profiles with their city', async () => {
    mockApi({
      'GET /api/users/search': {
        status: 200,
        body: {
          data: [aCard({ location: { region: 'montreal', city: 'verdun' } })],
          nextChunk: null,
          extraData: { total: 1 },
          places: [
            { kind: 'region', province: 'quebec', region: 'montreal', city: null, keyword: null, total: 31 },
            { kind: 'city', province: 'quebec', region: 'montreal', city: 'montreal-nord', keyword: null, total: 1 },
          ],
        },
      },
    });
    const { router } = await renderAt('/en/faq');
    await user.type(await openSearch(), 'Montral');
    const places = await screen.findByRole('list', { name: 'Places' });
    const [montreal, north] = within(places).getAllByRole('link');
    expect(montreal).toHaveAttribute('href', '/en/all/montreal');
    expect(within(montreal!).getByText('31 profiles')).toBeInTheDocument();
    expect(within(north!).getByText('Montréal-Nord')).toBeInTheDocument();
    expect(within(north!).getByText('1 profile')).toBeInTheDocument();
    const profiles = screen.getByRole('list', { name: 'Search results' });
    expect(within(profiles).getByText('Verdun')).toBeInTheDocument();
    // Places come before profiles in reading order.
    expect(places.compareDocumentPosition(profiles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(montreal!);
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal'));
  });

  it('opens with what was typed after a search button was pressed before the app had started', async () => {
    mockApi({ 'GET /api/users/search': { status: 200, body: { data: [], nextChunk: null, extraData: { total: 0 } } } });
    // What the page's first script (index.html) keeps of a press and the keys after it on a slow phone.
    window.earlySearch = { typed: 'ame' };
    const { router } = await renderAt('/en/faq');
    const field = within(await screen.findByRole('dialog')).getByRole('searchbox', { name: 'Name, city or region' });
    expect(field).toHaveValue('ame');
    expect(currentUrl(router)).toBe('/en/faq?searchBar=open&q=ame');
    // The app has taken over: the first script keeps no more keys.
    expect(window.appStarted).toBe(true);
    expect(window.earlySearch).toBeUndefined();
  });

  const nadias = (count: number) =>
    Array.from({ length: count }, (_, index) => aCard({ _id: `nadia-${index}`, username: `nadia${index}` }));

  it('links to the place’s listing when it holds more profiles than shown', async () => {
    mockApi({
      'GET /api/users/search': {
        status: 200,
        body: {
          data: nadias(20),
          nextChunk: null,
          extraData: { total: 20 },
          places: [
            { kind: 'city', province: 'quebec', region: 'monteregie', city: 'brossard', keyword: null, total: 21 },
          ],
          more: true,
          seeAll: { region: 'monteregie', city: 'brossard', total: 21 },
        },
      },
    });
    const { router } = await renderAt('/en/faq');
    await user.type(await openSearch(), 'Brossard');
    const seeAll = await screen.findByRole('link', { name: 'See all 21 profiles in Brossard' });
    expect(seeAll).toHaveAttribute('href', '/en/all/monteregie/brossard');
    expect(screen.queryByRole('button', { name: 'Show more profiles' })).not.toBeInTheDocument();
    await user.click(seeAll);
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/monteregie/brossard'));
  });

  it('shows the next profiles found by name in the overlay itself', async () => {
    const calls = mockApi({
      'GET /api/users/search': {
        status: 200,
        body: { data: nadias(20), nextChunk: null, extraData: { total: 20 }, places: [], more: true, seeAll: null },
      },
    });
    await renderAt('/en/faq');
    await user.type(await openSearch(), 'nadia');
    await user.click(await screen.findByRole('button', { name: 'Show more profiles' }));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(`/api/users/search?q=nadia&page=2`));
  });

  it('says in French too where to see them all', async () => {
    mockApi({
      'GET /api/users/search': {
        status: 200,
        body: {
          data: nadias(20),
          nextChunk: null,
          extraData: { total: 20 },
          places: [],
          more: true,
          seeAll: { region: 'montreal', city: null, total: 31 },
        },
      },
    });
    await renderAt('/faq');
    const [button] = await screen.findAllByRole('button', { name: 'Rechercher des profils' });
    await user.click(button!);
    await user.type(await within(await screen.findByRole('dialog')).findByRole('searchbox'), 'Montréal');
    expect(await screen.findByRole('link', { name: 'Voir les 31 profils · Montréal' })).toHaveAttribute(
      'href',
      '/all/montreal',
    );
  });

  const toronto = {
    website: 'CA',
    kind: 'region',
    province: 'ontario',
    region: 'greater-toronto-area',
    city: null,
    path: '/all/greater-toronto-area',
  };
  const pointTo = (sister: typeof toronto) =>
    mockApi({
      'GET /api/users/search': {
        status: 200,
        body: { data: [], nextChunk: null, extraData: { total: 0 }, places: [], more: false, seeAll: null, sister },
      },
    });

  it('points to the Canadian site for a place only it serves', async () => {
    pointTo(toronto);
    await renderAt('/en/faq');
    await user.type(await openSearch(), 'Toronto');
    const english = await screen.findByRole('link', { name: /Toronto is on our Canadian site/ });
    expect(english).toHaveAttribute('href', 'https://ca.annuaire.example/all/greater-toronto-area');
    expect(english).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('No place or profile matches “Toronto”.')).not.toBeInTheDocument();
  });

  it('points to the Canadian site in French on a French page', async () => {
    pointTo(toronto);
    await renderAt('/faq');
    const [button] = await screen.findAllByRole('button', { name: 'Rechercher des profils' });
    await user.click(button!);
    await user.type(await within(await screen.findByRole('dialog')).findByRole('searchbox'), 'Toronto');
    const french = await screen.findByRole('link', { name: /Toronto est sur notre site canadien/ });
    expect(french).toHaveAttribute('href', 'https://ca.annuaire.example/fr/all/greater-toronto-area');
  });
});
