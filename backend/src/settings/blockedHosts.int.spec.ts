import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('blocked hostnames', () => {
  it('refuses a bio or headline linking to a listed competitor, naming the host, and keeps the old text', async () => {
    const escort = await api.as('escort');
    const before = (await escort.request<{ bio: string }>('GET', '/api/user')).body.bio;
    const refused = await escort.request('PATCH', '/api/user', { bio: 'Also on leolist dot cc, ask me' });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'blocked_hostname', issues: [{ path: 'body.bio', params: { host: 'leolist.cc' } }] },
    });
    const headline = await escort.request('PATCH', '/api/user', { headline: 'see https://www.tryst.link/me' });
    expect(headline).toMatchObject({ status: 400, body: { code: 'blocked_hostname' } });
    expect((await escort.request<{ bio: string }>('GET', '/api/user')).body.bio).toBe(before);
    expect((await escort.request('PATCH', '/api/user', { bio: 'Superheros.com fan' })).status).toBe(200);
  });
});
