import type { Measured } from '../api/report';
import { measureFloods, type FloodRow, type Visitors } from './flood';
import type { BenchServers, MeasuredPage } from './site';
import { CONNECTIONS, measure, measurePair, uncachedRenders, type Pair } from './throughput';

const log = (message: string) => console.error(`[bench web] ${message}`);

export interface Floods {
  idle: Visitors;
  rows: FloodRow[];
}

export interface ServerSide {
  pairs: Pair[];
  staticPage: Measured;
  uncached: number[];
  floods: Floods;
}

/**
 * Issue 25 §2: other visitors' latency while one client floods the site, with the listing's region (`region`)
 * asked with a random campaign tag, the same with a forged session, and unknown profiles.
 */
export async function floodsOf(base: string, pages: MeasuredPage[], region: string, seconds: number): Promise<Floods> {
  const listing = pages.find((page) => page.page === 'listing')!;
  const profile = pages.find((page) => page.page === 'profile')!;
  log(`cache-busting floods, ${seconds} s each`);
  return measureFloods(
    base,
    { health: '/api/health', listingJson: listing.json, keptPage: profile.path },
    [
      { name: 'random campaign tag', path: `/female-escorts/${region}?utm={random}` },
      {
        name: 'random campaign tag, forged session cookie',
        path: `/female-escorts/${region}?utm={random}`,
        forgedSession: true,
      },
      { name: 'a new page each time (unknown profiles)', path: '/user/bench-{random}' },
    ],
    seconds,
  );
}

/** Failed requests among the floods' visitors: any makes the figures untrustworthy. */
export const floodFailures = (floods: Floods) =>
  [floods.idle, ...floods.rows.map((row) => row.visitors)]
    .flatMap((visitors) => Object.values(visitors))
    .reduce((sum, measured) => sum + measured.failures, 0);

/**
 * The server's side of the Quebec site: floods, the listing and profile pages beside their JSON routes, the
 * client-only page, and uncached renders of the listing.
 */
export async function measureServerSide(
  servers: BenchServers,
  pages: MeasuredPage[],
  region: string,
  seconds: number,
  uncachedCount: number,
): Promise<ServerSide> {
  const floods = await floodsOf(servers.rendered, pages, region, seconds);
  const listing = pages.find((page) => page.page === 'listing')!;
  const profile = pages.find((page) => page.page === 'profile')!;
  log(`throughput, ${CONNECTIONS} connections, ${seconds} s per figure`);
  const pairs = [
    await measurePair(
      'listing of 24 cards (busiest city)',
      servers.rendered + listing.path,
      servers.rendered + listing.json,
      seconds,
      true,
    ),
    await measurePair('profile', servers.rendered + profile.path, servers.rendered + profile.json, seconds, false),
  ];
  await measure(servers.client + listing.path, 'text/html', 2);
  const staticPage = await measure(servers.client + listing.path, 'text/html', seconds);
  log('uncached renders');
  const listingPages = (
    (await (await fetch(servers.rendered + listing.json)).json()) as { extraData: { pages: number } }
  ).extraData.pages;
  const uncached = await uncachedRenders(servers.rendered + listing.path, listingPages, uncachedCount);
  return { pairs, staticPage, uncached, floods };
}

/** Failed requests among the throughput figures and the floods. */
export const serverSideFailures = (side: ServerSide) =>
  floodFailures(side.floods) +
  [side.staticPage, ...side.pairs.flatMap((pair) => [pair.page, pair.json])].reduce(
    (sum, measured) => sum + measured.failures,
    0,
  );
