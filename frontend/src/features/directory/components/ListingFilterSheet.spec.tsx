/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi, type RecordedCall } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';

// The phones' controls (below md). jsdom applies no media query, so the page holds them beside the wide screens'
// bars; each test reaches them by the names only they carry, or inside the sheet.

const user = userEvent.setup({ delay: null });

/** The declarations of a rule of the listing's stylesheet (the first one with exactly that selector). */
const rule = (selector: string) =>
  new RegExp(`^${selector.replace('.', '\\.')} \\{([^}]*)\\}`, 'm').exec(
    readFileSync(join(import.meta.dirname, 'Listing.module.css'), 'utf8'),
  )?.[1] ?? '';

const answer = (total = 37) => ({
  status: 200,
  body: {
    data: [aCard({ username: 'amelie' })],
    nextChunk: null,
    extraData: { total, page: 1, pageSize: 24, pages: Math.ceil(total / 24) },
  },
});

const lastQuery = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/users?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams))
    .at(-1);

describe('the listing on a phone', () => {
  beforeAll(() => Promise.all([loadShell(), import('./ListingPage'), import('./FilterSheet')]), 60_000);
  beforeEach(() => writeConsent(false));

  it('offers one Filters button that says how many filters are on, the order aside', async () => {
    mockApi({ 'GET /api/users': answer() });
    await renderAt('/en/all/montreal?travel=incall,outcall&only=vip&sort=newest');
    const button = await screen.findByRole('button', { name: 'Filters, 3 filters on' });
    expect(button).toHaveTextContent(/^Filters3$/);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await renderAt('/en/all/laval?sort=active');
    expect(await screen.findByRole('button', { name: 'Filters' })).toHaveTextContent(/^Filters$/);
  });

  it('opens a sheet holding the order, the filters and the place, applying each choice to the address', async () => {
    const calls = mockApi({ 'GET /api/users': answer() });
    const { router } = await renderAt('/en/all/montreal');
    await user.click(await screen.findByRole('button', { name: 'Filters' }));

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(currentUrl(router)).toBe('/en/all/montreal?listingFilters=open');
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    for (const group of ['Sort by', 'Show only', 'Gender', 'Meeting', 'Contact']) {
      expect(within(sheet).getByRole('group', { name: group })).toBeInTheDocument();
    }
    const place = within(sheet).getByRole('navigation', { name: 'Location' });
    expect(within(place).getByRole('button', { name: /Region/ })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(place).getByRole('group', { name: 'Popular regions' })).toBeInTheDocument();
    expect(within(place).getByRole('link', { name: 'Ville-Marie' })).toHaveAttribute(
      'href',
      '/en/all/montreal/ville-marie',
    );

    await user.click(within(sheet).getByRole('button', { name: 'Outcall' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal?travel=outcall&listingFilters=open'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ category: 'all', region: 'montreal', travel: 'outcall' }));
    expect(within(sheet).getByRole('button', { name: 'Outcall' })).toHaveAttribute('aria-pressed', 'true');

    // Closing keeps the choices: the address loses only the sheet.
    await user.click(await within(sheet).findByRole('button', { name: 'Show 37 profiles' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal?travel=outcall'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the sheet with Escape or its close button, back to the address it opened on', async () => {
    mockApi({ 'GET /api/users': answer() });
    const { router } = await renderAt('/all/montreal?travel=incall');
    await user.click(await screen.findByRole('button', { name: 'Filtres, 1 filtre actif' }));
    await screen.findByRole('dialog', { name: 'Filtres' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl(router)).toBe('/all/montreal?travel=incall'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Filtres, 1 filtre actif' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtres' });
    await user.click(within(sheet).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/all/montreal?travel=incall'));
  });

  it('takes a place chosen in the sheet in place of the sheet, so Back returns to the listing', async () => {
    mockApi({ 'GET /api/users': answer() });
    const { router } = await renderAt('/en/all/montreal?only=vip');
    await user.click(await screen.findByRole('button', { name: 'Filters, 1 filter on' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(
      within(within(sheet).getByRole('group', { name: 'Popular regions' })).getByRole('link', { name: 'Laval' }),
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/laval?only=vip'));
    await router.navigate(-1);
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal?only=vip'));
  });

  it('shows the choices in effect as chips, each removing its own from the address', async () => {
    mockApi({ 'GET /api/users': answer() });
    const { router } = await renderAt('/all/montreal?travel=incall&only=available&sort=newest');
    const chips = await screen.findByRole('list', { name: 'Filtres actifs' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label') ?? chip.textContent),
    ).toEqual([
      'Retirer le tri\u00a0: Nouveaux',
      'Retirer le filtre «\u00a0Disponibles maintenant\u00a0»',
      'Retirer le filtre «\u00a0Reçoit\u00a0»',
      'Effacer les filtres',
    ]);

    await user.click(within(chips).getByRole('button', { name: /Retirer le filtre «\s*Reçoit\s*»/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/all/montreal?only=available&sort=newest'));
    await user.click(within(chips).getByRole('button', { name: /Retirer le tri\s*: Nouveaux/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/all/montreal?only=available'));
    await user.click(within(chips).getByRole('button', { name: /Disponibles maintenant/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/all/montreal'));
    expect(screen.queryByRole('list', { name: 'Filtres actifs' })).not.toBeInTheDocument();
    // The last chip gone, the focus goes to the Filters button rather than to the page's start.
    expect(screen.getByRole('button', { name: 'Filtres' })).toHaveFocus();
  });

  it('names each chip’s removal in English too, and Back brings a removed filter back', async () => {
    mockApi({ 'GET /api/users': answer() });
    const { router } = await renderAt('/en/all/montreal?contact=phone');
    await user.click(await screen.findByRole('button', { name: 'Remove the “Phone” filter' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal'));
    await router.navigate(-1);
    await waitFor(() => expect(currentUrl(router)).toBe('/en/all/montreal?contact=phone'));
  });

  it('keeps the category tabs on one row that scrolls sideways, never wrapping', async () => {
    mockApi({ 'GET /api/users': answer() });
    await renderAt('/all/montreal');
    const tabs = await screen.findByRole('navigation', { name: 'Catégories' });
    // jsdom applies no stylesheet: the rules are read from Listing.module.css, the classes from the elements.
    expect(tabs.className).toMatch(/tabs/);
    expect(rule('.tabs')).toContain('overflow-x: auto;');
    const row = within(tabs).getByRole('list');
    expect(row.className).toMatch(/tabList/);
    expect(rule('.tabList')).toContain('display: flex;');
    expect(rule('.tabList')).toContain('flex-wrap: nowrap;');
    const links = within(row).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.className).toMatch(/tab/);
    expect(rule('.tab')).toContain('white-space: nowrap;');
    expect(within(row).getByRole('link', { name: 'Tous les profils' })).toHaveAttribute('aria-current', 'page');
  });
});
