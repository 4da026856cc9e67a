import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SiteVariant } from '@annuaire/shared';
import { writeDocSection } from '../docSections';
import { execute, startBenchServer, type BenchServer } from '../eventstore/server';
import { busiestListing, seedBenchPopulation } from '../population';
import { floodSection } from './floodReport';
import { measurePages, type PageResult } from './pages';
import { givePictures } from './pictures';
import { webReport } from './report';
import { floodFailures, floodsOf, measureServerSide, serverSideFailures, type ServerSide } from './serverSide';
import { ensureBuiltSite, htmlOf, measuredPages, startServers, VARIANT_NAMES } from './site';

const log = (message: string) => console.error(`[bench web] ${message}`);

export const WEB_USAGE = `npm run bench -- web [--quick] [--pages-only] [--variant QC|CA] [--flood-only]
  (none)          50,000 members per variant; floods, throughput and uncached renders on the Quebec site; home,
                  listing and profile of both variants on the phone (5 visits) and in Lighthouse (3 runs);
                  rewrites the web section of docs/benchmarks.md
  --quick         5,000 members, 3 s per figure, 2 visits and 1 Lighthouse run per page
  --pages-only    the browser side alone (HTML sizes, phone page loads, Lighthouse): no floods nor throughput
  --variant QC|CA one site only (both by default)
  --flood-only    the Quebec site's floods alone, 10 s each, printed
  Only a full run of both variants writes docs/benchmarks.md. BENCH_LIGHTHOUSE_DIR=<dir> keeps every Lighthouse
  report there as JSON; BENCH_CPU_PROFILE=<dir> the server's CPU profile.
  While developing: npm run bench -- web --pages-only --variant CA --quick`;

interface Options {
  quick: boolean;
  floodOnly: boolean;
  pagesOnly: boolean;
  variants: SiteVariant[];
}

function optionsOf(args: readonly string[]): Options | null {
  const flags = ['--quick', '--flood-only', '--pages-only', '--variant', '--help'];
  const at = args.indexOf('--variant');
  const asked = at >= 0 ? args[at + 1] : undefined;
  const variant = asked === 'QC' || asked === 'CA' ? asked : undefined;
  const unknown = args.some((arg, index) => !flags.includes(arg) && !(at >= 0 && index === at + 1));
  if (unknown || (at >= 0 && !variant)) return null;
  const floodOnly = args.includes('--flood-only');
  return {
    quick: args.includes('--quick'),
    floodOnly,
    pagesOnly: args.includes('--pages-only'),
    // The floods are the Quebec site's, as they have always been measured.
    variants: floodOnly ? ['QC'] : variant ? [variant] : ['QC', 'CA'],
  };
}

/**
 * One site ready to measure: built, its members seeded into a database of their own, served by server.ts, and
 * the pages to measure found. The caller stops its servers.
 */
async function openSite(database: BenchServer, dataDir: string, variant: SiteVariant, users: number) {
  await ensureBuiltSite(variant, log);
  const name = `bench_web_${variant.toLowerCase()}`;
  await execute(database.urlOf('postgres'), `create database ${name}`);
  const url = database.urlOf(name);
  log(`seeding ${users.toLocaleString('en-US')} members of the ${VARIANT_NAMES[variant]} site`);
  const plan = await seedBenchPopulation(url, users, log, { variant, dataDir });
  const listing = await busiestListing(url);
  const servers = await startServers(url, variant, dataDir);
  try {
    const { pages, members } = await measuredPages(servers.rendered, listing);
    const listingPage = pages.find((page) => page.page === 'listing')!;
    const rendered = await htmlOf(servers.rendered + listingPage.path);
    if (!rendered.timing?.includes('render;dur'))
      throw new Error(
        `the ${VARIANT_NAMES[variant]} site is not rendered on the server: is frontend/dist-server built?`,
      );
    return { variant, url, plan, listing, servers, pages, listingPage, members };
  } catch (error) {
    servers.stop();
    throw error;
  }
}

type Site = Awaited<ReturnType<typeof openSite>>;

/** The members the measured pages show get their photos; the pages must show the same members after. */
async function pictureMembers(site: Site, dataDir: string): Promise<void> {
  const added = await givePictures(site.url, { variant: site.variant, dataDir }, site.plan, site.members, log);
  await picturesShown(site.servers.rendered, site.listingPage.json);
  log(`${added} pictures added`);
  const again = await measuredPages(site.servers.rendered, site.listing);
  if ([...again.members].some((member) => !site.members.has(member)))
    throw new Error('the measured pages show other members once pictured');
}

/**
 * `npm run bench -- web`: server-rendered pages beside their JSON routes, other visitors' latency while one client
 * floods the site, and each variant's home, listing and profile on a phone and in Lighthouse (WEB_USAGE).
 */
export async function runWebBench(args: readonly string[]): Promise<number> {
  const options = optionsOf(args);
  if (!options || args.includes('--help')) {
    console.error(`usage: ${WEB_USAGE}`);
    return options ? 0 : 2;
  }
  const { quick, floodOnly, pagesOnly } = options;
  const users = quick ? 5_000 : 50_000;
  // The floods alone are measured 10 s each even on the quick population: their figures are ratios of p99s.
  const seconds = quick && !floodOnly ? 3 : 10;
  const visits = quick ? 2 : 5;
  const audits = quick ? 1 : 3;
  const started = Date.now();
  const database = await startBenchServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-bench-web-'));
  try {
    let serverSide: ServerSide | null = null;
    const pages: PageResult[] = [];
    for (const variant of options.variants) {
      const site = await openSite(database, dataDir, variant, users);
      try {
        if (floodOnly) {
          const floods = await floodsOf(site.servers.rendered, site.pages, site.listing.region, seconds);
          console.log(`\n${floodSection({ ...floods, seconds }).join('\n')}\n`);
          if (floodFailures(floods) > 0) log(`${floodFailures(floods)} failed visitor requests during the floods`);
          return floodFailures(floods) > 0 ? 1 : 0;
        }
        await pictureMembers(site, dataDir);
        if (variant === 'QC' && !pagesOnly)
          serverSide = await measureServerSide(site.servers, site.pages, site.listing.region, seconds, quick ? 20 : 60);
        pages.push(...(await measurePages(variant, site.servers.rendered, site.pages, visits, audits)));
      } finally {
        site.servers.stop();
      }
    }
    const report = webReport({
      users,
      seconds,
      elapsed: (Date.now() - started) / 1000,
      serverSide,
      pages,
      visits,
      audits,
    });
    console.log(`\n${report}\n`);
    const failures = serverSide ? serverSideFailures(serverSide) : 0;
    if (failures > 0) {
      log(`${failures} failed requests: figures not trustworthy, docs/benchmarks.md left as it was`);
      return 1;
    }
    if (quick || pagesOnly || options.variants.length < 2)
      log('partial or quick run: docs/benchmarks.md left as it was');
    else {
      await writeDocSection('web', report);
      log('wrote docs/benchmarks.md (web section)');
    }
    return 0;
  } finally {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The pictures reach the server's answers once its caches see the new snapshot (within seconds). */
async function picturesShown(base: string, listingJson: string): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const answer = (await (await fetch(base + listingJson)).json()) as { data: { profilePicture: unknown }[] };
    if (answer.data.every((card) => card.profilePicture)) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error("the listing's cards still show no picture");
}
