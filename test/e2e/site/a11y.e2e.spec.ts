import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, PHONE, screenshot, seriousAccessibilityViolations, shown, visit } from './browser';
import { logInOnQuebecSite } from './logIn';
import { startProduct, type RunningProduct, type Website } from './product';

/**
 * Every public page of both sites, at a laptop's width and a phone's, checked by axe-core (no critical or
 * serious finding) and for sideways scrolling; then four staff pages and the member's credit screens on a
 * phone. One page per visitor, resized rather than reopened, to keep the run short. The Quebec site is
 * checked in the dark scheme, the Canadian one in the light scheme, so both palettes meet the contrast rules.
 */

const LAPTOP = { width: 1366, height: 860 } as const;

interface Site {
  base: string;
  browser: Browser;
}

/** The product of one variant for the tests of one `describe`, started and stopped around them. */
function variantUnderTest(website: Website): () => Site {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(website);
    browser = await launchChromium();
    // The second variant's start builds the site for it first.
  }, 420_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  return () => ({ base: product!.base, browser: browser! });
}

/** API answers of 400 and above the page received since `watch` began: a guest's page should get none. */
function watchApiErrors(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      failures.push(`${response.status()} ${response.request().method()} ${url.pathname} (on ${page.url()})`);
    }
  });
  return failures;
}

/** Opens a page and waits until the browser has taken it over (the shell asks who is signed in then). */
async function open(page: Page, path: string): Promise<void> {
  const userChecked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.goto(path);
  await userChecked;
  await shown(page.getByRole('heading', { level: 1 }).first());
}

/** How far the document scrolls sideways beyond the viewport, in pixels (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate<number>('document.scrollingElement.scrollWidth - window.innerWidth');

/** axe at the laptop's width and the phone's, with the sideways scroll at each when `scroll` is asked for. */
async function checkBothWidths(page: Page, path: string, options: { scroll?: boolean } = {}) {
  const findings: string[] = [];
  for (const size of [LAPTOP, PHONE]) {
    await page.setViewportSize(size);
    // A resize re-lays out the page and may swap layouts (the phone's navigation): one frame for it.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    for (const finding of await seriousAccessibilityViolations(page))
      findings.push(`${path} @${size.width}: ${finding}`);
    if (options.scroll) {
      const overflow = await sidewaysScroll(page);
      if (overflow > 0) findings.push(`${path} @${size.width}: scrolls sideways by ${overflow} px`);
    }
  }
  return findings;
}

const INFO_PAGES = [
  '/faq',
  '/terms-of-service',
  '/privacy-policy',
  '/fraud-prevention',
  '/client-guide',
  '/escort-guide',
  '/lexicon',
  '/help-services',
  '/contact-us',
];

/** A listed profile whose address the server answers as a page (usernames with a dot read as files). */
async function someProfile(page: Page, region: string): Promise<string> {
  const response = await page.request.get(`/api/users?category=all&region=${region}`);
  const { data } = (await response.json()) as { data: { username: string }[] };
  const username = data.map((card) => card.username).find((name) => !name.includes('.'));
  expect(username).toBeDefined();
  return `/user/${encodeURIComponent(username!)}`;
}

/** Every public page of a site, as a visitor, at both widths: axe, sideways scroll, and the API's answers. */
async function checkPublicPages(site: Site, colorScheme: 'dark' | 'light', listing: string, region: string) {
  const page = await visit(site.browser, site.base, { viewport: LAPTOP, colorScheme });
  const apiErrors = watchApiErrors(page);
  const findings: string[] = [];
  const profile = await someProfile(page, region);
  for (const path of ['/', listing, profile]) {
    await open(page, path);
    findings.push(...(await checkBothWidths(page, path, { scroll: true })));
  }
  for (const path of [...INFO_PAGES, '/login', '/register', '/no-such-page']) {
    await open(page, path);
    findings.push(...(await checkBothWidths(page, path)));
  }
  expect(findings).toEqual([]);
  // A visitor's pages ask nothing the API refuses: who is signed in is answered, not refused.
  expect(apiErrors).toEqual([]);
}

