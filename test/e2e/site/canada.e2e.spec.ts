import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, seriousAccessibilityViolations, shown, where } from './browser';
import { homeShowsProfilePictures, sortByNewestAcrossPages } from './discover';
import { fourFacesOnFirstScreen, PHONES } from './first-screen';
import { newEscortsFirstSteps } from './onboarding';
import { siteUnderTest } from './site';

/** The Canada-wide site, English by default, in Chromium. */
const site = siteUnderTest('CA');

const HOME_TITLE = 'Escorts across Canada';
const topBar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const mobileNav = (page: Page) => page.getByRole('navigation', { name: 'Quick navigation' });

/** Opens a page and waits until the site knows whether someone is signed in (the shell's first question). */
async function open(page: Page, path: string): Promise<void> {
  const userChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.goto(path);
  await userChecked;
}

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await open(page, '/login');
  await shown(page.getByRole('heading', { name: 'Welcome back' }));
  await page.getByLabel(/^Username or email/).fill(identifier);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('the Canadian site', () => {
  it('opens in English, Toronto first, and asks nothing about cookies', async () => {
    const page = await site.visit();
    await open(page, '/');
    await shown(page.getByRole('heading', { level: 1, name: HOME_TITLE }));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const regions = page.getByRole('group', { name: 'Regions' });
    expect(await regions.getByRole('button').allTextContents()).toEqual([
      'Toronto',
      'Montréal',
      'Vancouver',
      'Calgary',
      'Edmonton',
      'Ottawa',
      'Winnipeg',
    ]);
    expect(await regions.getByRole('button', { name: 'Toronto' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('link', { name: /Female escorts/ }).getAttribute('href')).toBe(
      '/female-escorts/greater-toronto-area',
    );
    const popular = page.getByRole('region', { name: 'Popular searches' });
    expect(await popular.getByRole('link', { name: 'Escorts in Vancouver', exact: true }).getAttribute('href')).toBe(
      '/female-escorts/metro-vancouver',
    );
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'ca-home-en');
    await popular.scrollIntoViewIfNeeded();
    await screenshot(page, 'ca-footer-en');
  });

  it('shows four faces on a phone’s first screen, at home and on a listing', async () => {
    for (const viewport of PHONES) {
      for (const path of ['/', '/all/greater-toronto-area']) {
        const phone = await site.visit({ viewport, isMobile: true, hasTouch: true });
        await fourFacesOnFirstScreen(
          phone,
          path,
          /^Photo of /,
          `ca-first-screen-${viewport.width}${path.replaceAll('/', '-')}`,
        );
        await phone.context().close();
      }
    }
  });

  it('shows real profile pictures on the home', async () => {
    const page = await site.visit();
    await open(page, '/');
    await homeShowsProfilePictures(page, site.base());
  });

  it('sorts a listing by newest, and the next page keeps that order', async () => {
    const page = await site.visit();
    await open(page, '/all/greater-toronto-area');
    await sortByNewestAcrossPages(page, '/all/greater-toronto-area', 'category=all&region=greater-toronto-area', {
      results: 'Profiles',
      sortGroup: 'Sort by',
      newest: 'Newest',
      pages: 'Listing pages',
      nextPage: 'Next page',
    });
  });

  it('takes a visitor who types "Montral" to the Montréal listing', async () => {
    const page = await site.visit();
    await open(page, '/');
    await topBar(page).getByRole('button', { name: 'Search profiles' }).click();
    await page.keyboard.type('Montral');
    const dialog = await shown(page.getByRole('dialog'));
    expect(await dialog.getByRole('searchbox', { name: 'Name, city or region' }).inputValue()).toBe('Montral');
    const montreal = (await shown(dialog.getByRole('list', { name: 'Places' }), 15_000)).getByRole('link').first();
    expect(await montreal.textContent()).toMatch(/^Montréal\s*Quebec\s*\d+ profiles?$/);
    await montreal.click();
    await page.waitForURL((url) => url.pathname === '/all/montreal');
    await shown(page.getByRole('heading', { level: 1, name: /Montréal/ }));
  });

  it('switches to French on the same page, keeping the query, and sets the lang cookie', async () => {
    const page = await site.visit();
    await open(page, '/faq?x=1');
    await shown(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }));
    await topBar(page)
      .getByRole('link', { name: /Afficher le site en français/ })
      .click();
    await shown(page.getByRole('heading', { level: 1, name: 'Foire aux questions' }));
    expect(where(page)).toBe('/fr/faq?x=1');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('fr');
  });

  it('sends a staff member who logs in to the staff area', async () => {
    const page = await site.visit();
    await logIn(page, 'admin', 'demo-password');
    // /hq is the staff application's address, loaded in full by the browser. The test waits for that load to
    // finish: closing a context in the middle of a navigation can leave Chromium hanging.
    await page.waitForURL((url) => url.pathname === '/hq', { waitUntil: 'load' });
  });

  it('offers credits by Interac only: no crypto on the Canadian site (docs/product.md §1)', async () => {
    const page = await site.visit();
    const cryptoCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/crypto')) cryptoCalls.push(request.url());
    });
    await logIn(page, 'client', 'demo-password');
    await shown(page.getByRole('heading', { level: 1, name: HOME_TITLE }), 60_000);
    await open(page, '/transaction-history?modal=payment');
    const dialog = await shown(page.getByRole('dialog', { name: 'Buy credits' }));
    await shown(dialog.getByRole('radio', { name: 'Interac e-Transfer' }));
    expect(await dialog.getByText(/crypto/i).count()).toBe(0);
    expect(cryptoCalls).toEqual([]);
  });

  it('logs a member out of every device from the phone navigation', async () => {
    const laptop = await site.visit();
    await logIn(laptop, 'client', 'demo-password');
    await shown(laptop.getByRole('heading', { level: 1, name: HOME_TITLE }), 60_000);
    await shown(topBar(laptop).getByRole('button', { name: 'Account menu' }));

    const phone = await site.visit({ viewport: PHONE, isMobile: true, hasTouch: true });
    await logIn(phone, 'client', 'demo-password');
    await shown(phone.getByRole('heading', { level: 1, name: HOME_TITLE }), 60_000);
    await mobileNav(phone)
      .getByRole('button', { name: /Profile/ })
      .click();
    const menu = await shown(phone.getByRole('menu', { name: 'Account: client' }));
    await screenshot(phone, 'ca-phone-account-menu');
    await menu.getByRole('menuitem', { name: 'Log out of all devices' }).click();
    await shown(phone.getByText('You are logged out on all your devices.'));
    await shown(mobileNav(phone).getByRole('link', { name: 'Log in' }));

    // The other device's session ended too: its next visit is a visitor's.
    await open(laptop, '/');
    await shown(topBar(laptop).getByRole('link', { name: 'Log in' }));
    expect(await topBar(laptop).getByRole('button', { name: 'Account menu' }).count()).toBe(0);
  });

  it('has no serious accessibility violation on the home and login pages', async () => {
    const page = await site.visit();
    await open(page, '/');
    await shown(page.getByRole('heading', { level: 1, name: HOME_TITLE }));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await open(page, '/login');
    await shown(page.getByRole('heading', { name: 'Welcome back' }));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const phone = await site.visit({ viewport: PHONE, colorScheme: 'light' });
    await open(phone, '/');
    await shown(phone.getByRole('heading', { level: 1, name: HOME_TITLE }));
    expect(await seriousAccessibilityViolations(phone)).toEqual([]);
  });

  it("welcomes a new escort on her checklist, in English, and keeps her off the listings' ranks until approved", async () => {
    await newEscortsFirstSteps(await site.visit(), {
      publish: /Publish my profile/,
      username: 'Username',
      email: 'Email',
      password: /^Password/,
      gender: 'Gender',
      woman: 'Woman',
      adult: /I am at least 18 years old/,
      submit: 'Create my account',
      welcome: (username) => `Welcome, ${username}!`,
      checklist: 'Get your profile listed',
      noneDone: '0 of 4 steps done',
      addPictures: 'Add pictures',
      chooseLocation: 'Choose your main location',
      becomeVip: 'Become VIP',
      vipLocked: /VIP and credits are offered once your profile can be listed/,
      contactHidden: /your phone number and public email are hidden from visitors/,
      rank: /^#\d+ in /,
    });
  });
});
