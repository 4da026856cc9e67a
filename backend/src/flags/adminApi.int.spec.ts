import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';

let api: TestApi;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'moderator', 'advertiser', 'escort', 'client']) {
    clients.set(username, await api.as(username));
  }
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => clients.get(username)!;

interface Flag {
  _id: string;
  id: string;
  type: 'email' | 'phone';
  value: string;
  note: string;
}
const flag = async (body: unknown) => {
  const response = await as('moderator').request<Flag>('POST', '/api/flags', body);
  expect(response.status).toBe(201);
  return response.body;
};

describe('permissions on the flag routes', () => {
  const routes = [
    ['GET', '/api/flags'],
    ['POST', '/api/flags'],
    ['PATCH', `/api/flags/${randomUUID()}`],
    ['DELETE', `/api/flags/${randomUUID()}`],
    ['GET', '/api/admin/flags'],
    ['GET', '/api/users/flagged-active'],
    ['POST', `/api/users/${randomUUID()}/flag-all`],
  ] as const;

  it('fails with 401 without a session', async () => {
    for (const [method, path] of routes) {
      const { status, body } = await api.client().request(method, path, method === 'GET' ? undefined : {});
      expect([method, path, status, body]).toEqual([
        method,
        path,
        401,
        { msg: expect.any(String), code: 'unauthenticated' },
      ]);
    }
  });

  it('fails with 403 for clients, escorts and advertisers (no VIEW_FLAGS)', async () => {
    for (const username of ['client', 'escort', 'advertiser']) {
      for (const [method, path] of routes) {
        const { status, body } = await as(username).request(method, path, method === 'GET' ? undefined : {});
        expect([username, path, status, body]).toEqual([
          username,
          path,
          403,
          { msg: expect.any(String), code: 'forbidden' },
        ]);
      }
    }
  });

  it('lets moderators and admins in', async () => {
    for (const username of ['moderator', 'admin']) {
      expect((await as(username).request('GET', '/api/flags')).status).toBe(200);
      expect((await as(username).request('GET', '/api/users/flagged-active')).status).toBe(200);
    }
  });
});

describe('POST /api/flags', () => {
  it('creates a flag with a lowercased email and answers 201 with it', async () => {
    const created = await flag({ type: 'email', value: '  Scammer@Example.ORG ', note: 'chargebacks' });
    expect(created).toEqual(
      expect.objectContaining({ _id: created.id, type: 'email', value: 'scammer@example.org', note: 'chargebacks' }),
    );
  });

  it('keeps only the digits of a phone, and a leading +', async () => {
    expect(await flag({ type: 'phone', value: '+1 (438) 555-0199' })).toEqual(
      expect.objectContaining({ type: 'phone', value: '+14385550199', note: '' }),
    );
  });

  it('fails with 409 for a value already flagged, whatever its case or format', async () => {
    await flag({ type: 'email', value: 'twice@example.org' });
    const again = await as('admin').request('POST', '/api/flags', { type: 'email', value: 'TWICE@example.org' });
    expect(again).toMatchObject({ status: 409, body: { msg: expect.any(String), code: 'flag_exists' } });
    await flag({ type: 'phone', value: '819 555 0142' });
    const phone = await as('admin').request('POST', '/api/flags', { type: 'phone', value: '+1-819-555-0142' });
    expect(phone).toMatchObject({ status: 409, body: { code: 'flag_exists' } });
  });

  it('fails with 400 naming the field for a bad email, a short phone or a long note', async () => {
    const cases = [
      { type: 'email', value: 'not-an-email' },
      { type: 'phone', value: '555-01' },
      { type: 'phone', value: 'call me maybe 5145550101' },
      { type: 'fax', value: '5145550101' },
    ];
    for (const body of cases) {
      const response = await as('moderator').request('POST', '/api/flags', body);
      expect(response).toMatchObject({ status: 400, body: { msg: expect.any(String), code: 'invalid_request' } });
    }
    const longNote = await as('moderator').request('POST', '/api/flags', {
      type: 'email',
      value: 'long@example.org',
      note: 'x'.repeat(501),
    });
    expect(longNote.body).toMatchObject({ code: 'invalid_request', issues: [{ path: 'body.note' }] });
  });
});

