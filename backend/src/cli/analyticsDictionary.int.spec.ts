import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  projections,
  rebuildProjection,
  startProjectionWorkers,
  waitForProjections,
  type AnyProjection,
} from '@annuaire/projections';
import { catalogue } from '@annuaire/shared';
import { openTestStore, type TestStore } from '../../../test/eventStore';
import { loadConfig } from '../config';
import { seedDemoAccounts } from '../demo/seed';
import { seedPopulation } from '../demo/population/seed';
import { migrations } from '../migrations';
import { runMigrations } from '../postgres/migrations';
import { workerProjections } from '../readModels';

const run = promisify(execFile);
const ROOT = new URL('../../../', import.meta.url).pathname;

// Set once by this file's beforeAll and shared by its tests: one database (and what runs on it) per spec file,
// as vitest runs each file in its own worker; nothing outside this file sees it.
let t: TestStore;
let dataDir: string;
let workers: ReturnType<typeof startProjectionWorkers>;
let plan: Awaited<ReturnType<typeof seedPopulation>>;

/** Rows per analytics view. */
async function rowCounts() {
  const { rows } = await sql<{ name: string }>`
    select relname as name from pg_class where relnamespace = 'analytics'::regnamespace and relkind = 'v'
    order by 1`.execute(t.db);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const table = sql.table(`analytics.${name}`);
    const { rows: counted } = await sql<{ count: number }>`select count(*)::int as count from ${table}`.execute(t.db);
    counts[name] = counted[0]!.count;
  }
  return counts;
}

const caughtUp = async (names: readonly string[]) =>
  waitForProjections(t.db, names, (await t.store.head())!, { timeoutMs: 120_000 });

beforeAll(async () => {
  t = await openTestStore(catalogue);
  await runMigrations(t.pool, migrations);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'annuaire-analytics-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PICTURES_DIR: path.join(dataDir, 'pictures') });
  workers = startProjectionWorkers(workerProjections(t.store), {
    db: t.db,
    store: t.store,
    connectionString: t.url,
    pollIntervalMs: 100,
  });
  // What `npm start` seeds on a first start: the demo accounts and staff content, then a generated population.
  await seedDemoAccounts({ db: t.db, store: t.store, now: () => new Date() });
  plan = await seedPopulation({ db: t.db, store: t.store, config }, { users: 40, variant: 'QC', seed: 2026 });
  expect(await caughtUp(projections.map((projection) => projection.name))).toBe(true);
}, 300_000);
afterAll(async () => {
  await workers.stop();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the analytics views on the demo population', () => {
  it('hold the facts the demo has: listings, registrations, views, credits, VIP, picture decisions', async () => {
    const counts = await rowCounts();
    expect(Object.keys(counts)).toEqual([
      'ad_figures_daily',
      'credits_ledger',
      'flags',
      'listings_daily',
      'member_approvals',
      'payments',
      'picture_decisions',
      'profile_views_daily',
      'registrations_daily',
      'reports',
      'vip_purchases',
    ]);
    for (const view of [
      'listings_daily',
      'member_approvals',
      'profile_views_daily',
      'credits_ledger',
      'picture_decisions',
    ]) {
      expect(counts[view], view).toBeGreaterThan(0);
    }
    const { rows: registered } = await sql<{ registrations: number; accounts: number }>`
      select (select sum(registrations)::int from analytics.registrations_daily) as registrations,
        (select count(*)::int from accounts.accounts) as accounts`.execute(t.db);
    expect(registered[0]!.registrations).toBe(registered[0]!.accounts);
    expect(counts.vip_purchases).toBe(plan.filter((user) => user.vipPurchaseAt !== null).length);
    // The demo puts most profiles in Montréal (docs/product.md §2 home): its page lists some today.
    const { rows: today } = await sql<{ listed: number }>`
      select coalesce(sum(profiles_listed), 0)::int as listed from analytics.listings_daily
      where day = (now() at time zone 'America/Toronto')::date and category = 'all' and region = 'montreal'
        and city is null`.execute(t.db);
    expect(today[0]!.listed).toBeGreaterThan(0);
  });

  it('come back whole after real rebuilds on the PostgreSQL event store', async () => {
    const before = await rowCounts();
    const rebuilt: AnyProjection[] = projections.filter((projection) =>
      ['credits', 'analytics_facts'].includes(projection.name),
    );
    for (const projection of rebuilt) {
      await rebuildProjection(projection, { db: t.db, store: t.store, connectionString: t.url });
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('npm run analytics -- dictionary --check', () => {
  it('finds docs/analytics.md current, rendered in a scratch database of the configured server', async () => {
    const { stderr } = await run('npm', ['run', '--silent', 'analytics', '--', 'dictionary', '--check'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.url, NODE_ENV: 'test' },
    });
    expect(stderr).not.toContain('stale');
  }, 60_000);
});
