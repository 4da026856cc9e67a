import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { eventually } from '../audit/testing';
import { SAVED_QUERIES } from './catalogue';
import { SAVED_QUERY_MAX_ROWS } from './runner';
import { seedSavedQueriesDemo } from './testing';

interface Answer {
  queryId: string;
  parameters: Record<string, string | null>;
  columns: Array<{ name: string; type: string }>;
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
  maxRows: number;
}

// Set once by this file's beforeAll and shared by its tests: one database (and what runs on it) per spec file,
// as vitest runs each file in its own worker; nothing outside this file sees it.
let api: TestApi;
let admin: TestClient;
let adminId: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-saved-queries-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  admin = await api.as('admin');
  adminId = (await admin.request<{ _id: string }>('GET', '/api/user')).body._id;
  await seedSavedQueriesDemo(api, admin);
});

afterAll(async () => {
  const database = api ? new URL(api.t.url).pathname.slice(1) : null;
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
  // The analysts' group is the cluster's, named after the test database: dropped once the database is.
  if (database) {
    const cluster = new pg.Client({ connectionString: inject('databaseUrl') });
    await cluster.connect();
    await cluster.query(`drop role if exists "${database}_analyst"`);
    await cluster.end();
  }
});

const run = (client: TestClient, id: string, parameters?: object) =>
  client.request<Answer>('POST', `/api/admin/saved-queries/${id}/run`, parameters ? { parameters } : {});

describe('who may run saved queries (docs/product.md §6)', () => {
  it('refuses visitors with 401 and every role but admin with 403, listing or running', async () => {
    expect((await api.client().request('GET', '/api/admin/saved-queries')).status).toBe(401);
    expect((await run(api.client(), 'revenue-by-month')).status).toBe(401);
    for (const username of ['moderator', 'advertiser', 'client', 'escort']) {
      const member = await api.as(username);
      expect((await member.request('GET', '/api/admin/saved-queries')).status).toBe(403);
      expect((await member.request('GET', '/api/admin/saved-queries/revenue-by-month')).status).toBe(403);
      expect((await run(member, 'revenue-by-month')).body).toEqual({
        msg: 'You are not allowed to do this',
        code: 'forbidden',
      });
    }
  });
});

