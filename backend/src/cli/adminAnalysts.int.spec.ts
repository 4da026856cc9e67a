import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { waitForProjections } from '@annuaire/projections';
import { startTestApi, type TestApi } from '../../../test/api';
import { ANALYST_ACCESS_SQL } from '../connections/migration';
import { runAdminCommand } from './adminCli';

// Set once by this file's beforeAll and shared by its tests: one database (and what runs on it) per spec file,
// as vitest runs each file in its own worker; nothing outside this file sees it.
let api: TestApi;
let group = '';
const logins: string[] = [];
const clients: pg.Client[] = [];

beforeAll(async () => {
  api = await startTestApi();
  // A session row, so `auth_sessions` holds a member's address and user agent like the live table.
  await api.as('escort');
  // Every read model's schema and rows exist once the workers have folded the demo accounts.
  const head = await api.t.store.head();
  const names = api.deps.projections.map((projection) => projection.name);
  expect(await waitForProjections(api.deps.db, names, head!, { timeoutMs: 60_000 })).toBe(true);
  // A view over a private table, as the analytics views are (and one PostgreSQL can write through, so the
  // tests below see privileges refuse the writes, not the view's shape).
  await api.t.pool.query(`create view analytics.account_states as select user_id, status from accounts.accounts`);
  group = (await api.t.pool.query<{ g: string }>(`select current_database() || '_analyst' as g`)).rows[0]!.g;
});

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => undefined);
  await api?.close();
  // Roles outlive the test database (they are the cluster's): drop what this file made.
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  for (const role of [...logins, group].filter(Boolean)) await admin.query(`drop role if exists "${role}"`);
  await admin.end();
});

/** `npm run admin -- <argv>` in-process as the OS user `ops`; its printed lines. */
async function admin(argv: string[]): Promise<string> {
  const lines: string[] = [];
  await runAdminCommand({ ...api.deps, databaseUrl: api.t.url }, argv, {
    readPassword: () => Promise.resolve(null),
    out: (line) => lines.push(line),
    operator: 'ops',
  });
  return lines.join('\n');
}

/** A new analyst login, connected with the connection string the command printed. */
async function analyst(): Promise<{ login: string; output: string; client: pg.Client }> {
  const login = `analyst_${randomBytes(4).toString('hex')}`;
  logins.push(login);
  const output = await admin(['analyst', 'create', login]);
  const client = new pg.Client({ connectionString: /connection string: (\S+)/.exec(output)![1] });
  clients.push(client);
  client.on('error', () => undefined); // the server ends a revoked login's session: the query in flight reports it
  await client.connect();
  return { login, output, client };
}

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(client: pg.Client, statement: string): Promise<string> {
  try {
    await client.query(statement);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

const PERMISSION_DENIED = '42501';
const READ_ONLY_TRANSACTION = '25006';

describe('npm run admin -- analyst create', () => {
  it('prints a login and password once, whose sessions read the analytics views with the group’s defaults', async () => {
    const { login, output, client } = await analyst();
    const password = /password: +(\S+)/.exec(output)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(output.split(password)).toHaveLength(3); // the password line and the connection string, nothing else
    expect(output).toContain(`Analyst login ${login} created in ${group}, recorded by ops.`);

    const { rows } = await client.query<{ status: string }>('select status from analytics.account_states');
    expect(rows.length).toBeGreaterThanOrEqual(6); // the demo accounts
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['active']));
    expect((await client.query('select * from account_states')).rowCount).toBe(rows.length); // search_path
    const show = async (name: string) => (await client.query(`show ${name}`)).rows[0]![name] as string;
    expect(await show('default_transaction_read_only')).toBe('on');
    expect(await show('statement_timeout')).toBe('30s');
    expect(await show('idle_in_transaction_session_timeout')).toBe('5min');

    // A view the product makes later (a read-model rebuild re-creates them) is readable too: default privileges.
    await api.t.pool.query(`create view analytics.later as select 1 as one`);
    expect((await client.query('select one from analytics.later')).rows).toEqual([{ one: 1 }]);
  });

  it('reads every view the projection workers made in analytics', async () => {
    const { client } = await analyst();
    const { rows: views } = await api.t.pool.query<{ name: string }>(
      `select format('analytics.%I', viewname) as name from pg_views where schemaname = 'analytics'`,
    );
    expect(views).toContainEqual({ name: 'analytics.credits_ledger' });
    const refused: string[] = [];
    for (const { name } of views)
      if ((await outcome(client, `select * from ${name} limit 1`)) !== 'ok') refused.push(name);
    expect(refused).toEqual([]);
  });

  it('records the creation in the audit log with the operator, and never the password', async () => {
    const { login, output } = await analyst();
    const password = /password: +(\S+)/.exec(output)![1]!;
    const { rows } = await api.t.pool.query<{ data: unknown; metadata: { actorId: string; actorRole: string } }>(
      `select data, metadata from event_store.events where stream_id = $1`,
      [`analystLogin-${login}`],
    );
    expect(rows).toEqual([
      {
        data: { login, group },
        metadata: expect.objectContaining({ actorId: 'ops', actorRole: 'operator' }),
      },
    ]);
    const { rows: leaks } = await api.t.pool.query(
      `select 1 from event_store.events where data::text || metadata::text like $1`,
      [`%${password}%`],
    );
    expect(leaks).toEqual([]);
  });

  it('refuses an invalid name (2) and an existing role (4), creating nothing', async () => {
    await expect(admin(['analyst', 'create', 'Robert; drop table x'])).rejects.toMatchObject({ exitCode: 2 });
    await expect(admin(['analyst', 'create', 'pg_reader'])).rejects.toMatchObject({ exitCode: 2 });
    await expect(admin(['analyst', 'create', 'postgres'])).rejects.toMatchObject({ exitCode: 4 });
    await expect(admin(['analyst', 'make', 'someone'])).rejects.toMatchObject({ exitCode: 2 });
  });
});

