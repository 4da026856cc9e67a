import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForProjections } from '@annuaire/projections';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { OperatorError } from './adminCommands';
import { runAdminCommand } from './adminCli';
import { readFirstLine } from './stdin';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** Runs `npm run admin -- <argv>` in-process as the OS user `ops`, with `stdin` piped (or a terminal: null). */
async function admin(argv: string[], stdin: string | null = null) {
  const lines: string[] = [];
  await runAdminCommand(api.deps, argv, {
    readPassword: () => (stdin === null ? Promise.resolve(null) : readFirstLine(Readable.from([stdin]))),
    out: (line) => lines.push(line),
    operator: 'ops',
  });
  return lines.join('\n');
}

async function logIn(identifier: string, password: string): Promise<TestClient> {
  const client = api.client();
  const { status } = await client.request('POST', '/api/auth', { identifier, password });
  expect(status).toBe(200);
  return client;
}

/** The CLI does not wait for read models (they may not be running); the test does, before reading them. */
async function caughtUp() {
  const { rows } = await api.t.pool.query<{ txn: string; pos: string }>(
    `select transaction_id::text as txn, global_position::text as pos from event_store.events
     order by transaction_id desc, global_position desc limit 1`,
  );
  const head = { txn: BigInt(rows[0]!.txn), pos: BigInt(rows[0]!.pos) };
  expect(await waitForProjections(api.deps.db, ['users', 'audit'], head, { timeoutMs: 30_000 })).toBe(true);
}

describe('npm run admin -- create', () => {
  it('creates an administrator from a piped password who logs in and reaches the staff user list', async () => {
    const output = await admin(['create', 'firstadmin', 'Root@Example.org'], 'a-long-secret-passphrase\n');
    expect(output).toContain('Administrator firstadmin created');
    expect(output).not.toContain('a-long-secret-passphrase');
    await caughtUp();
    const session = await logIn('root@example.org', 'a-long-secret-passphrase');
    const list = await session.request<Array<{ username: string }>>('GET', '/api/admin/users');
    expect(list.status).toBe(200);
    expect(list.body.map((user) => user.username)).toContain('firstadmin');
  });

  it('prints a one-time link to the site reset page when no password is piped', async () => {
    const output = await admin(['create', 'linkadmin', 'link@example.org']);
    const link = new URL(/https?:\/\/\S+/.exec(output)![0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${api.base}/reset-password`);
    await caughtUp();
    const token = link.searchParams.get('token')!;
    const set = await api.client().request('POST', '/api/auth/reset-password', { token, password: 'chosen-by-link-1' });
    expect(set.status).toBeLessThan(300);
    const again = await api
      .client()
      .request('POST', '/api/auth/reset-password', { token, password: 'again-by-link-2' });
    expect(again).toMatchObject({ status: 400, body: { code: 'invalid_token' } });
    await logIn('linkadmin', 'chosen-by-link-1');
  });

  it('refuses a weak password, a taken username and a malformed email, writing nothing', async () => {
    await expect(admin(['create', 'weakadmin', 'weak@example.org'], 'short\n')).rejects.toMatchObject({
      exitCode: 2,
    });
    await expect(admin(['create', 'admin', 'other@example.org'], 'a-long-secret-passphrase\n')).rejects.toMatchObject({
      exitCode: 4,
    });
    await expect(admin(['create', 'newadmin', 'not-an-email'], 'a-long-secret-passphrase\n')).rejects.toBeInstanceOf(
      OperatorError,
    );
    const login = await api
      .client()
      .request('POST', '/api/auth', { identifier: 'weak@example.org', password: 'short' });
    expect(login.status).toBe(401);
  });
});

describe('npm run admin -- grant / revoke', () => {
  it('grants and revokes a staff role, changing what the user may do, in the role history with the operator', async () => {
    const client = await logIn('client', 'demo-password');
    expect((await client.request('GET', '/api/admin/users')).status).toBe(403);

    expect(await admin(['grant', 'client', 'moderator', '--reason', 'joins the moderation team'])).toContain(
      'client -> moderator',
    );
    await caughtUp();
    expect((await client.request('GET', '/api/admin/users')).status).toBe(200);

    await admin(['revoke', 'client', 'moderator', '--reason', 'left the team']);
    await caughtUp();
    expect((await client.request('GET', '/api/admin/users')).status).toBe(403);

    const me = await client.request<{ _id: string }>('GET', '/api/user');
    const moderator = await logIn('moderator', 'demo-password');
    const asOf = await moderator.request<{
      roles: Array<{ role: string; actorId: string | null; reason: string | null }>;
    }>('GET', `/api/admin/users/${me.body._id}`);
    expect(asOf.body.roles.slice(-2)).toEqual([
      expect.objectContaining({ role: 'moderator', actorId: 'ops', reason: 'joins the moderation team' }),
      expect.objectContaining({ role: 'client', actorId: 'ops', reason: 'left the team' }),
    ]);
    const history = await moderator.request<Array<{ type: string; actorRole: string }>>(
      'GET',
      `/api/admin/users/${me.body._id}/history`,
    );
    expect(history.body.filter((event) => event.type === 'RoleSwitched').map((event) => event.actorRole)).toEqual([
      'operator',
      'operator',
    ]);
  });

  it('answers unknown users, unknown roles, roles not held and a missing reason with their exit codes', async () => {
    await expect(admin(['grant', 'nobody-here', 'admin', '--reason', 'test'])).rejects.toMatchObject({ exitCode: 3 });
    await expect(admin(['grant', 'client', 'escort', '--reason', 'test'])).rejects.toMatchObject({ exitCode: 2 });
    await expect(admin(['grant', 'client', 'wizard', '--reason', 'test'])).rejects.toMatchObject({ exitCode: 2 });
    await expect(admin(['revoke', 'client', 'admin', '--reason', 'test'])).rejects.toMatchObject({ exitCode: 4 });
    await expect(admin(['grant', 'client', 'admin'])).rejects.toMatchObject({ exitCode: 2 });
  });
});
