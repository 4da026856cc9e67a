import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gone, shown, where } from './browser';

/** What a new escort reads and clicks on her way in, in the site's language. */
export interface OnboardingWords {
  /** The cookie banner's region and its "essentials only" choice, when the site asks about cookies. */
  readonly cookies?: { region: string; essentials: string };
  readonly publish: RegExp;
  readonly username: string;
  readonly email: string;
  readonly password: RegExp;
  readonly gender: string;
  readonly woman: string;
  readonly adult: RegExp;
  readonly submit: string;
  readonly welcome: (username: string) => string;
  readonly checklist: string;
  readonly noneDone: string;
  readonly addPictures: string;
  readonly chooseLocation: string;
  readonly becomeVip: string;
  readonly vipLocked: RegExp;
  readonly contactHidden: RegExp;
  readonly rank: RegExp;
}

/**
 * A new escort's first steps (docs/product.md §4 onboarding, §6 VIP once listable): she signs up, lands on her
 * own page welcomed by name with her checklist, sees why her contact details are hidden and no rank while under
 * review, cannot buy VIP yet (the server refuses too), and her public page asks search engines not to index it.
 */
export async function newEscortsFirstSteps(page: Page, words: OnboardingWords): Promise<void> {
  const username = `nouvelle${Date.now().toString(36)}`;
  // The page's own elements are awaited below; "load" waits for pictures too, which a busy machine makes slow.
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  if (words.cookies) {
    const banner = page.getByRole('region', { name: words.cookies.region });
    await (await shown(banner)).getByRole('button', { name: words.cookies.essentials }).click();
    await gone(banner);
  }
  await page.getByRole('radio', { name: words.publish }).check();
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.email).fill(`${username}@example.com`);
  await page.getByLabel(words.password).fill('une phrase facile à retenir');
  await page.getByRole('combobox', { name: words.gender }).click();
  await page.getByRole('option', { name: words.woman, exact: true }).click();
  await page.getByRole('checkbox', { name: words.adult }).check();
  const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/register', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: words.submit }).click();
  expect((await registered).status()).toBe(201);
  // She lands on her own profile page, welcomed by name: the checklist, nothing done yet, each step leading to
  // where it is done.
  await page.waitForURL((url) => url.pathname.endsWith('/profile'), { timeout: 30_000 });
  await shown(page.getByText(words.welcome(username)), 30_000);
  const checklist = await shown(page.getByRole('region', { name: words.checklist }), 30_000);
  await shown(checklist.getByRole('progressbar', { name: words.noneDone }));
  await shown(checklist.getByText(words.addPictures));
  const locationStep = checklist.getByRole('link', { name: new RegExp(`\\(${words.chooseLocation}\\)$`) });
  expect(await locationStep.getAttribute('href')).toMatch(/\/edit$/);

  // Under review for her first hours: the VIP offer is there but disabled, saying why.
  const become = page.getByRole('complementary', { name: 'VIP' }).getByRole('button', { name: words.becomeVip });
  expect(await become.isDisabled()).toBe(true);
  await shown(page.getByText(words.vipLocked).first());
  expect(where(page)).toMatch(/\/profile$/);
  // She is told why her contact details are hidden, and sees no rank in listings she is not in.
  await shown(page.getByText(words.contactHidden));
  expect(await page.getByText(words.rank).count()).toBe(0);

  // The server refuses the purchase outright, whatever the page shows.
  const refused = await page.request.post('/api/user/vip', { data: { days: 7 } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('profile_not_listable');

  // Another visitor may open her page by its address, but search engines are asked not to index it yet.
  const base = new URL(page.url()).origin;
  const publicPage = await fetch(`${base}/user/${username}`);
  expect(publicPage.status).toBe(200);
  expect(await publicPage.text()).toContain('<meta name="robots" content="noindex"');
}
