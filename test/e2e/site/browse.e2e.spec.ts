import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { painted, PHONE, picturesShown, screenshot, seriousAccessibilityViolations, shown, where } from './browser';
import { siteUnderTest } from './site';

/** Browsing the Quebec site's directory in French, as a visitor and then as the demo client. */
const site = siteUnderTest('QC');

const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });
const results = (page: Page) => page.getByRole('list', { name: 'Profils' });
const pager = (page: Page) => page.getByRole('region', { name: /^Photos de / }).getByText(/^\d+ \/ \d+$/);

/** How long a list may take to show the answer to a new address (the first pictures are encoded then). */
const SETTLE = { timeout: 15_000 };

interface Card {
  _id: string;
  username: string;
  headline: string;
}

/** The page's own session asks the API, so the test reads the same seeded data the site shows. */
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Opens a page as a new visitor and answers the Quebec cookie question with the essentials. */
async function arrive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const dialog = await shown(cookieDialog(page));
  await dialog.getByRole('button', { name: 'Essentiels seulement', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Opens a profile from the listing, as a visitor does. (Typing the address works too, except for usernames
 * with a dot: the server takes `/user/jade.4` for a file; see the report of this change.)
 */
async function openFromListing(page: Page, username: string): Promise<void> {
  const card = results(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: username, exact: true }) });
  await card.getByRole('link').click();
  await page.waitForURL((url) => url.pathname === `/user/${username}`);
  await shown(page.getByRole('heading', { level: 1, name: username }));
}