describe('what an analyst login cannot do', () => {
  it('reads no table, view or sequence outside analytics: accounts, sessions, messages, events, read models', async () => {
    const { client } = await analyst();
    const { rows: relations } = await api.t.pool.query<{ name: string }>(`
      select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('analytics', 'pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`);
    const names = relations.map((relation) => relation.name);
    for (const privateTable of [
      'accounts.accounts',
      'public.auth_sessions',
      'conversations.messages',
      'event_store.events',
      'users.users',
      'audit.events',
      'safety.login_addresses',
      'public.schema_migrations',
    ]) {
      expect(names).toContain(privateTable);
    }
    const readable: string[] = [];
    for (const name of names) {
      if ((await outcome(client, `select 1 from ${name} limit 1`)) !== PERMISSION_DENIED) readable.push(name);
    }
    expect(readable).toEqual([]);
  });

  it('holds USAGE on analytics and no other schema of the product (public only through PUBLIC, with no table)', async () => {
    const { login } = await analyst();
    const { rows } = await api.t.pool.query<{ schema: string }>(
      `select nspname as schema from pg_namespace where has_schema_privilege($1, oid, 'USAGE') order by 1`,
      [login],
    );
    expect(rows.map((row) => row.schema)).toEqual(['analytics', 'information_schema', 'pg_catalog', 'public']);
    const { rows: grantedToGroup } = await api.t.pool.query<{ schema: string }>(
      `select nspname as schema from pg_namespace, aclexplode(nspacl) acl
        where acl.grantee = (select oid from pg_roles where rolname = $1)`,
      [group],
    );
    expect(grantedToGroup).toEqual([{ schema: 'analytics' }]);
  });

  it('writes and creates nothing, even in a transaction it turns read-write', async () => {
    const { client } = await analyst();
    expect(await outcome(client, `select lo_create(0)`)).toBe(READ_ONLY_TRANSACTION);
    await client.query('set default_transaction_read_only = off');
    for (const statement of [
      `insert into analytics.account_states values ('x', 'active')`,
      `update analytics.account_states set status = 'deleted'`,
      `delete from analytics.account_states`,
      `create table analytics.mine (id int)`,
      `create view analytics.mine as select 1`,
      `create table public.mine (id int)`,
      `create temporary table mine (id int)`,
      `create schema mine`,
      `delete from accounts.accounts`,
      `update public.auth_sessions set expires_at = now()`,
      `insert into event_store.events (stream_id) values ('x')`,
      `drop view analytics.account_states`,
      `set role postgres`,
    ]) {
      expect([statement, await outcome(client, statement)]).toEqual([statement, PERMISSION_DENIED]);
    }
  });
});