describe('GET /api/admin/saved-queries', () => {
  it('lists the catalogue with both languages, the parameters and their defaults', async () => {
    const { status, body, headers } = await admin.request<Array<Record<string, unknown>>>(
      'GET',
      '/api/admin/saved-queries',
    );
    expect(status).toBe(200);
    expect(headers.get('content-range')).toBe(`saved-queries 0-${SAVED_QUERIES.length - 1}/${SAVED_QUERIES.length}`);
    expect(body.map((query) => query.id)).toEqual(SAVED_QUERIES.map((query) => query.id));
    expect(body[0]).toMatchObject({
      title: { en: expect.any(String), fr: expect.any(String) },
      parameters: ['from', 'to'],
      defaults: { from: expect.stringMatching(/^\d{4}-\d\d-01$/), to: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
      reads: ['analytics.credits_ledger'],
    });
  });

  it('shows one query with its SQL', async () => {
    const { body } = await admin.request<{ sql: string }>('GET', '/api/admin/saved-queries/report-resolution-time');
    expect(body.sql).toMatch(/^select reason, .*\nfrom analytics\.reports\nwhere /s);
    expect((await admin.request('GET', '/api/admin/saved-queries/no-such-query')).status).toBe(404);
  });
});

describe('POST /api/admin/saved-queries/{id}/run', () => {
  it.each(SAVED_QUERIES.map((query) => [query.id]))('answers rows for %s on the demo data', async (id) => {
    const { status, body } = await run(admin, id);
    expect(status).toBe(200);
    expect(body.rowCount).toBeGreaterThan(0);
    expect(body.rows).toHaveLength(body.rowCount);
    expect(body.columns.length).toBeGreaterThan(0);
    for (const row of body.rows) expect(row).toHaveLength(body.columns.length);
    expect(body.truncated).toBe(false);
  });

  it('counts the escort approved this month who bought VIP the same day in vip-within-30-days', async () => {
    const { body } = await run(admin, 'vip-within-30-days', { region: 'montreal' });
    expect(body.columns.map((column) => column.name)).toEqual([
      'month',
      'escorts_approved',
      'bought_vip_within_30_days',
      'share_percent',
      'approved_less_than_30_days_ago',
    ]);
    const thisMonth = body.rows.find((row) => row[0] === `${body.parameters.to!.slice(0, 7)}-01`);
    expect(thisMonth?.[2]).toBeGreaterThanOrEqual(1);
  });

  it('names each refused parameter in a 400, and runs nothing', async () => {
    const refused = await run(admin, 'vip-purchases-by-month', { from: '2026-02-30', region: 'atlantis', city: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_request' });
    const paths = (refused.body as unknown as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path);
    expect(paths).toEqual(['body.parameters.from', 'body.parameters.region', 'body.parameters']);
    const backwards = await run(admin, 'payment-outcomes', { from: '2026-05-01', to: '2026-04-30' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      issues: [{ path: 'body.parameters.to', message: 'must not be before from' }],
    });
    // A parameter the query does not declare is refused, not ignored.
    expect((await run(admin, 'payment-outcomes', { region: 'montreal' })).status).toBe(400);
    expect((await run(admin, 'no-such-query')).status).toBe(404);
  });

  it('narrows to the region and period asked, and answers them with the defaults filled in', async () => {
    const { body } = await run(admin, 'region-daily-activity', {
      region: 'montreal',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(body.parameters).toEqual({ from: '2026-01-01', to: '2026-01-31', region: 'montreal', category: 'all' });
    expect(body.columns.map((column) => [column.name, column.type])).toEqual([
      ['day', 'date'],
      ['profiles_listed', 'number'],
      ['profile_views', 'number'],
      ['contacts', 'number'],
    ]);
    expect(body.rows.map((row) => row[0])).toEqual(
      Array.from({ length: 31 }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`),
    );
  });

  it(`cuts a long answer at ${SAVED_QUERY_MAX_ROWS} rows and says so`, async () => {
    const { body } = await run(admin, 'region-daily-activity', { from: '2000-01-01' });
    expect(body).toMatchObject({ rowCount: SAVED_QUERY_MAX_ROWS, truncated: true, maxRows: SAVED_QUERY_MAX_ROWS });
    expect(body.rows).toHaveLength(SAVED_QUERY_MAX_ROWS);
  });

  it('records who ran which query with which values and how many rows, never the rows', async () => {
    const { body } = await run(admin, 'picture-review-time', { from: '2025-06-01' });
    const recorded = await eventually(async () => {
      const filter = encodeURIComponent(JSON.stringify({ type: 'SavedQueryRun', subjectId: 'picture-review-time' }));
      const { body: events } = await admin.request<Array<Record<string, unknown>>>(
        'GET',
        `/api/admin/events?filter=${filter}`,
      );
      return events.find((event) => (event.data as { parameters: { from: string } }).parameters.from === '2025-06-01');
    });
    expect(recorded).toMatchObject({
      streamId: 'savedQueryRuns-picture-review-time',
      actorId: adminId,
      actorRole: 'admin',
      data: {
        queryId: 'picture-review-time',
        parameters: { from: '2025-06-01', to: body.parameters.to },
        rowCount: body.rowCount,
        truncated: false,
      },
    });
    expect(Object.keys(recorded!.data as object).sort()).toEqual(['parameters', 'queryId', 'rowCount', 'truncated']);
  });

  it('records nothing for a refused run', async () => {
    const before = (
      await api.t.pool.query(`select count(*)::int as n from event_store.events where type = 'SavedQueryRun'`)
    ).rows[0].n as number;
    await run(admin, 'payment-outcomes', { from: 'yesterday' });
    await run(await api.as('moderator'), 'payment-outcomes');
    const after = (
      await api.t.pool.query(`select count(*)::int as n from event_store.events where type = 'SavedQueryRun'`)
    ).rows[0].n as number;
    expect(after).toBe(before);
  });
});