describe('GET /api/flags', () => {
  it('lists flags newest first, filtered by type and by a search term', async () => {
    const first = await flag({ type: 'email', value: 'list-one@example.org', note: 'listing' });
    const second = await flag({ type: 'phone', value: '(367) 555-0111', note: 'listing' });
    const all = await as('moderator').request<Flag[]>('GET', '/api/flags');
    expect(all.body.findIndex((f) => f.id === second.id)).toBeLessThan(all.body.findIndex((f) => f.id === first.id));
    const phones = await as('moderator').request<Flag[]>('GET', '/api/flags?type=phone');
    expect(phones.body.every((f) => f.type === 'phone')).toBe(true);
    const searched = await as('moderator').request<Flag[]>('GET', '/api/flags?q=367-555');
    expect(searched.body.map((f) => f.id)).toEqual([second.id]);
    const bad = await as('moderator').request('GET', '/api/flags?type=fax');
    expect(bad.status).toBe(400);
  });
});

describe('PATCH /api/flags/{id}', () => {
  it('edits the note and the value, answering 200 with the flag', async () => {
    const created = await flag({ type: 'email', value: 'edit-me@example.org' });
    const edited = await as('moderator').request<Flag>('PATCH', `/api/flags/${created.id}`, {
      value: 'Edited@Example.org',
      note: 'banned',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { id: created.id, value: 'edited@example.org', note: 'banned' },
    });
  });

  it('checks the flag as a whole, refuses a duplicate, and 404s an unknown flag', async () => {
    const created = await flag({ type: 'email', value: 'whole@example.org' });
    const wrongType = await as('moderator').request('PATCH', `/api/flags/${created.id}`, { type: 'phone' });
    expect(wrongType).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    await flag({ type: 'email', value: 'taken@example.org' });
    const taken = await as('moderator').request('PATCH', `/api/flags/${created.id}`, { value: 'taken@example.org' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'flag_exists' } });
    const missing = await as('moderator').request('PATCH', `/api/flags/${randomUUID()}`, { note: 'x' });
    expect(missing).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });
});

describe('DELETE /api/flags/{id}', () => {
  it('deletes with 204, after which the flag is gone and the value may be flagged again', async () => {
    const created = await flag({ type: 'email', value: 'gone@example.org' });
    expect((await as('admin').request('DELETE', `/api/flags/${created.id}`)).status).toBe(204);
    const list = await as('admin').request<Flag[]>('GET', '/api/flags?q=gone@');
    expect(list.body).toEqual([]);
    expect((await as('admin').request('DELETE', `/api/flags/${created.id}`)).status).toBe(404);
    await flag({ type: 'email', value: 'gone@example.org' });
  });
});

describe('/api/admin/flags (ra-data-simple-rest)', () => {
  it('lists a page with Content-Range, sorted and filtered', async () => {
    await flag({ type: 'email', value: 'ra-b@example.org', note: 'ra' });
    await flag({ type: 'email', value: 'ra-a@example.org', note: 'ra' });
    const query = new URLSearchParams({
      sort: JSON.stringify(['value', 'ASC']),
      range: JSON.stringify([0, 0]),
      filter: JSON.stringify({ q: 'ra-', type: 'email' }),
    });
    const page = await as('moderator').request<Flag[]>('GET', `/api/admin/flags?${query}`);
    expect(page.status).toBe(200);
    expect(page.body.map((f) => f.value)).toEqual(['ra-a@example.org']);
    expect(page.headers.get('content-range')).toBe('flags 0-0/2');
    expect(page.headers.get('access-control-expose-headers')).toBe('Content-Range');
  });

  it('gets, creates, replaces and deletes one flag', async () => {
    const created = await as('admin').request<Flag>('POST', '/api/admin/flags', {
      type: 'phone',
      value: '873.555.0100',
    });
    expect(created).toMatchObject({ status: 201, body: { value: '8735550100' } });
    const id = created.body.id;
    expect((await as('admin').request('GET', `/api/admin/flags/${id}`)).body).toEqual(created.body);
    // react-admin sends the whole record back on save.
    const replaced = await as('admin').request<Flag>('PUT', `/api/admin/flags/${id}`, { ...created.body, note: 'ra' });
    expect(replaced).toMatchObject({ status: 200, body: { id, note: 'ra' } });
    const deleted = await as('admin').request<Flag>('DELETE', `/api/admin/flags/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id } });
    expect((await as('admin').request('GET', `/api/admin/flags/${id}`)).status).toBe(404);
  });
});
