import { execFile, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { SiteVariant } from '@annuaire/shared';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER = path.join(here, 'server.ts');
const repository = path.resolve(here, '../../..');

export const VARIANT_NAMES: Record<SiteVariant, string> = { QC: 'Quebec', CA: 'Canada' };

/**
 * The variant's browser and server bundles, as `npm start` serves them: built by `npm start`'s own check
 * (frontend/scripts/ensure-built.mjs) when missing, built for the other variant or older than the sources.
 * Both variants build into frontend/dist, so they are measured one after the other.
 */
export async function ensureBuiltSite(variant: SiteVariant, log: (message: string) => void): Promise<void> {
  log(`checking the ${VARIANT_NAMES[variant]} build (frontend/scripts/ensure-built.mjs)`);
  await promisify(execFile)('node', [path.join(repository, 'frontend', 'scripts', 'ensure-built.mjs')], {
    cwd: repository,
    env: { ...process.env, WEBSITE: variant },
  });
}

export interface BenchServers {
  /** The product as it runs, pages rendered on the server. */
  rendered: string;
  /** The same product with `SERVER_RENDERING=off`. */
  client: string;
  stop: () => void;
}

/** server.ts in its own process on the database at `url`, as the variant's site, pictures under `dataDir`. */
export async function startServers(url: string, variant: SiteVariant, dataDir: string): Promise<BenchServers> {
  const child = fork(SERVER, [], {
    // BENCH_CPU_PROFILE=<dir>: the server's CPU profile is written there when the bench ends (open it in
    // Chrome's DevTools), to see where a page's time goes.
    execArgv: [
      '--import',
      import.meta.resolve('tsx'),
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : []),
    ],
    // React's production build on the server, as the product runs in production (Dockerfile: NODE_ENV=production);
    // the product's own settings stay those of a test run (server.ts passes NODE_ENV=test to its config).
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: dataDir, WEBSITE: variant },
  });
  const ports = await new Promise<{ renderedPort: number; clientPort: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { renderedPort: number; clientPort: number }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    rendered: `http://127.0.0.1:${ports.renderedPort}`,
    client: `http://127.0.0.1:${ports.clientPort}`,
    stop: () => child.kill('SIGTERM'),
  };
}

export const htmlOf = async (url: string) => {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { text: await response.text(), timing: response.headers.get('server-timing') };
};

const json = async <T>(url: string): Promise<T> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
};

type Cards = { username: string }[];

export interface MeasuredPage {
  page: 'home' | 'listing' | 'profile';
  path: string;
  /** The data route the page is built from, for the throughput pairs. */
  json: string;
  /** The CSS selector of the page's first photo: the first card's, or the gallery's first slide on a profile. */
  photo: string;
  /** The name its first card (the profile's own on a profile) shows, to look for in the first HTML. */
  firstName: string;
}

/**
 * The pages measured on each variant: the home page (the site's busiest region), the busiest city's listing
 * (`listing`, as `busiestListing` finds it) and the profile of its first card; with every member they show.
 */
export async function measuredPages(base: string, listing: { region: string; city: string }) {
  const listingJson = `/api/users?category=female-escorts&region=${listing.region}&city=${listing.city}`;
  const listingCards = (await json<{ data: Cards }>(base + listingJson)).data;
  const first = listingCards[0];
  if (!first) throw new Error(`the listing ${listing.region}/${listing.city} is empty`);
  const home = await json<{ availableNow: Cards; vip: Cards; newest: Cards }>(`${base}/api/home`);
  // The home page's sections in their order, the empty ones left out (features/home/components/HomeProfiles.tsx).
  const homeCards = [...home.availableNow, ...home.vip, ...home.newest];
  const username = encodeURIComponent(first.username);
  const pages: MeasuredPage[] = [
    { page: 'home', path: '/', json: '/api/home', photo: 'article img', firstName: homeCards[0]?.username ?? '' },
    {
      page: 'listing',
      path: `/female-escorts/${listing.region}/${listing.city}`,
      json: listingJson,
      photo: 'article img',
      firstName: first.username,
    },
    {
      page: 'profile',
      path: `/user/${username}`,
      json: `/api/users/${username}`,
      photo: 'img[fetchpriority="high"]',
      firstName: first.username,
    },
  ];
  return { pages, members: new Set([...listingCards, ...homeCards].map((card) => card.username)) };
}
