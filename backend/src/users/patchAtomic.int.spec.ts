import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { findAccountById } from '../accounts/repository';
import { newMember } from '../pictures/testing';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

interface Me {
  ghost: boolean;
  online: string | null;
  headline: string;
  phone: string | null;
}

/** A fresh member, with the sign-in's own records (UserSeen) already written, and their stream's length. */
async function member(role: 'escort' | 'client') {
  const { id, client } = await newMember(api, role);
  await client.request('GET', '/api/user');
  const length = async () => (await api.t.store.readStream(streams.user(id))).length;
  return { id, client, length };
}

const patch = (client: TestClient, body: unknown) =>
  client.request<Me & { code: string; msg: string }>('PATCH', '/api/user', body);

describe('PATCH /api/user applies entirely or not at all', () => {
  it('refuses ghost mode with a VIP-only link (Quebec) and stores neither', async () => {
    const { client, length } = await member('escort');
    const before = await length();
    const refused = await patch(client, { ghost: true, websiteUrl: 'https://example.org' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'vip_required', msg: expect.any(String) } });
    expect(await length()).toBe(before);
    expect((await client.request<Me>('GET', '/api/user')).body.ghost).toBe(false);
  });

  it('refuses availability, headline and phone together when the link is refused, phone row included', async () => {
    const { id, client, length } = await member('escort');
    const before = await length();
    const refused = await patch(client, {
      online: new Date().toISOString(),
      headline: 'Never stored',
      phone: '514 555 0142',
      websiteUrl: 'https://example.org',
    });
    expect(refused.status).toBe(403);
    expect(await length()).toBe(before);
    const me = (await client.request<Me>('GET', '/api/user')).body;
    expect(me).toMatchObject({ online: null, phone: null });
    expect(me.headline).not.toBe('Never stored');
    expect((await findAccountById(api.t.db, id))?.phone).toBeNull();
  });

  it('answers 400 for a tour too far ahead and leaves ghost mode off', async () => {
    const { client, length } = await member('escort');
    const before = await length();
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const tour = { destinations: ['Québec'], startsOn: day(200), endsOn: day(205), description: '' };
    const refused = await patch(client, { ghost: true, tour });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(await length()).toBe(before);
    expect((await client.request<Me>('GET', '/api/user')).body.ghost).toBe(false);
  });

  it('stores an accepted mixed request as one append', async () => {
    const { id, client, length } = await member('escort');
    const before = await length();
    const accepted = await patch(client, { ghost: true, headline: 'All of it', phone: '514 555 0143' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ ghost: true, headline: 'All of it', phone: '514 555 0143' });
    const added = (await api.t.store.readStream(streams.user(id))).slice(before);
    expect(added.map((event) => event.type)).toEqual(['GhostModeChanged', 'ProfileEdited', 'ContactDetailsChanged']);
    // One append is one transaction: every event carries the same transaction id.
    expect(new Set(added.map((event) => event.position.txn)).size).toBe(1);
  });
});
