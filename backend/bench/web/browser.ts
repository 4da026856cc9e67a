import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); a benchmark never downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
  /** The last largest-contentful-paint's element: its tag, then its alt text or the start of its text. */
  lcpElement: string;
  /** The last largest paint was the page's first photo (the first card's, the gallery's on a profile). */
  lcpIsPhoto: boolean;
  /** When the first photo painted (Element Timing), null if it had not by the time the page settled. */
  photoPaint: number | null;
  cls: number;
  /** The first element the largest layout shift moved, null without shifts. */
  shifted: string | null;
  /** Total blocking time: each long task's part beyond 50 ms, from first paint until the page settled. */
  tbt: number;
  /** JavaScript fetched until the page settled: compressed bytes (response bodies) and files. */
  scriptBytes: number;
  scriptFiles: number;
}

const PHOTO_ID = 'bench-first-photo';

/**
 * Runs in the page before its own scripts (a string: the bench's TypeScript has no DOM types). Long tasks are
 * observed from the start, since Chromium does not buffer them for later observers; LCP elements and shifted
 * nodes are described when reported, since hydration may replace them. The first element matching `photo` is given an
 * `elementtiming` attribute as soon as the parser inserts it, before it can paint, so Element Timing reports
 * its paint.
 */
const observerScript = (photo: string) => `(() => {
  const bench = (window.__bench = { longTasks: [], largest: [], shifts: [], photoPaint: null });
  const label = (node) => {
    const element = node?.nodeType === Node.ELEMENT_NODE ? node : node?.parentElement;
    if (!element) return '(removed)';
    const tag = element.tagName.toLowerCase();
    const text = tag === 'img' ? element.alt || element.currentSrc : element.textContent;
    return tag + ' "' + (text || '').trim().replace(/\\s+/g, ' ').slice(0, 40) + '"';
  };
  // A background image is named by its address: its element's text says nothing.
  const describe = (entry) => {
    if (!entry.element || entry.element.tagName === 'IMG' || !entry.url) return label(entry.element);
    const image = new URL(entry.url);
    const size = image.searchParams.toString().replace(/^url=[^&]*&?/, '');
    return entry.element.tagName.toLowerCase() + ' background ' + image.pathname + ' ' + size;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      bench.largest.push({
        time: entry.startTime,
        element: describe(entry),
        photo: entry.element?.getAttribute('elementtiming') === '${PHOTO_ID}',
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) bench.shifts.push({ value: entry.value, source: label(entry.sources[0]?.node) });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.identifier === '${PHOTO_ID}' && bench.photoPaint === null) bench.photoPaint = entry.renderTime || entry.loadTime;
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((_, observer) => {
    const image = document.querySelector(${JSON.stringify(photo)});
    if (!image) return;
    image.setAttribute('elementtiming', '${PHOTO_ID}');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})()`;

/**
 * Read in the page once it settled, a moment later so the observers have delivered every entry. CLS is the sum of
 * the shifts without recent input (no input is made here).
 */
const MEASURE = `new Promise((resolve) => {
  const bench = window.__bench;
  setTimeout(() => {
    const settled = performance.now();
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const tbt = bench.longTasks.reduce((sum, [start, duration]) => {
      const blocking = Math.min(start + duration, settled) - Math.max(start, fcp);
      return sum + Math.max(0, blocking - 50);
    }, 0);
    const last = bench.largest.at(-1) ?? { time: NaN, element: '(none)', photo: false };
    const scripts = new Map();
    for (const entry of performance.getEntriesByType('resource'))
      if (entry.initiatorType === 'script' || /\\.m?js(\\?|$)/.test(entry.name)) scripts.set(entry.name, entry.encodedBodySize);
    resolve({
      fcp,
      lcp: last.time,
      lcpElement: last.element,
      lcpIsPhoto: last.photo,
      photoPaint: bench.photoPaint,
      cls: bench.shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifted: [...bench.shifts].sort((a, b) => b.value - a.value)[0]?.source ?? null,
      tbt,
      scriptBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
      scriptFiles: scripts.size,
    });
  }, 200);
})`;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/**
 * One cold visit (a new profile: no HTTP cache, no service worker, no storage) of `url` on the phone; `photo` is
 * the CSS selector of the page's first photo.
 */
export async function coldLoad(browser: Browser, url: string, photo: string): Promise<PageLoad> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(observerScript(photo));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Measured once the page's heading is there and the network has settled.
    await page.locator('#root h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1_000);
    // Entries are buffered: observers created now still see every paint and shift since navigation.
    return (await page.evaluate(MEASURE)) as PageLoad;
  } finally {
    await context.close();
  }
}