/** Usernames of the cards shown, in order. */
async function shownUsernames(page: Page): Promise<string[]> {
  return results(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

/** A profile of the first page of Montréal's listing with at least `count` approved pictures. */
async function profileWithPictures(page: Page, count: number): Promise<Card> {
  const listing = await api<{ data: Card[] }>(page, '/api/users?category=all&region=montreal');
  for (const card of listing.data) {
    const profile = await api<{ pictures: unknown[] }>(page, `/api/users/${encodeURIComponent(card.username)}`);
    if (profile.pictures.length >= count) return card;
  }
  throw new Error(`no profile with ${count} pictures on Montréal's first page`);
}

/** The usernames the API lists for a query, to compare with what the page shows. */
async function listed(page: Page, query: string): Promise<string[]> {
  const listing = await api<{ data: Card[] }>(page, `/api/users?${query}`);
  return listing.data.map((card) => card.username);
}

describe('browsing the Quebec directory', () => {
  it('lists a region in French, pages on, and follows a filter in the address', async () => {
    const page = await site.visit();
    await arrive(page, '/all/montreal');
    await shown(page.getByRole('heading', { level: 1, name: 'Tous les profils · Montréal' }));
    await shown(results(page));
    const firstPage = await listed(page, 'category=all&region=montreal');
    expect(firstPage).toHaveLength(24);
    await expect.poll(() => shownUsernames(page), SETTLE).toEqual(firstPage);
    // The server's title also names the count (for search results); the page's own replaces it once hydrated.
    await expect.poll(() => page.title(), SETTLE).toBe('Tous les profils · Montréal · Annuaire Québec');
    await picturesShown(page);
    await screenshot(page, 'browse-listing-fr');

    const pages = page.getByRole('navigation', { name: 'Pages de la liste' });
    await pages.getByRole('link', { name: 'Page suivante' }).click();
    await page.waitForURL((url) => url.pathname === '/all/montreal/page/2');
    await shown(pages.getByRole('button', { name: 'Page 2, page actuelle' }));
    const secondPage = await listed(page, 'category=all&region=montreal&page=2');
    await expect.poll(() => shownUsernames(page), SETTLE).toEqual(secondPage);
    expect(secondPage.filter((username) => firstPage.includes(username))).toEqual([]);
    expect(await page.title()).toBe('Tous les profils · Montréal – page 2 · Annuaire Québec');

    // A filter starts again from page 1, and the address says which filter is on.
    await page.getByRole('button', { name: 'Se déplace' }).click();
    await page.waitForURL((url) => url.search === '?travel=outcall');
    expect(where(page)).toBe('/all/montreal?travel=outcall');
    await expect
      .poll(() => page.getByRole('button', { name: 'Se déplace' }).getAttribute('aria-pressed'), SETTLE)
      .toBe('true');
    const outcall = await listed(page, 'category=all&region=montreal&travel=outcall');
    await expect.poll(() => shownUsernames(page), SETTLE).toEqual(outcall);
    expect(outcall).not.toEqual(firstPage);
    await screenshot(page, 'browse-listing-filtered');

    await page.getByRole('group', { name: 'Villes de Montréal' }).getByRole('link', { name: 'Ville-Marie' }).click();
    await page.waitForURL((url) => url.pathname === '/all/montreal/ville-marie');
    expect(where(page)).toBe('/all/montreal/ville-marie?travel=outcall');
    await shown(page.getByRole('heading', { level: 1, name: 'Tous les profils · Ville-Marie' }));
  });

  it('looks right on a phone', async () => {
    const page = await site.visit({ viewport: PHONE, isMobile: true, hasTouch: true });
    await arrive(page, '/female-escorts/montreal');
    await shown(results(page));
    await picturesShown(page);
    await screenshot(page, 'browse-listing-phone');
  });

  it('takes a visitor who types "Montral" straight after opening the search to the Montréal listing', async () => {
    const page = await site.visit();
    await arrive(page, '/');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'Rechercher des profils' })
      .click();
    // Typed at once, before the overlay's code has loaded: no key may be lost.
    await page.keyboard.type('Montral');
    const dialog = await shown(page.getByRole('dialog'));
    expect(await dialog.getByRole('searchbox', { name: 'Nom, ville ou région' }).inputValue()).toBe('Montral');
    const places = await shown(dialog.getByRole('list', { name: 'Lieux' }), SETTLE.timeout);
    const montreal = places.getByRole('link').first();
    expect(await montreal.textContent()).toMatch(/^Montréal\s*Québec\s*\d+ profils$/);
    await montreal.click();
    await page.waitForURL((url) => url.pathname === '/all/montreal');
    await shown(page.getByRole('heading', { level: 1, name: 'Tous les profils · Montréal' }));
  });

  it('opens the search pressed before the site’s script has started, with the keys typed then', async () => {
    const page = await site.visit({ viewport: PHONE, isMobile: true, hasTouch: true });
    // The site's script is held back, as on a slow phone: the visitor presses the served search button and types.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const script = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
    await page.route(script, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await painted(page);
    const opener = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'Rechercher des profils' });
    await opener.click();
    await page.keyboard.type('Montral');
    release();
    const dialog = await shown(page.getByRole('dialog'));
    expect(await dialog.getByRole('searchbox', { name: 'Nom, ville ou région' }).inputValue()).toBe('Montral');
    await shown(dialog.getByRole('list', { name: 'Lieux' }), SETTLE.timeout);
    await page.unroute(script);
  });

  it('finds a seeded profile by a partial accented name', async () => {
    const page = await site.visit();
    await arrive(page, '/');
    const expected = await api<{ data: Card[] }>(page, `/api/users/search?q=${encodeURIComponent('Mélan')}`);
    expect(expected.data.length).toBeGreaterThan(0);
    const first = expected.data[0]!;

    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'Rechercher des profils' })
      .click();
    const field = await shown(page.getByRole('searchbox', { name: 'Nom, ville ou région' }));
    await field.pressSequentially('Mélan', { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'Mélan');
    const found = await shown(page.getByRole('list', { name: 'Résultats de la recherche' }));
    await expect
      .poll(
        () => found.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        SETTLE,
      )
      .toEqual(expected.data.map((card) => `/user/${card.username}`));
    await picturesShown(page);
    await screenshot(page, 'browse-search-fr');

    await found.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/user/${first.username}`);
    await shown(page.getByRole('heading', { level: 1, name: first.username }));
  });

  it('pages through a profile’s gallery with the keyboard, in the page and full screen', async () => {
    const page = await site.visit();
    await arrive(page, '/all/montreal');
    const card = await profileWithPictures(page, 2);
    const view = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/views',
    );
    await openFromListing(page, card.username);
    expect((await view).postDataJSON()).toMatchObject({ name: 'user_view', targetUserId: card._id });

    const gallery = await shown(page.getByRole('region', { name: `Photos de ${card.username}` }));
    const total = Number((await pager(page).textContent())?.split(' / ')[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(await pager(page).textContent()).toBe(`1 / ${total}`);
    expect(await gallery.getByRole('button', { name: 'Photo précédente' }).count()).toBe(0);
    await picturesShown(page);
    await screenshot(page, 'browse-profile-fr');

    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    expect(await pager(page).textContent()).toBe(`2 / ${total}`);
    await shown(gallery.getByRole('button', { name: 'Photo précédente' }));
    await page.keyboard.press('ArrowLeft');
    expect(await pager(page).textContent()).toBe(`1 / ${total}`);
    expect(await gallery.getByRole('button', { name: 'Photo précédente' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Voir les photos en plein écran' }).click();
    const fullScreen = await shown(page.getByRole('dialog', { name: `Photos de ${card.username}` }));
    expect(where(page)).toBe(`/user/${card.username}?gallery=open`);
    await page.keyboard.press('ArrowRight');
    await fullScreen
      .getByRole('group', { name: `Photo 2 sur ${total}` })
      .and(page.locator('[aria-hidden="false"]'))
      .waitFor();
    await picturesShown(page);
    await screenshot(page, 'browse-gallery-fullscreen');
    await page.keyboard.press('Escape');
    await fullScreen.waitFor({ state: 'hidden' });
    expect(where(page)).toBe(`/user/${card.username}`);
    expect(await pager(page).textContent()).toBe(`2 / ${total}`);
  });

  it('keeps a guest’s favorite and moves it to the account at login', async () => {
    const page = await site.visit();
    await arrive(page, '/all/montreal');
    const card = await profileWithPictures(page, 1);
    await openFromListing(page, card.username);
    await page.getByRole('button', { name: 'Ajouter aux favoris' }).click();
    await shown(page.getByRole('button', { name: 'Retirer des favoris' }));

    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Favoris' })
      .click();
    await page.waitForURL((url) => url.pathname === '/favorites');
    await shown(page.getByText(/gardés sur cet appareil seulement/));
    await shown(page.getByRole('list', { name: 'Favoris' }).getByRole('heading', { name: card.username }));

    await page.goto('/login?next=%2Ffavorites');
    await shown(page.getByRole('heading', { name: 'Bon retour' }));
    await page.getByLabel('Nom d’utilisateur ou courriel').fill('client');
    await page.getByLabel(/^Mot de passe/).fill('demo-password');
    const merged = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/user/favorites',
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect((await merged).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === '/favorites', { timeout: 60_000 });

    const list = await shown(page.getByRole('list', { name: 'Favoris' }));
    await shown(list.getByRole('heading', { name: card.username }));
    expect(await page.getByText(/gardés sur cet appareil seulement/).count()).toBe(0);
    // The favorite now lives on the server: the member's own list names it, and the device keeps none.
    const server = await api<Card[]>(page, '/api/user/favorites');
    expect(server.map((favorite) => favorite._id)).toContain(card._id);
    expect(
      await page.evaluate<string[]>(`Object.keys(localStorage).filter((key) => key.endsWith('favorites'))`),
    ).toEqual([]);
    await picturesShown(page);
    await screenshot(page, 'browse-favorites-member');
  });

  it('has no serious accessibility violation on a listing and a profile', async () => {
    const page = await site.visit();
    await arrive(page, '/female-escorts/montreal');
    await shown(results(page));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const card = await profileWithPictures(page, 2);
    await page.goto('/all/montreal');
    await shown(results(page));
    await openFromListing(page, card.username);
    await shown(page.getByRole('region', { name: `Photos de ${card.username}` }));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
