import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { projections } from '../registry';
import { migrateRuntime } from '../runtime/checkpoints';
import { rebuildProjection } from '../runtime/rebuild';
import { waitForProjections } from '../runtime/waitFor';
import { startProjectionWorkers } from '../runtime/worker';
import { schemasRead, viewComment } from './define';
import { analyticsDependencies } from './dictionary';
import { ensureAnalyticsViews } from './ensure';
import { analyticsStory, PRIVATE_WORDS } from './story';
import { MemoryLog } from './testing';
import { ANALYTICS_VIEWS } from './views';

const story = analyticsStory();
const { ids } = story;
const log = new MemoryLog();
// Set once by this file's beforeAll and shared by its tests: one database (and what runs on it) per spec file,
// as vitest runs each file in its own worker; nothing outside this file sees it.
let database: TestDatabase;
let db: Kysely<unknown>;
let workers: ReturnType<typeof startProjectionWorkers>;

const follow = () =>
  startProjectionWorkers(projections, { db, store: log, connectionString: database.url, pollIntervalMs: 50 });

beforeAll(async () => {
  database = await createTestDatabase();
  db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 20 }) }) });
  await migrateRuntime(db);
  for (const event of story.events) log.append([event]);
  // The product's workers on a fresh database: they make the read models, and with them the views.
  workers = follow();
  const names = projections.map((projection) => projection.name);
  expect(await waitForProjections(db, names, (await log.head())!, { timeoutMs: 30_000 })).toBe(true);
});
afterAll(async () => {
  await workers.stop();
  await db.destroy();
  await database.drop();
});

const select = async (query: string) => (await sql.raw<Record<string, unknown>>(query).execute(db)).rows;

/** Every row of every view, as text: what a rebuild must leave as it was. */
async function everyRow() {
  const all: Record<string, string[]> = {};
  for (const view of ANALYTICS_VIEWS) {
    const rows = await select(`select to_jsonb(v)::text as row from analytics.${view.name} v`);
    all[view.name] = rows.map((row) => row.row as string).sort();
  }
  return all;
}

async function viewOids() {
  const rows = await select(`select relname as name, oid::int as oid from pg_class
    where relnamespace = 'analytics'::regnamespace and relkind = 'v'`);
  return new Map(rows.map((row) => [row.name as string, row.oid as number]));
}

