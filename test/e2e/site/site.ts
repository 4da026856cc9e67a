import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, visit } from './browser';
import { startProduct, type RunningProduct } from './product';

/**
 * The product started for one variant and a Chromium to drive it, for the tests of one file: started
 * before them, each test's browser contexts closed after it, everything stopped at the end.
 */
export function siteUnderTest(variant: 'QC' | 'CA') {
  let product: RunningProduct;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct(variant);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  afterEach(async () => {
    for (const context of browser.contexts()) await context.close();
  });
  return {
    /** A new browser context (a fresh visitor) on the site, with its first page. */
    visit: (options?: BrowserContextOptions): Promise<Page> => visit(browser, product.base, options),
  };
}
