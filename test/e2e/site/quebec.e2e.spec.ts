import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gone, painted, screenshot, seriousAccessibilityViolations, shown, untilTrue, where } from './browser';
import { homeShowsProfilePictures, sortByNewestAcrossPages } from './discover';
import { fourFacesOnFirstScreen, PHONES } from './first-screen';
import { siteUnderTest } from './site';

/** The Quebec site, French by default, as a visitor and a new member use it in Chromium. */
const site = siteUnderTest('QC');

const HOME_TITLE = 'Escortes partout au Québec';
const cookieDialog = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });
/** The focused element's accessible name as far as these journeys need it: its label, else its text. */
const focusedName = (page: Page) =>
  page.evaluate<string>(
    `(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim()`,
  );
const topBar = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

/** A visitor on the Quebec site is asked about cookies first; most journeys keep the essentials only. */
async function keepEssentialCookies(page: Page): Promise<void> {
  await (await shown(cookieDialog(page))).getByRole('button', { name: 'Essentiels seulement' }).click();
  await gone(cookieDialog(page));
}

/** Opens a page once its script runs (the shell's first question is answered), then keeps the essential cookies. */
async function arriveAfterHydration(page: Page, path: string): Promise<void> {
  const userChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.goto(path);
  await userChecked;
  await keepEssentialCookies(page);
}