describe('the analytics schema', () => {
  it('holds every view once the workers made their read models, each commented, owned by the schema owner', async () => {
    const views = await select(`select c.relname as name, obj_description(c.oid, 'pg_class') as comment,
        c.relowner = n.nspowner as owned
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'analytics' order by 1`);
    expect(views).toEqual(
      ANALYTICS_VIEWS.map((view) => ({ name: view.name, comment: viewComment(view), owned: true })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
    const uncommented = await select(`select c.relname, a.attname from pg_attribute a
      join pg_class c on c.oid = a.attrelid where c.relnamespace = 'analytics'::regnamespace
      and a.attnum > 0 and not a.attisdropped and coalesce(col_description(c.oid, a.attnum), '') = ''`);
    expect(uncommented).toEqual([]);
  });

  it('declares exactly the tables each view reads, which rebuilds rely on', async () => {
    const dependencies = await analyticsDependencies(db);
    for (const view of ANALYTICS_VIEWS) expect(dependencies.get(view.name), view.name).toEqual([...view.reads].sort());
  });

  it('shows none of the private words the story wrote: contact details, messages, staff texts, payments', async () => {
    const rows = JSON.stringify(await everyRow());
    for (const word of PRIVATE_WORDS) expect(rows, word).not.toContain(word);
    const columns = await select(`select attname from pg_attribute
      where attrelid in (select oid from pg_class where relnamespace = 'analytics'::regnamespace) and attnum > 0`);
    const suspicious = /email|phone|address|ip$|message|body|note|password|token|reference|invoice|link|username/;
    expect(columns.map((column) => column.attname).filter((name) => suspicious.test(name as string))).toEqual([]);
  });
});

describe('the analytics views on the story', () => {
  it('listings_daily: the profiles each page listed at the end of each day, until 18 days without a sign of life', async () => {
    const listing = (category: string, region: string, city: string | null, ...rest: [string, string, number]) => ({
      category,
      region,
      city,
      first: rest[0],
      last: rest[1],
      most: rest[2],
    });
    expect(
      await select(`select category, region, city, min(day)::text as first, max(day)::text as last,
        max(profiles_listed) as most from analytics.listings_daily group by 1, 2, 3 order by 1, 2, 3 nulls first`),
    ).toEqual([
      listing('all', 'laval', null, '2026-02-02', '2026-02-19', 2),
      listing('all', 'montreal', null, '2026-02-02', '2026-02-20', 1),
      listing('all', 'montreal', 'ville-marie', '2026-02-02', '2026-02-20', 1),
      listing('female-escorts', 'montreal', null, '2026-02-02', '2026-02-20', 1),
      listing('female-escorts', 'montreal', 'ville-marie', '2026-02-02', '2026-02-20', 1),
      listing('libertines', 'laval', null, '2026-02-04', '2026-02-19', 1),
      listing('male-escorts', 'laval', null, '2026-02-02', '2026-02-19', 1),
      listing('trans-escorts', 'laval', null, '2026-02-02', '2026-02-03', 1),
    ]);
    expect(
      await select(`select day::text, profiles_listed from analytics.listings_daily
        where category = 'all' and region = 'laval' and day between '2026-02-03' and '2026-02-04' order by 1`),
    ).toEqual([
      { day: '2026-02-03', profiles_listed: 2 },
      { day: '2026-02-04', profiles_listed: 1 },
    ]);
  });

  it('registrations_daily: registrations and switches per role and day', async () => {
    const day = (date: string, role: string, counts: [number, number, number, number]) => ({
      day: date,
      role,
      registrations: counts[0],
      switched_to: counts[1],
      switched_from: counts[2],
      libertines_made: counts[3],
    });
    expect(
      await select(`select day::text, role, registrations, switched_to, switched_from, libertines_made
        from analytics.registrations_daily order by 1, 2`),
    ).toEqual([
      day('2026-02-02', 'client', [1, 0, 0, 0]),
      day('2026-02-02', 'escort', [3, 0, 0, 0]),
      day('2026-02-03', 'client', [0, 0, 1, 0]),
      day('2026-02-03', 'escort', [0, 1, 0, 0]),
      day('2026-02-04', 'client', [0, 1, 0, 1]),
      day('2026-02-04', 'escort', [0, 0, 1, 0]),
    ]);
  });

  it('member_approvals: each approval with the role and place then, the first one marked', async () => {
    const approval = (day: string, first: boolean, by: string) => ({
      user_id: ids.ben,
      role: 'escort',
      day,
      first_approval: first,
      approved_by_role: by,
      region: 'laval',
      city: null,
    });
    expect(
      await select(`select user_id, role, day::text, first_approval, approved_by_role, region, city
        from analytics.member_approvals order by approved_at`),
    ).toEqual([approval('2026-02-02', true, 'moderator'), approval('2026-02-03', false, 'admin')]);
  });

  it('profile_views_daily: views by day, region and source, summarised days included', async () => {
    expect(
      await select(`select day::text, region, source, views, profiles_viewed
        from analytics.profile_views_daily order by 1, 2, 3`),
    ).toEqual([
      { day: '2026-02-02', region: 'montreal', source: 'user_view', views: 5, profiles_viewed: 1 },
      { day: '2026-02-03', region: 'laval', source: 'user_view', views: 2, profiles_viewed: 1 },
      { day: '2026-02-03', region: 'montreal', source: 'user_contact', views: 1, profiles_viewed: 1 },
      { day: '2026-02-03', region: 'montreal', source: 'user_view', views: 3, profiles_viewed: 1 },
    ]);
  });

  it('credits_ledger: every movement with its code, method, pack, price and running balance', async () => {
    const movement = (
      reason: string,
      signed: number,
      balance: number,
      paid: [string | null, string | null, string | null],
    ) => ({
      reason,
      signed_credits: signed,
      balance_after: balance,
      payment_method: paid[0],
      pack_id: paid[1],
      price_cad: paid[2],
    });
    expect(
      await select(`select reason, signed_credits, balance_after, payment_method, pack_id, price_cad::text
        from analytics.credits_ledger where user_id = '${ids.ana}' order by at`),
    ).toEqual([
      movement('deposit', 30, 30, ['staff', null, null]),
      movement('deposit', 60, 90, ['interac', 'pack-60', '260.00']),
      movement('vip_purchase', -30, 60, [null, null, null]),
      movement('adjustment', -5, 55, [null, null, null]),
      movement('deposit', 30, 85, ['crypto', 'pack-30', '150.00']),
    ]);
  });

  it('vip_purchases: each purchase with where the profile advertised then', async () => {
    expect(
      await select(`select purchase_id, user_id, day::text, days, credits, region, city from analytics.vip_purchases`),
    ).toEqual([
      {
        purchase_id: ids.purchase,
        user_id: ids.ana,
        day: '2026-02-04',
        days: 30,
        credits: 30,
        region: 'montreal',
        city: 'ville-marie',
      },
    ]);
  });

  it('payments: deposit requests and crypto intents by outcome, with the time it took', async () => {
    const payment = (id: string, method: string, outcome: string, credited: boolean, hours: string, day: string) => ({
      payment_id: id,
      method,
      outcome,
      credited,
      hours_to_outcome: hours,
      day,
    });
    expect(
      await select(`select payment_id, method, outcome, credited, hours_to_outcome::text, day::text
        from analytics.payments order by created_at, credits desc`),
    ).toEqual([
      payment(ids.request!, 'interac', 'confirmed', true, '2.00', '2026-02-03'),
      payment(ids.cancelled!, 'interac', 'cancelled', false, '1.00', '2026-02-03'),
      payment(ids.paid!, 'crypto', 'settled', true, '0.17', '2026-02-06'),
      payment(ids.expired!, 'crypto', 'expired', false, '0.50', '2026-02-06'),
    ]);
    expect(
      await select(`select pack_id, price_cad::text, crypto_currency, crypto_payment_state
        from analytics.payments where payment_id = '${ids.paid}'`),
    ).toEqual([{ pack_id: 'pack-30', price_cad: '150.00', crypto_currency: 'BTC', crypto_payment_state: 'paidOver' }]);
  });

  it('ad_figures_daily: impressions, clicks and click-through rate per block, placement and day', async () => {
    const figures = (day: string, impressions: number, clicks: number, ctr: string) => ({
      day,
      block_id: ids.block,
      advertiser_id: 'advertiser-1',
      placement: 'blockCard',
      impressions,
      clicks,
      ctr,
    });
    expect(
      await select(`select day::text, block_id, advertiser_id, placement, impressions, clicks, ctr::text
        from analytics.ad_figures_daily order by day`),
    ).toEqual([figures('2026-02-02', 100, 0, '0.000000'), figures('2026-02-03', 200, 3, '0.015000')]);
  });

  it('reports: reason, urgency, who reported (member or visitor) and the hours to a resolution', async () => {
    expect(
      await select(`select report_id, reported_user_id, reporter_kind, reason, urgent, status, day::text,
        hours_to_resolve::text from analytics.reports order by reported_at`),
    ).toEqual([
      {
        report_id: ids.report,
        reported_user_id: ids.ana,
        reporter_kind: 'member',
        reason: 'underage',
        urgent: true,
        status: 'resolved',
        day: '2026-02-03',
        hours_to_resolve: '6.00',
      },
      {
        report_id: ids.guestReport,
        reported_user_id: ids.ben,
        reporter_kind: 'visitor',
        reason: 'spam',
        urgent: false,
        status: 'open',
        day: '2026-02-04',
        hours_to_resolve: null,
      },
    ]);
  });

  it('flags: each flag ever made, with the hours it stayed listed', async () => {
    expect(
      await select(`select flag_id, type, day::text, hours_listed::text, created_by_role from analytics.flags`),
    ).toEqual([
      { flag_id: ids.flag, type: 'email', day: '2026-02-02', hours_listed: '48.00', created_by_role: 'moderator' },
    ]);
  });

  it('picture_decisions: each decision with the hours since the upload, the first one marked', async () => {
    expect(
      await select(`select decision, hours_since_upload::text, first_decision, decided_by_role, day::text
        from analytics.picture_decisions where picture_id = '${ids.picture}' order by decided_at`),
    ).toEqual([
      {
        decision: 'approved',
        hours_since_upload: '2.00',
        first_decision: true,
        decided_by_role: 'moderator',
        day: '2026-02-02',
      },
      {
        decision: 'returned_to_pending',
        hours_since_upload: '3.00',
        first_decision: false,
        decided_by_role: 'moderator',
        day: '2026-02-02',
      },
      {
        decision: 'declined',
        hours_since_upload: '4.00',
        first_decision: false,
        decided_by_role: 'moderator',
        day: '2026-02-02',
      },
    ]);
  });
});

describe('rebuilds and starts', () => {
  it('makes the views again in the swap of each read model they read, with the same rows', async () => {
    const before = await everyRow();
    const schemas = [...new Set(ANALYTICS_VIEWS.flatMap(schemasRead))];
    expect(schemas.sort()).toEqual([
      'ad_statistics',
      'analytics_facts',
      'credits',
      'payment_intents',
      'reports',
      'statistics',
    ]);
    for (const schema of schemas) {
      const projection = projections.find((candidate) => candidate.name === schema)!;
      const oids = await viewOids();
      // A real blue/green rebuild, while the workers follow the log: the swap drops the old schema with cascade.
      await rebuildProjection(projection, { db, store: log, connectionString: database.url });
      const after = await viewOids();
      for (const view of ANALYTICS_VIEWS) {
        const remade = schemasRead(view).includes(schema);
        expect(after.get(view.name) !== oids.get(view.name), `${view.name} after rebuilding ${schema}`).toBe(remade);
      }
      expect(await everyRow(), `after rebuilding ${schema}`).toEqual(before);
    }
  });

  it('leaves current views alone when called again, and makes a stale or missing one anew', async () => {
    const oids = await viewOids();
    await ensureAnalyticsViews(db);
    expect(await viewOids()).toEqual(oids);
    await sql`comment on view analytics.reports is 'stale'`.execute(db);
    await sql`drop view analytics.flags`.execute(db);
    await ensureAnalyticsViews(db);
    const after = await viewOids();
    expect(after.get('reports')).not.toBe(oids.get('reports'));
    expect(after.get('flags')).toBeDefined();
    expect([...after].filter(([name, oid]) => !['reports', 'flags'].includes(name) && oids.get(name) !== oid)).toEqual(
      [],
    );
    const [comment] = await select(`select obj_description('analytics.reports'::regclass, 'pg_class') as text`);
    expect(comment?.text).toBe(viewComment(ANALYTICS_VIEWS.find((view) => view.name === 'reports')!));
  });

  it('has a worker that starts on kept tables make a view that went missing', async () => {
    await workers.stop();
    await sql`drop view analytics.payments`.execute(db);
    workers = follow();
    await expect.poll(async () => (await viewOids()).has('payments'), { timeout: 10_000 }).toBe(true);
  });
});
