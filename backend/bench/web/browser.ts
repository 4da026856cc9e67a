import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); a benchmark never downloads a browser. */
const CHROMIUM = '/usr/bin/chromium';

/**
 * A mid-range phone on a slow mobile network, as Lighthouse's mobile profile has it: Moto G Power screen,
 * CPU slowed 4x, 1.6 Mbps down, 750 Kbps up, 150 ms round trip.
 */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface PageLoad {
  /** Milliseconds from navigation start. */
  fcp: number;
  lcp: number;
  cls: number;
  /** JavaScript bytes over the wire (compressed) until the page settled. */
  scriptBytes: number;
}

/**
 * Read in the page once it settled (a string: the bench's TypeScript has no DOM types). LCP is the last
 * largest-contentful-paint entry, CLS the sum of shifts without recent input (no input is made here).
 */
const MEASURE = `new Promise((resolve) => {
  let lcp = 0;
  let cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const scriptBytes = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || /\\.m?js(\\?|$)/.test(entry.name))
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    resolve({ fcp, lcp, cls, scriptBytes });
  }, 200);
})`;

export function launchBrowser(): Promise<Browser> {
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

/** One cold visit (a new profile: no HTTP cache, no service worker, no storage) of `url` on the phone. */
export async function coldLoad(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // A page the browser renders itself shows nothing at `load`: its script still has to run and ask for
    // the data. Both kinds are measured once the page's heading is there and the network has settled.
    await page.locator('#root h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    // Entries are buffered: observers created now still see every paint and shift since navigation.
    return (await page.evaluate(MEASURE)) as PageLoad;
  } finally {
    await context.close();
  }
}
