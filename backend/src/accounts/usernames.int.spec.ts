import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { createToken } from './tokens';
import { backfillUsernameSkeletons, usernameSkeleton } from './usernames';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const register = (username: string, email = `${encodeURIComponent(username)}@example.org`) =>
  api.client().request<{ code: string; username: string }>('POST', '/api/auth/register', {
    username,
    email,
    password: 'a long enough password',
    role: 'client',
    gender: 'man',
    acceptedTerms: true,
  });
const accountNamed = async (username: string) =>
  (await sql`select 1 from accounts.accounts where username = ${username}`.execute(api.t.db)).rows.length > 0;

describe('look-alike usernames at registration', () => {
  it('refuses a Cyrillic еscort beside escort with 409 username_taken, and writes nothing', async () => {
    const cyrillic = '\u0435scort';
    expect(await register(cyrillic, 'cyrillic@example.org')).toMatchObject({
      status: 409,
      body: { code: 'username_taken' },
    });
    expect(await accountNamed(cyrillic)).toBe(false);
  });

  it('reads a fullwidth ｅｓｃｏｒｔ as escort, and refuses it as taken', async () => {
    expect(await register('\uff45\uff53\uff43\uff4f\uff52\uff54', 'fullwidth@example.org')).toMatchObject({
      status: 409,
      body: { code: 'username_taken' },
    });
  });

  it('stores a new name in its NFKC form and accepts ordinary new names', async () => {
    const created = await register('\uff4eew_member', 'nfkc@example.org'); // fullwidth ｎ
    expect(created).toMatchObject({ status: 201, body: { username: 'new_member' } });
    expect(await register('Ordinary_Name', 'ordinary@example.org')).toMatchObject({ status: 201 });
    expect(await accountNamed('Ordinary_Name')).toBe(true);
  });
});

describe('look-alike usernames when a profile is claimed', () => {
  it('refuses a look-alike name and keeps the link usable for another name', async () => {
    const { rows } = await sql<{ user_id: string }>`
      select user_id from accounts.accounts where username = 'libertine'`.execute(api.t.db);
    const token = await createToken(api.t.db, rows[0]!.user_id, 'claim', new Date());
    const claim = (username: string) =>
      api.client().request('POST', '/api/auth/reset-password', { token, password: 'the owner’s password', username });
    expect(await claim('m\u043ederator')).toMatchObject({ status: 409, body: { code: 'username_taken' } }); // Cyrillic о
    expect((await claim('libertine_owner')).status).toBe(204);
    expect(await accountNamed('libertine_owner')).toBe(true);
  });
});

describe('backfillUsernameSkeletons', () => {
  it('gives older accounts their skeleton, the older of two look-alikes keeping it', async () => {
    // Accounts as they were before skeletons: two look-alikes registered back then, and one plain.
    await sql`
      insert into accounts.accounts (user_id, username, email, created_at, updated_at) values
        ('legacy-1', 'Legacy_Name', 'legacy1@example.org', now() - interval '2 days', now()),
        ('legacy-2', 'L\u0435gacy_name', 'legacy2@example.org', now() - interval '1 day', now()),
        ('legacy-3', 'Other_Legacy', 'legacy3@example.org', now(), now())`.execute(api.t.db);
    const logged: string[] = [];
    expect(await backfillUsernameSkeletons(api.t.db, (line) => logged.push(line))).toBe(2);
    const { rows } = await sql<{ user_id: string; username_skeleton: string | null }>`
      select user_id, username_skeleton from accounts.accounts where user_id like 'legacy-%' order by user_id`.execute(
      api.t.db,
    );
    expect(rows).toEqual([
      { user_id: 'legacy-1', username_skeleton: usernameSkeleton('Legacy_Name') },
      { user_id: 'legacy-2', username_skeleton: null },
      { user_id: 'legacy-3', username_skeleton: usernameSkeleton('Other_Legacy') },
    ]);
    expect(logged).toEqual([expect.stringContaining('legacy-2')]);
    expect(await backfillUsernameSkeletons(api.t.db)).toBe(0);
    expect(await register('legacy_nam\u0435', 'legacy4@example.org')).toMatchObject({ status: 409 });
  });
});
