import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, visit } from './browser';
import { startProduct, type RunningProduct } from './product';

/**
 * The product started for one variant and a Chromium to drive it, for the tests of one file: started
 * before them, each test's browser contexts closed after it, everything stopped at the end.
 */
export function siteUnderTest(variant: 'QC' | 'CA', options: { env?: () => Record<string, string> } = {}) {
  let product: RunningProduct;
  let browser: Browser;
  beforeAll(async () => {
    // Read when the product starts, after the file's earlier beforeAll hooks (a provider server they start).
    product = await startProduct(variant, options.env?.() ?? {});
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
    /** Where the product answers, once started. */
    base: () => product.base,
    /** A new browser context (a fresh visitor) on the site, with its first page. */
    visit: (options?: BrowserContextOptions): Promise<Page> => visit(browser, product.base, options),
  };
}
