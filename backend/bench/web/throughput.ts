import autocannon from 'autocannon';
import type { Measured } from '../api/report';

export const CONNECTIONS = 50;

/** Both sides ask as a browser does: compressed answers (brotli), the page as HTML and the data as JSON. */
const headers = (accept: string) => ({ accept, 'accept-encoding': 'br, gzip' });

export async function measure(url: string, accept: string, seconds: number): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: headers(accept) });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export interface Pair {
  name: string;
  page: Measured;
  json: Measured;
}

/**
 * A page beside the JSON route it is built from: a warm-up of each, then both measured, the order alternating
 * per pair so neither always runs on the warmer machine.
 */
export async function measurePair(
  name: string,
  page: string,
  json: string,
  seconds: number,
  pageFirst: boolean,
): Promise<Pair> {
  await measure(page, 'text/html', 2);
  await measure(json, 'application/json', 2);
  if (pageFirst) {
    const pageResult = await measure(page, 'text/html', seconds);
    return { name, page: pageResult, json: await measure(json, 'application/json', seconds) };
  }
  const jsonResult = await measure(json, 'application/json', seconds);
  return { name, page: await measure(page, 'text/html', seconds), json: jsonResult };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's own account of uncached renders: pages of the listing not asked before (page 2, 3, … in each
 * order), one at a time, each its own render (a parameter the page ignores is its plain page now: issue 25).
 * One client asks them all, so past its share of render time (backend/src/web/ssr/renderGate.ts) the server
 * answers the browser's page; the address is asked again a moment later. Milliseconds of React render from the
 * answer's Server-Timing, sorted.
 */
export async function uncachedRenders(pageUrl: string, pages: number, count: number): Promise<number[]> {
  const addresses = ['', '?sort=newest', '?sort=active']
    .flatMap((order) => Array.from({ length: pages - 1 }, (_, index) => `${pageUrl}/page/${index + 2}${order}`))
    .slice(0, count);
  const durations: number[] = [];
  for (const address of addresses) {
    for (;;) {
      const response = await fetch(address, { headers: headers('text/html') });
      await response.arrayBuffer();
      const timing = response.headers.get('server-timing') ?? '';
      if (/busy;desc=/.test(timing)) {
        await pause(250);
        continue;
      }
      const render = /render;dur=([\d.]+)(;desc="cached")?/.exec(timing);
      if (!response.ok || !render || render[2])
        throw new Error(`not an uncached server render: ${address} ${response.status} ${timing}`);
      durations.push(Number(render[1]));
      break;
    }
  }
  return durations.sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
