import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { describePages, launchChromium, visit } from './browser';
import { startProduct, type RunningProduct } from './product';

/**
 * The product started for one variant and a Chromium to drive it, for the tests of one file: started
 * before them, each test's browser contexts closed after it, everything stopped at the end.
 */
export function siteUnderTest(
  variant: 'QC' | 'CA',
  options: { env?: () => Record<string, string>; modalAdDue?: boolean } = {},
) {
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
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      // A journey that fails on a loaded CI machine must say what the browser and the product saw.
      console.error(`${task.name}: what the browser showed\n${await describePages(browser, task.name)}`);
      console.error(`${task.name}: the product's last output\n${product.output().split('\n').slice(-40).join('\n')}`);
    }
    for (const context of browser.contexts()) await context.close();
  });
  return {
    /** Where the product answers, once started. */
    base: () => product.base,
    /** A new browser context (a fresh visitor) on the site, with its first page. */
    visit: (contextOptions?: BrowserContextOptions): Promise<Page> =>
      visit(browser, product.base, { modalAdDue: options.modalAdDue, ...contextOptions }),
  };
}
