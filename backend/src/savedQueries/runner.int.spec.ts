import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogue } from '@annuaire/shared';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { openTestStore, type TestStore } from '../../../test/eventStore';
import { ANALYST_ACCESS_SQL } from '../connections/migration';
import { migrations } from '../migrations';
import { createPool } from '../postgres/pool';
import { runMigrations } from '../postgres/migrations';
import { savedQueriesRoleMigration } from './migration';
import { runAsAnalyst } from './runner';

/**
 * The runner's guards are PostgreSQL's, whatever the text of a query says (docs/product.md §6 "run saved queries"):
 * a read-only transaction, the analysts' role, a single SELECT, a timeout and a row cap.
 */

// Set once by this file's beforeAll and shared by its tests: one database per spec file, as vitest runs each file
// in its own worker; nothing outside this file sees it.
let t: TestStore;
const roles: string[] = [];

beforeAll(async () => {
  t = await openTestStore(catalogue);
  await runMigrations(t.pool, migrations);
  roles.push(`${(await t.pool.query<{ db: string }>('select current_database() as db')).rows[0]!.db}_analyst`);
  await t.pool.query(`
    create table analytics.spec_numbers (n integer);
    insert into analytics.spec_numbers select generate_series(1, 10);
    grant select on analytics.spec_numbers to ${roles[0]};
    create table public.spec_writes (n integer);
    -- Runs with its owner's rights (a superuser): only the read-only transaction can stop it.
    create function public.spec_write() returns integer language sql security definer
      as 'insert into public.spec_writes values (1) returning n';`);
});

afterAll(async () => {
  await t?.close();
  await dropRoles(roles);
});

/** Roles are the cluster's, not the test database's: drop what this file made once its databases are gone. */
async function dropRoles(names: readonly string[]) {
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  for (const role of names) await admin.query(`drop role if exists "${role}"`);
  await admin.end();
}

const run = (text: string, limits = { timeoutMs: 10_000, maxRows: 5_000 }) =>
  runAsAnalyst(t.pool, { text, values: [] }, limits);

