import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shown } from './browser';
import { siteUnderTest } from './site';

/**
 * Advertising on both sites (docs/product.md §2, §6, §9), with the demo advertiser's live blocks (card, profile
 * bottom, modal, messages banner). Members log in through the API: the captcha is off for these journeys, whose
 * subject is the ads, not the sign-in form (logIn.ts covers that). A smaller demo population than the default
 * (still dozens of Montréal profiles, so a listing page holds card ads) keeps the product's start short.
 */
const CARD_AD_HREF = 'https://example.com/wellness-spa';
const PAGE_VIEWS_KEY = 'annuaire.pageViews';
const MODAL_SHOWN_KEY = 'annuaire.modalAdShownAt';

async function logIn(page: Page, username: string): Promise<void> {
  const answer = await page.request.post('/api/auth', { data: { identifier: username, password: 'demo-password' } });
  expect(answer.status()).toBe(200);
}

/** Opens a page and waits until it has stopped asking the API for anything (ads and the member included). */
async function settled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Writes the site's local storage, as earlier visits would have (evaluated as text: the tests have no DOM types). */
const store = (page: Page, key: string, value: string) =>
  page.evaluate(`localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);

/** The modal ad, by its name: "Publicité" or "Ad". */
const modalAd = (page: Page, label: string) => page.getByRole('dialog', { name: label });

/** Usernames of the listing's profile cards, in order, ads left out. */
const cardUsernames = (page: Page) =>
  page
    .locator('section[aria-labelledby="listing-results"] li:not([data-card-ad]) a[href*="/user/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((link) => decodeURIComponent(link.getAttribute('href')!.split('/user/')[1]!))),
    ]);

for (const variant of ['QC', 'CA'] as const) {
  const adLabel = variant === 'QC' ? 'Publicité' : 'Ad';
  // Each site's busiest region: enough profiles for card ads even in the smaller demo population.
  const region = variant === 'QC' ? 'montreal' : 'greater-toronto-area';
  const city = variant === 'QC' ? 'ville-marie' : 'toronto';
  const LISTING = `/all/${region}`;
  const LISTING_API = `/api/users?category=all&region=${region}`;

  describe(`ads on the ${variant === 'QC' ? 'Quebec' : 'Canadian'} site`, () => {
    const site = siteUnderTest(variant, {
      env: () => ({ CAPTCHA_DISABLED: 'true', DEMO_USERS: '100' }),
      modalAdDue: true,
    });

    it('shows a visitor card ads from the server between the same profiles, and counts a click for the advertiser', async () => {
      // The partner sub-navigation an admin sets goes through the counted redirect too.
      const admin = await site.visit();
      await logIn(admin, 'admin');
      const record = (await (await admin.request.get('/api/admin/settings/app')).json()) as Record<string, unknown>;
      const saved = await admin.request.put('/api/admin/settings/app', {
        data: { ...record, datingUrl: 'https://example.com/dating', reason: 'partner link' },
      });
      expect(saved.status()).toBe(200);

      const page = await site.visit();
      await page.context().route('https://example.com/**', (route) => route.fulfill({ body: 'advertiser' }));
      // Enough profiles for a card ad (one after every 8th card).
      const listing = (await (await page.request.get(LISTING_API)).json()) as { data: { username: string }[] };
      expect(listing.data.length).toBeGreaterThan(8);
      // The server's page already holds the ads: the browser adopts them and never asks for card ads again.
      const html = await (await page.request.get(LISTING)).text();
      expect(html).toContain('data-card-ad');
      const askedForCards: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('placement=blockCard')) askedForCards.push(request.url());
      });
      await settled(page, LISTING);
      expect(askedForCards).toEqual([]);

      const cardAds = page.locator('li[data-card-ad]');
      expect(await cardAds.count()).toBeGreaterThan(0);
      expect(await cardAds.first().textContent()).toContain(adLabel);
      expect(await cardUsernames(page)).toEqual(listing.data.map((card) => card.username));

      // The partner link carries its token once the browser has it (docs/product.md §6 counting ads).
      const dating = page.getByRole('link', { name: variant === 'QC' ? /Rencontres/ : /Dating/ });
      await expect.poll(() => dating.getAttribute('href')).toMatch(/^\/go\/menu-2\?t=[\w-]+\.[\w-]+$/);
      // A card ad's link carries the token of the draw it shows, which is what counts its click.
      expect(await cardAds.first().getByRole('link').getAttribute('href')).toMatch(/^\/go\/[\w-]+\?t=[\w-]+\.[\w-]+$/);

      const opened = page.waitForEvent('popup');
      await cardAds.first().getByRole('link').click();
      const advertiserSite = await opened;
      await advertiserSite.waitForURL(CARD_AD_HREF);

      const advertiser = await site.visit();
      await logIn(advertiser, 'advertiser');
      await expect
        .poll(
          async () => {
            const answer = await advertiser.request.get('/api/admin/campaigns/statistics?range=14d');
            const { series } = (await answer.json()) as { series: { placement: string; clicks: number }[] };
            return series.filter((entry) => entry.placement === 'blockCard').map((entry) => entry.clicks);
          },
          { timeout: 15_000, interval: 250 },
        )
        .toEqual([1]);
    });

    it('opens the modal ad after 5 page views, once, and again only 12 hours later', async () => {
      const page = await site.visit();
      await settled(page, '/faq');
      // Four page views seen before; this visit's next page is the fifth.
      await store(page, PAGE_VIEWS_KEY, '4');
      await page.goto('/');
      const modal = await shown(modalAd(page, adLabel));
      expect(await modal.locator('[data-ad-block]').count()).toBe(1);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });

      await settled(page, '/faq');
      expect(await modalAd(page, adLabel).count()).toBe(0);
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
      await store(page, MODAL_SHOWN_KEY, hoursAgo(11));
      await settled(page, '/');
      expect(await modalAd(page, adLabel).count()).toBe(0);
      await store(page, MODAL_SHOWN_KEY, hoursAgo(13));
      await page.goto('/faq');
      await shown(modalAd(page, adLabel));
    });

    it('shows a woman escort the VIP offer instead of ads, then neither once VIP', async () => {
      const page = await site.visit();
      await logIn(page, 'escort');
      // VIP is sold once the profile can be listed (docs/product.md §6): the demo escort first picks her place.
      const placed = await page.request.patch('/api/user', { data: { location: { region, city } } });
      expect(placed.status(), await placed.text()).toBe(200);
      await settled(page, LISTING);
      await shown(page.locator('[data-vip-promotion]'));
      expect(await page.locator('[data-ad-block]').count()).toBe(0);

      const bought = await page.request.post('/api/user/vip', { data: { days: 7 } });
      expect(bought.status(), await bought.text()).toBe(200);
      await settled(page, LISTING);
      await shown(page.locator('section[aria-labelledby="listing-results"]'));
      expect(await page.locator('[data-vip-promotion]').count()).toBe(0);
      expect(await page.locator('[data-ad-block]').count()).toBe(0);
    });

    it('refuses a description linking to a blocked competitor, naming the host', async () => {
      const page = await site.visit();
      await logIn(page, 'escort');
      await page.goto('/edit');
      const bio = page.getByLabel('Description', { exact: true });
      await shown(bio);
      // Written as people hide a link from filters: still the blocked leolist.cc.
      await bio.fill('Nouvelle en ville. Voir aussi leolist dot cc pour mes disponibilités.');
      await page.getByRole('button', { name: variant === 'QC' ? 'Enregistrer mon profil' : 'Save my profile' }).click();
      await shown(
        page.getByText(
          variant === 'QC'
            ? 'Les liens vers leolist.cc ne sont pas permis sur ce site. Retirez le lien et enregistrez de nouveau.'
            : 'Links to leolist.cc are not allowed on this site. Remove the link and save again.',
        ),
      );
      const me = (await (await page.request.get('/api/user')).json()) as { bio: string };
      expect(me.bio).not.toContain('leolist');
    });

    it('shows the messages banner above the conversations', async () => {
      const page = await site.visit();
      await logIn(page, 'client');
      await page.goto('/messages');
      const banner = await shown(page.locator('aside:has([data-ad-block])'));
      expect(await banner.textContent()).toContain('Same-day flower delivery');
      // Under the inbox and archive tabs, and above what follows: the conversations, or the empty inbox.
      const placed = await page.evaluate<boolean>(`(() => {
        const tabs = document.querySelector('[role="tablist"]').getBoundingClientRect();
        const aside = document.querySelector('aside:has([data-ad-block])');
        const box = aside.getBoundingClientRect();
        const next = aside.nextElementSibling.getBoundingClientRect();
        return box.top >= tabs.bottom && box.bottom <= next.top;
      })()`);
      expect(placed).toBe(true);
    });
  });
}
