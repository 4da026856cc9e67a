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

/**
 * The server's own account of uncached renders: each address asked once, one at a time, with a query parameter
 * the page ignores (so the data comes from the API's cache and the render cache misses). Milliseconds of
 * React render from the answer's Server-Timing, sorted.
 */
export async function uncachedRenders(pageUrl: string, count: number): Promise<number[]> {
  const durations: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${pageUrl}?bench=${Date.now()}-${index}`, { headers: headers('text/html') });
    await response.arrayBuffer();
    const timing = response.headers.get('server-timing') ?? '';
    const render = /render;dur=([\d.]+)(;desc="cached")?/.exec(timing);
    if (!response.ok || !render || render[2])
      throw new Error(`not an uncached server render: ${response.status} ${timing}`);
    durations.push(Number(render[1]));
  }
  return durations.sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