/** The SQLSTATE (or the API's code) a run fails with. */
async function refusal(text: string, limits?: { timeoutMs: number; maxRows: number }): Promise<string> {
  try {
    await run(text, limits);
    return 'ran';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

const PERMISSION_DENIED = '42501';
const READ_ONLY_TRANSACTION = '25006';
const SYNTAX_ERROR = '42601';

describe('runAsAnalyst', () => {
  it('answers the rows of a SELECT on the analytics views, with their columns typed for the screen', async () => {
    const answer = await run(`
      select n, n * 1.5 as half_more, date '2026-01-02' + n as day, n % 2 = 0 as even, null::text as note,
        timestamptz '2026-01-02 03:04:05+00' as at
      from analytics.spec_numbers where n <= 2 order by n`);
    expect(answer.columns).toEqual([
      { name: 'n', type: 'number' },
      { name: 'half_more', type: 'number' },
      { name: 'day', type: 'date' },
      { name: 'even', type: 'boolean' },
      { name: 'note', type: 'text' },
      { name: 'at', type: 'timestamp' },
    ]);
    expect(answer.rows).toEqual([
      [1, 1.5, '2026-01-03', false, null, '2026-01-02T03:04:05.000Z'],
      [2, 3, '2026-01-04', true, null, '2026-01-02T03:04:05.000Z'],
    ]);
    expect(answer.truncated).toBe(false);
  });

  it('cuts the answer at the row cap and says so', async () => {
    const cut = await run('select n from analytics.spec_numbers order by n', { timeoutMs: 10_000, maxRows: 3 });
    expect(cut.rows).toEqual([[1], [2], [3]]);
    expect(cut.truncated).toBe(true);
    const whole = await run('select n from analytics.spec_numbers', { timeoutMs: 10_000, maxRows: 10 });
    expect(whole.rows).toHaveLength(10);
    expect(whole.truncated).toBe(false);
  });

  it('reads nothing outside the analytics views', async () => {
    expect(await refusal('select email from accounts.accounts')).toBe(PERMISSION_DENIED);
    expect(await refusal('select count(*) from event_store.events')).toBe(PERMISSION_DENIED);
    expect(await refusal('select * from public.schema_migrations')).toBe(PERMISSION_DENIED);
  });

  it('writes nothing, even through a function that would have the rights', async () => {
    expect(await refusal('select public.spec_write()')).toBe(READ_ONLY_TRANSACTION);
    expect(await refusal('insert into analytics.spec_numbers values (11)')).toBe(SYNTAX_ERROR);
    expect(
      await refusal('with added as (insert into analytics.spec_numbers values (11) returning n) select n from added'),
    ).toBe('0A000');
    expect(await refusal('select n from analytics.spec_numbers for update')).not.toBe('ran');
    const { rows } = await t.pool.query(
      'select (select count(*) from public.spec_writes) as writes, (select count(*) from analytics.spec_numbers) as numbers',
    );
    expect(rows[0]).toEqual({ writes: '0', numbers: '10' });
  });

  it('takes one SELECT: no second statement, no SET ROLE back to the server’s role', async () => {
    expect(await refusal('reset role')).toBe(SYNTAX_ERROR);
    expect(await refusal('set role none')).toBe(SYNTAX_ERROR);
    expect(await refusal('select 1; reset role')).toBe(SYNTAX_ERROR);
    expect(await refusal('select 1; select email from accounts.accounts')).toBe(SYNTAX_ERROR);
    // Switching back within the statement changes nothing: its reads were checked as the analyst's when it began.
    expect(await refusal("select set_config('role', 'none', true), (select count(*) from accounts.accounts)")).toBe(
      PERMISSION_DENIED,
    );
  });

  it('stops a query at the timeout with a 504 the screen can word', async () => {
    await expect(run('select pg_sleep(5)', { timeoutMs: 50, maxRows: 10 })).rejects.toMatchObject({
      status: 504,
      code: 'query_timeout',
    });
  });

  it('leaves the pooled connection as it found it, whatever the query set', async () => {
    // One connection, so the next query surely gets the one the run used.
    const single = createPool(t.url, { max: 1 });
    try {
      await runAsAnalyst(single, {
        text: "select set_config('statement_timeout', '123s', false), set_config('search_path', 'analytics', false)",
        values: [],
      });
      const { rows } = await single.query<{ role: string; timeout: string; path: string; readOnly: string }>(
        `select current_user as role, current_setting('statement_timeout') as timeout,
          current_setting('search_path') as path, current_setting('transaction_read_only') as "readOnly"`,
      );
      expect(rows[0]).toEqual({ role: 'postgres', timeout: '0', path: '"$user", public', readOnly: 'off' });
    } finally {
      await single.end();
    }
  });
});

describe('a server whose database role is not a superuser', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  const app = `spec_app_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createTestDatabase();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(`create role ${app} login password 'spec' createrole`);
    await admin.query(`alter database ${new URL(database.url).pathname.slice(1)} owner to ${app}`);
    await admin.end();
    const url = new URL(database.url);
    url.username = app;
    url.password = 'spec';
    pool = createPool(url.toString(), { max: 2 });
    // The group as connections/003 makes it, by this role: PostgreSQL gives it ADMIN OPTION on it, not SET.
    await pool.query(ANALYST_ACCESS_SQL);
    roles.push(app, `${new URL(database.url).pathname.slice(1)}_analyst`);
  });

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  it('answers 503 with what to grant, then runs once this file’s migration granted it', async () => {
    await expect(runAsAnalyst(pool, { text: 'select 1 as one', values: [] })).rejects.toMatchObject({
      status: 503,
      code: 'analytics_unavailable',
      message: expect.stringMatching(new RegExp(`GRANT \\w+_analyst TO ${app} WITH SET TRUE, INHERIT FALSE`)),
    });
    await pool.query(savedQueriesRoleMigration.sql);
    const answer = await runAsAnalyst(pool, { text: 'select current_user::text as who', values: [] });
    expect(answer.rows).toEqual([[`${new URL(database.url).pathname.slice(1)}_analyst`]]);
    // Outside a saved query the role keeps its own rights only: the SET option, never INHERIT.
    const { rows } = await pool.query<{ inherits: boolean }>(
      `select pg_has_role(current_user, (select oid from pg_roles where rolname = current_database() || '_analyst'),
        'USAGE') as inherits`,
    );
    expect(rows[0]!.inherits).toBe(false);
  });
});
