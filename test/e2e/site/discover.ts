import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shown, untilTrue, where } from './browser';

/** How long a list may take to show the answer to a new address (the first pictures are encoded then). */
const SETTLE = { timeout: 15_000 };

/** The texts the journeys below look for, in the site's default language. */
export interface DiscoverTexts {
  results: string;
  sortGroup: string;
  newest: string;
  pages: string;
  nextPage: string;
}

const usernames = async (page: Page, query: string): Promise<string[]> => {
  const response = await page.request.get(`/api/users?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { username: string }[] }).data.map((card) => card.username);
};

/**
 * The home shows real faces (docs/product.md §2): its first HTML already holds pictures from the image route, and
 * in Chromium at least one of them has loaded with a real width.
 */
export async function homeShowsProfilePictures(page: Page, base: string): Promise<void> {
  const html = await (await fetch(`${base}/`)).text();
  expect(html).toMatch(/<article[^]*?src="\/api\/images\?url=/);
  const section = page.locator('section[aria-labelledby^="home-"]').filter({ has: page.getByRole('article') });
  await (await shown(section.first())).scrollIntoViewIfNeeded();
  await untilTrue(
    page,
    `[...document.querySelectorAll('section[aria-labelledby^="home-"] article img')].some((image) => image.complete && image.naturalWidth > 0 && new URL(image.currentSrc).pathname === '/api/images')`,
  );
}

/**
 * On a listing of more than one page: sorting by newest shows the API's newest-first order (not the ranked one),
 * and the next page keeps the order in its address and continues it without repeating anyone.
 */
export async function sortByNewestAcrossPages(page: Page, listing: string, query: string, texts: DiscoverTexts) {
  const results = page.getByRole('list', { name: texts.results });
  const shownUsernames = () => results.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  const ranked = await usernames(page, query);
  await expect.poll(shownUsernames, SETTLE).toEqual(ranked);

  await page.getByRole('group', { name: texts.sortGroup }).getByRole('button', { name: texts.newest }).click();
  await page.waitForURL((url) => url.search === '?sort=newest');
  const newest = await usernames(page, `${query}&sort=newest`);
  expect(newest).not.toEqual(ranked);
  await expect.poll(shownUsernames, SETTLE).toEqual(newest);

  await page.getByRole('navigation', { name: texts.pages }).getByRole('link', { name: texts.nextPage }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/page/2'));
  expect(where(page)).toBe(`${listing}/page/2?sort=newest`);
  const pressed = page.getByRole('group', { name: texts.sortGroup }).getByRole('button', { name: texts.newest });
  expect(await pressed.getAttribute('aria-pressed')).toBe('true');
  const second = await usernames(page, `${query}&sort=newest&page=2`);
  await expect.poll(shownUsernames, SETTLE).toEqual(second);
  expect(second.filter((username) => newest.includes(username))).toEqual([]);
}