describe('the Quebec site', () => {
  it('opens in French', async () => {
    const page = await site.visit();
    // The shell asks who is signed in once the browser has adopted the page: the region buttons answer from then.
    const adopted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    await page.goto('/');
    await shown(cookieDialog(page));
    await screenshot(page, 'qc-home-fr-cookie-dialog');
    await adopted;
    await keepEssentialCookies(page);
    await shown(page.getByRole('heading', { level: 1, name: HOME_TITLE }));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    const regions = page.getByRole('group', { name: 'Régions' });
    expect(await regions.getByRole('button').allTextContents()).toEqual([
      'Montréal',
      'Québec',
      'Laval',
      'Montérégie',
      'Laurentides',
    ]);
    await regions.getByRole('button', { name: 'Québec' }).click();
    expect(await regions.getByRole('button', { name: 'Québec' }).getAttribute('aria-pressed')).toBe('true');
    await shown(page.getByRole('heading', { name: 'Catégories\u00a0: Québec' }));
    expect(where(page)).toBe('/#capitale-nationale');
    const popular = page.getByRole('region', { name: 'Recherches populaires' });
    expect(await popular.getByRole('link', { name: 'Escortes Montréal' }).getAttribute('href')).toBe(
      '/female-escorts/montreal',
    );
    await screenshot(page, 'qc-home-fr');
    await popular.scrollIntoViewIfNeeded();
    await screenshot(page, 'qc-footer-fr');
  });

  it('shows four faces on a phone’s first screen, cookie bar included, at home and on a listing', async () => {
    for (const viewport of PHONES) {
      for (const path of ['/', '/all/montreal']) {
        const phone = await site.visit({ viewport, isMobile: true, hasTouch: true });
        await fourFacesOnFirstScreen(
          phone,
          path,
          /^Photo de /,
          `qc-first-screen-${viewport.width}${path.replaceAll('/', '-')}`,
        );
        await phone.context().close();
      }
    }
  });

  it('shows real profile pictures on the home', async () => {
    const page = await site.visit();
    await arriveAfterHydration(page, '/');
    await homeShowsProfilePictures(page, site.base());
  });

  it('sorts a listing by newest, and the next page keeps that order', async () => {
    const page = await site.visit();
    await arriveAfterHydration(page, '/all/montreal');
    await sortByNewestAcrossPages(page, '/all/montreal', 'category=all&region=montreal', {
      results: 'Profils',
      sortGroup: 'Trier par',
      newest: 'Nouveaux',
      pages: 'Pages de la liste',
      nextPage: 'Page suivante',
    });
  });

  it('asks about cookies once: after accepting, a reload does not ask again', async () => {
    const page = await site.visit();
    await page.goto('/');
    const dialog = await shown(cookieDialog(page));
    await dialog.getByRole('button', { name: 'Tout accepter' }).click();
    await gone(dialog);

    const userChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    await page.reload();
    await userChecked;
    await shown(page.getByRole('heading', { level: 1 }));
    // The banner would show again right after the user check; give it a moment to (not) appear.
    await page.waitForTimeout(1_000);
    expect(await cookieDialog(page).count()).toBe(0);
  });

  it('shows the cookie banner from the first paint; a visitor tabs through it and types in search without losing a key', async () => {
    const page = await site.visit();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const userChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    const answer = await page.goto('/');
    // In the page as served: on screen at the first paint, before any script has run.
    expect(await answer?.text()).toContain('id="cookie-banner"');
    const banner = await shown(cookieDialog(page));
    await userChecked;

    // Tab meets the skip link, then the banner's link and buttons, then the page.
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    expect(order).toEqual([
      'Aller au contenu',
      'Lire la politique de confidentialité',
      'Essentiels seulement',
      'Tout accepter',
    ]);
    for (let i = 0; i < 5 && (await focusedName(page)) !== 'Rechercher des profils'; i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    // The overlay's field takes focus itself (its own timing is the search overlay's business), then every key lands.
    const field = await shown(page.getByRole('searchbox', { name: 'Nom, ville ou région' }));
    await untilTrue(
      page,
      `document.activeElement?.getAttribute('type') === 'search' || document.activeElement?.tagName === 'INPUT'`,
    );
    await page.keyboard.type('Montréal', { delay: 30 });
    expect(await field.inputValue()).toBe('Montréal');
    expect(await page.evaluate<string>('document.activeElement?.tagName')).toBe('INPUT');

    // Back on the page, the banner is still there and answers the keyboard.
    await page.keyboard.press('Escape');
    await shown(banner);
    await banner.getByRole('button', { name: 'Tout accepter' }).focus();
    await page.keyboard.press('Enter');
    await gone(banner);
    expect(await page.evaluate<string | null>(`localStorage.getItem('annuaire.cookieConsent')`)).toBe('true');
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  it('keeps a cookie choice clicked before the site’s script has started', async () => {
    const page = await site.visit();
    // The site's script is held back, as on a slow phone: the visitor sees the served banner and answers it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const script = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
    await page.route(script, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await painted(page);
    const banner = await shown(cookieDialog(page));
    await banner.getByRole('button', { name: 'Essentiels seulement' }).click();
    await gone(cookieDialog(page));
    expect(await page.evaluate<string | null>(`localStorage.getItem('annuaire.cookieConsent')`)).toBe('false');

    // Once the script runs, the app reads the same choice: the banner stays away, now and after a reload.
    const userChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
    release();
    await userChecked;
    await expect.poll(() => page.locator('#cookie-banner').count()).toBe(0);
    await page.unroute(script);
    await page.reload();
    await shown(page.getByRole('heading', { level: 1 }));
    await page.waitForTimeout(1_000);
    expect(await cookieDialog(page).count()).toBe(0);
  });

  it('switches to English on the same page, keeping the query, and remembers the choice', async () => {
    const page = await site.visit();
    // The switch remembers the choice from the page's script: it is used once the browser has adopted the page.
    await arriveAfterHydration(page, '/faq?x=1');
    await shown(page.getByRole('heading', { level: 1, name: 'Foire aux questions' }));

    await topBar(page)
      .getByRole('link', { name: /View the site in English/ })
      .click();
    await shown(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }));
    expect(where(page)).toBe('/en/faq?x=1');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');

    // Coming back to the French address later brings the remembered language.
    await page.goto('/');
    await shown(page.getByRole('heading', { level: 1, name: 'Escorts across Quebec' }));
    expect(where(page)).toBe('/en');
  });

  it('registers a new member, logs them out from the account menu, and logs them back in', async () => {
    const page = await site.visit();
    const username = `e2e${Date.now().toString(36)}`;
    const password = 'une phrase facile à retenir';
    await page.goto('/register');
    await keepEssentialCookies(page);
    await shown(page.getByRole('heading', { name: 'Créez votre compte' }));
    await page.getByLabel('Nom d’utilisateur').fill(username);
    await page.getByLabel('Courriel').fill(`${username}@example.com`);
    await page.getByLabel(/^Mot de passe/).fill(password);
    await page.getByRole('combobox', { name: 'Genre' }).click();
    await page.getByRole('option', { name: 'Homme', exact: true }).click();
    await page.getByRole('checkbox', { name: /J’ai au moins 18 ans/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // The real proof-of-work captcha is solved in the page, then the new member lands home, signed in.
    await shown(page.getByRole('heading', { level: 1, name: HOME_TITLE }), 60_000);
    expect(where(page)).toBe('/');
    await shown(topBar(page).getByRole('link', { name: 'Profil' }));
    await topBar(page).getByRole('button', { name: 'Menu du compte' }).click();
    const menu = await shown(page.getByRole('menu', { name: `Compte\u00a0: ${username}` }));
    await screenshot(page, 'qc-account-menu');
    await menu.getByRole('menuitem', { name: 'Se déconnecter', exact: true }).click();

    await shown(page.getByText('Déconnexion effectuée.'));
    await shown(topBar(page).getByRole('link', { name: 'Connexion' }));
    await page.reload();
    await shown(topBar(page).getByRole('link', { name: 'Connexion' }));

    await topBar(page).getByRole('link', { name: 'Connexion' }).click();
    await shown(page.getByRole('heading', { name: 'Bon retour' }));
    await page.getByLabel('Nom d’utilisateur ou courriel').fill(username);
    await page.getByLabel(/^Mot de passe/).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await shown(page.getByRole('heading', { level: 1, name: HOME_TITLE }), 60_000);
    expect(where(page)).toBe('/');
    await topBar(page).getByRole('button', { name: 'Menu du compte' }).click();
    await shown(page.getByRole('menu', { name: `Compte\u00a0: ${username}` }));
  });

  it('shows the not-found screen for an unknown address, with a way home', async () => {
    const page = await site.visit();
    await page.goto('/cette/page/nexiste/pas');
    await keepEssentialCookies(page);
    const main = page.getByRole('main');
    await shown(main.getByRole('heading', { level: 1, name: 'Cette page n’existe pas' }));
    await screenshot(page, 'qc-not-found');
    await main.getByRole('link', { name: 'Accueil' }).click();
    await shown(page.getByRole('heading', { level: 1, name: HOME_TITLE }));
    expect(where(page)).toBe('/');
  });

  it('has no serious accessibility violation on the home and login pages', async () => {
    const page = await site.visit();
    await page.goto('/');
    await shown(cookieDialog(page));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await keepEssentialCookies(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto('/login');
    await shown(page.getByRole('heading', { name: 'Bon retour' }));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const light = await site.visit({ colorScheme: 'light' });
    await light.goto('/login');
    await keepEssentialCookies(light);
    await shown(light.getByRole('heading', { name: 'Bon retour' }));
    expect(await seriousAccessibilityViolations(light)).toEqual([]);
  });
});