describe('the Quebec site (dark scheme)', () => {
  const site = variantUnderTest('QC');

  it(
    'has no serious accessibility finding and no sideways scroll on any public page',
    { timeout: 900_000 },
    async () => {
      await checkPublicPages(site(), 'dark', '/female-escorts/montreal', 'montreal');
    },
  );

  it('draws a clear focus ring around what the keyboard reaches', async () => {
    const page = await visit(site().browser, site().base, { viewport: LAPTOP });
    await open(page, '/login');
    await page.getByLabel('Nom d’utilisateur ou courriel').focus();
    // Tab on to the first button or link (a text field shows its focus by its border): its ring is an outline
    // at least 2 px wide.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate<boolean>('["BUTTON", "A"].includes(document.activeElement.tagName)')) break;
    }
    const ring = await page.evaluate<{ style: string; width: number }>(
      '(() => { const style = getComputedStyle(document.activeElement); return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }; })()',
    );
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  it('has no serious accessibility finding on four staff pages, wide and narrow', { timeout: 600_000 }, async () => {
    const page = await visit(site().browser, site().base, { viewport: LAPTOP });
    await logInOnQuebecSite(page, 'admin', '/hq', { arrived: true });
    const findings: string[] = [];
    for (const path of ['/hq', '/hq/users', '/hq/transactions', '/hq/help-services']) {
      // The sign-in already landed on /hq: opening it again would race the staff app's own first navigation.
      if (new URL(page.url()).pathname !== path) await page.goto(path);
      if (path !== '/hq') await shown(page.getByRole('table').first(), 60_000);
      else await shown(page.getByRole('heading', { name: 'Bienvenue, admin' }), 60_000);
      findings.push(...(await checkBothWidths(page, path)));
    }
    expect(findings).toEqual([]);
  });

  it('shows a member her whole credit history and an Interac transfer she can copy, on a phone', async () => {
    const page = await visit(site().browser, site().base, { viewport: PHONE });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInOnQuebecSite(page, 'escort', '/transaction-history', { arrived: true });
    // The demo escort's first sign-in shows her important notices ("account approved") over the page, one at a
    // time, and the page behind is hidden from assistive technology until she has read each.
    const acknowledge = page.getByRole('dialog').getByRole('button', { name: 'J’ai compris' });
    await acknowledge.waitFor({ timeout: 15_000 }).catch(() => undefined);
    while ((await acknowledge.count()) > 0) {
      await acknowledge.click();
      await page.waitForTimeout(500);
    }
    await shown(page.getByRole('heading', { level: 1, name: 'Historique des crédits' }), 60_000);
    const table = await shown(page.getByRole('table', { name: 'Historique des crédits' }));
    // Every column on screen, the balance included; the staff's reason for the demo deposit stays theirs.
    for (const header of await table.getByRole('columnheader').all()) {
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, (await header.textContent()) ?? '').toBeLessThanOrEqual(PHONE.width);
    }
    expect(await page.getByText('demo data').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto('/transaction-history?modal=payment');
    const dialog = await shown(page.getByRole('dialog', { name: 'Acheter des crédits' }));
    await dialog.getByRole('radio', { name: /^30 crédits/ }).check();
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    const instructions = await shown(page.getByRole('dialog', { name: 'Envoyez votre virement' }));
    // The recipient and the reference each stay on one line, whole.
    const lines = await page.evaluate<number[]>(
      `[...document.querySelectorAll('[data-testid^="deposit-"]')].map((value) => value.getClientRects().length)`,
    );
    expect(lines).toEqual([1, 1, 1]);
    const reference = await instructions.getByTestId('deposit-reference').textContent();
    await instructions.getByRole('button', { name: 'Copier la référence' }).click();
    await shown(page.getByText('Référence copiée'));
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(reference);
    // Once the toast has finished appearing (the screenshot waits for it): its colours as they stay.
    await screenshot(page, 'qc-credits-reference-copied-phone');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe('the Canadian site (light scheme)', () => {
  const site = variantUnderTest('CA');

  it(
    'has no serious accessibility finding and no sideways scroll on any public page',
    { timeout: 900_000 },
    async () => {
      await checkPublicPages(site(), 'light', '/female-escorts/greater-toronto-area', 'greater-toronto-area');
    },
  );

  it('keeps every quick region, the current one included, on a phone’s screen', async () => {
    const page = await visit(site().browser, site().base, { viewport: PHONE });
    await open(page, '/');
    const chips = page.getByRole('group', { name: 'Regions' }).getByRole('button');
    expect(await chips.count()).toBeGreaterThan(3);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x, (await chip.textContent()) ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, (await chip.textContent()) ?? '').toBeLessThanOrEqual(PHONE.width);
    }
  });
});
