import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults, Result } from 'axe-core';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium: the suite never downloads a browser (`apt-get install chromium` provides it). */
const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOTS = '/tmp/e2e-shots';
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { width: 1280, height: 860 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A visitor who has just seen the modal ad (docs/product.md §9: after 5 page views, then every 12 hours): a
 * journey of five pages or more would otherwise meet it at a moment that depends on the machine's speed, and its
 * dialog hides the page from the journey's next look (or dims it under axe's eyes). The ads journeys ask for it
 * due instead.
 */
function modalAdJustSeen(base: string): BrowserContextOptions['storageState'] {
  return {
    cookies: [],
    origins: [{ origin: base, localStorage: [{ name: 'annuaire.modalAdShownAt', value: new Date().toISOString() }] }],
  };
}

/**
 * A fresh visitor (no cookies, nothing stored but the modal ad just seen, unless `modalAdDue`) on a desktop screen
 * unless told otherwise; the site is dark-themed.
 */
export async function visit(
  browser: Browser,
  base: string,
  options: BrowserContextOptions & { modalAdDue?: boolean } = {},
): Promise<Page> {
  const { modalAdDue, ...contextOptions } = options;
  const context = await browser.newContext({
    baseURL: base,
    viewport: DESKTOP,
    colorScheme: 'dark',
    ...(modalAdDue ? {} : { storageState: modalAdJustSeen(base) }),
    ...contextOptions,
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const heard: string[] = [];
  pageLog.set(page, heard);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') heard.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => heard.push(`failed request: ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) heard.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return page;
}

/** What each page said in its console and which of its requests failed: printed when a journey fails. */
const pageLog = new WeakMap<Page, string[]>();

/**
 * What a failed journey left on screen, for whoever reads CI's output: each open page's address, what it
 * logged, the start of its text, and a screenshot (`failed-<test>-<n>.png`).
 */
export async function describePages(browser: Browser, testName: string): Promise<string> {
  const lines: string[] = [];
  const pages = browser.contexts().flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    lines.push(`page ${index + 1}: ${page.url()}`);
    for (const said of (pageLog.get(page) ?? []).slice(-30)) lines.push(`  ${said}`);
    const text = await page
      .evaluate<string>('document.body ? document.body.innerText : ""')
      .catch((error: unknown) => `(text unreadable: ${String(error)})`);
    lines.push(`  text: ${text.replace(/\s+/g, ' ').slice(0, 1200)}`);
    const name = `failed-${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${index + 1}`;
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) }).catch(() => undefined);
  }
  return lines.join('\n');
}

/** Waits until the element shows, and hands it back for further checks. */
export async function shown(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' });
}

/** Where the page is, relative to the site: `/en/faq?x=1`. */
export function where(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
}

/**
 * Waits until `expression` is true in the page. Polled from here with `evaluate` rather than with Playwright's
 * `waitForFunction`, which compiles its predicate with `eval` inside the page: the site's
 * Content-Security-Policy forbids that, and the journeys run under the real policy.
 */
export async function untilTrue(page: Page, expression: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() > deadline) throw new Error(`Still false after ${timeoutMs} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Once the page's stylesheet has loaded: the first paint a visitor could tap, before any script has run (the
 * public pages' styles are one linked stylesheet, frontend/vite.config.ts).
 */
export async function painted(page: Page): Promise<void> {
  await untilTrue(
    page,
    `(() => { const links = [...document.querySelectorAll('link[rel="stylesheet"]')]; return links.length > 0 && links.every((link) => link.sheet); })()`,
  );
}

/** A picture of the viewport once transitions (dialog fade-in, chip colours) have finished. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await untilTrue(
    page,
    'document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity)',
  );
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });
}

/**
 * axe-core's serious and critical findings on the page as it is now (or inside `selector`), one readable
 * line each.
 */
export async function seriousAccessibilityViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated rather than added as a <script>: the page's policy runs no script it did not ship.
  await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  const context = selector === undefined ? 'document' : JSON.stringify(selector);
  const results = await page.evaluate<AxeResults>(`axe.run(${context}, { resultTypes: ["violations"] })`);
  return results.violations
    .filter((violation: Result) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Waits until the pictures in view have arrived: the image endpoint encodes each size on first request,
 * which takes a moment on a fresh demo.
 */
export async function picturesShown(page: Page): Promise<void> {
  await untilTrue(
    page,
    `[...document.images].filter((image) => { const box = image.getBoundingClientRect(); return box.bottom > 0 && box.top < innerHeight && box.width > 0; }).every((image) => image.complete && image.naturalWidth > 0)`,
  );
}