describe('npm run admin -- analyst revoke / list', () => {
  it('lists the logins, then drops one, ending its open session, recorded with the count', async () => {
    const { login, client } = await analyst();
    expect(await admin(['analyst', 'list'])).toMatch(new RegExp(`^  ${login} +1 open session$`, 'm'));

    expect(await admin(['analyst', 'revoke', login, '--reason', 'left the company'])).toBe(
      `Analyst login ${login} dropped (1 open session ended), recorded by ops.`,
    );
    await expect(client.query('select 1')).rejects.toThrow();
    const again = new pg.Client({ connectionString: api.t.url.replace('postgres:', `${login}:`) });
    await expect(again.connect()).rejects.toThrow();
    expect(await admin(['analyst', 'list'])).not.toContain(login);
    const { rows } = await api.t.pool.query<{ type: string; data: unknown; reason: string }>(
      `select type, data, metadata->>'reason' as reason from event_store.events where stream_id = $1 order by global_position`,
      [`analystLogin-${login}`],
    );
    expect(rows.map((row) => row.type)).toEqual(['AnalystLoginCreated', 'AnalystLoginRevoked']);
    expect(rows[1]).toMatchObject({ data: { login, group, sessionsEnded: 1 }, reason: 'left the company' });
  });

  it('never lists nor drops the product’s own kind of role, though a member of the group (saved queries)', async () => {
    const server = `server_${randomBytes(4).toString('hex')}`;
    logins.push(server);
    await api.t.pool.query(`create role ${server} login createrole`);
    await api.t.pool.query(`grant "${group}" to ${server} with set true, inherit false`);
    const { login } = await analyst(); // and a login of the group that also joined another role
    await api.t.pool.query(`grant pg_read_all_stats to ${login}`);

    const listed = await admin(['analyst', 'list']);
    expect(listed).not.toContain(server);
    expect(listed).not.toContain(login);
    await expect(admin(['analyst', 'revoke', server])).rejects.toMatchObject({ exitCode: 3 });
    await expect(admin(['analyst', 'revoke', login])).rejects.toMatchObject({ exitCode: 3 });
    const { rowCount } = await api.t.pool.query(`select 1 from pg_roles where rolname = any($1) and rolcanlogin`, [
      [server, login],
    ]);
    expect(rowCount).toBe(2);
  });

  it('refuses to drop a role that is not an analyst login, or none (3), or a bad name (2)', async () => {
    await expect(admin(['analyst', 'revoke', 'postgres'])).rejects.toMatchObject({ exitCode: 3 });
    await expect(admin(['analyst', 'revoke', 'nobody_here'])).rejects.toMatchObject({ exitCode: 3 });
    await expect(admin(['analyst', 'revoke', 'No-Way'])).rejects.toMatchObject({ exitCode: 2 });
    const { rowCount } = await api.t.pool.query(`select 1 from pg_roles where rolname = 'postgres' and rolcanlogin`);
    expect(rowCount).toBe(1);
  });
});

describe('the analyst group migration', () => {
  it('lets a product role without CREATEROLE start: the group is left out, with a warning', async () => {
    const suffix = randomBytes(4).toString('hex');
    const [role, name] = [`owner_${suffix}`, `limited_${suffix}`];
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    try {
      await admin.query(`create role ${role} login password 'owner-password'`);
      await admin.query(`create database ${name} owner ${role}`);
      const url = new URL(inject('databaseUrl'));
      Object.assign(url, { username: role, password: 'owner-password', pathname: `/${name}` });
      const owner = new pg.Client({ connectionString: url.toString() });
      const warnings: string[] = [];
      owner.on('notice', (notice) => warnings.push(notice.message ?? ''));
      await owner.connect();
      await owner.query(ANALYST_ACCESS_SQL);
      await owner.query(ANALYST_ACCESS_SQL); // every start after it too
      await owner.end();
      expect(warnings[0]).toContain(`analyst access not set up: role ${role} may not create or alter roles`);
      const { rowCount } = await admin.query(`select 1 from pg_roles where rolname = $1`, [`${name}_analyst`]);
      expect(rowCount).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
