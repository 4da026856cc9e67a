import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { picturesShown, screenshot, untilTrue } from './browser';

/** The phones of docs/product.md §2 "faces on the first screen": a small Android and a common iPhone. */
export const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** A profile photo in view: its address, and how much of its height shows between the fixed bars. */
interface PhotoInView {
  readonly alt: string;
  readonly shownShare: number;
}

/**
 * The profile photos a visitor sees without scrolling: each card photo (alt "Photo de …" / "Photo of …") with
 * the share of its height that is inside the screen and not under a bar fixed to the top or the bottom (the top
 * bar, the bottom navigation, the cookie bar). A bar is whatever is `position: fixed` or `sticky` and lies wholly
 * in the screen's upper or lower half; a dialog over the middle of the screen would hide the photos and is
 * counted as hiding them (it lies in neither half). Evaluated in the page as text: this project's types have no
 * DOM (as the other journeys' expressions).
 */
const PHOTOS_IN_VIEW = `(({ source, flags }) => {
  const pattern = new RegExp(source, flags);
  const height = window.innerHeight;
  let top = 0;
  let bottom = height;
  const covers = [];
  for (const element of document.body.querySelectorAll('*')) {
    const position = getComputedStyle(element).position;
    if (position !== 'fixed' && position !== 'sticky') continue;
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.width === 0 || box.bottom <= 0 || box.top >= height) continue;
    if (box.bottom <= height / 2) top = Math.max(top, box.bottom);
    else if (box.top >= height / 2) bottom = Math.min(bottom, box.top);
    else covers.push({ top: box.top, bottom: box.bottom });
  }
  return [...document.images]
    .filter((image) => pattern.test(image.alt))
    .map((image) => {
      const box = image.getBoundingClientRect();
      const inside = box.left >= 0 && box.right <= window.innerWidth;
      const hidden = covers.some((cover) => cover.top < box.bottom && cover.bottom > box.top);
      const shown = Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, top));
      return { alt: image.alt, shownShare: inside && !hidden && box.height > 0 ? shown / box.height : 0 };
    });
})`;

async function photosInView(page: Page, alt: RegExp): Promise<PhotoInView[]> {
  return page.evaluate<PhotoInView[]>(`${PHOTOS_IN_VIEW}(${JSON.stringify({ source: alt.source, flags: alt.flags })})`);
}

/**
 * docs/product.md §2: on a phone, the page's first screen shows at least four profile photos, each at least half
 * in view, whatever the site draws over it on a first visit (the cookie bar included).
 */
export async function fourFacesOnFirstScreen(page: Page, path: string, alt: RegExp, shot: string): Promise<void> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The page is the server's render, or the browser's when the server was past its render bounds for this client
  // (backend/src/web/ssr/renderGate.ts: every journey comes from one address): either way, its profiles first.
  await untilTrue(
    page,
    `[...document.images].some((image) => new RegExp(${JSON.stringify(alt.source)}).test(image.alt))`,
  );
  await picturesShown(page);
  const photos = await photosInView(page, alt);
  const seen = photos.filter((photo) => photo.shownShare >= 0.5);
  if (seen.length < 4) await screenshot(page, shot);
  expect(
    seen.length,
    `${path}: photos at least half in view: ${JSON.stringify(photos.slice(0, 8))}`,
  ).toBeGreaterThanOrEqual(4);
}
