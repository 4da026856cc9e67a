import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { DEMO_HELP_SERVICES } from '../demo/staffContent';
import type { HelpServiceDto } from './service';

let api: TestApi;
let admin: TestClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
});
afterAll(async () => {
  await api?.close();
});

const service = {
  name: { fr: 'Halte-répit du quartier', en: 'Neighbourhood Respite Centre' },
  description: { fr: 'Un lieu pour souffler, sans rendez-vous.', en: 'A place to catch your breath, no appointment.' },
  url: 'https://respite.example.org',
  phone: '514 555-0123',
};

describe('/api/admin/help-services', () => {
  it('creates, reads, edits and deletes a help service, each recorded with the admin as actor', async () => {
    const created = await admin.request<HelpServiceDto>('POST', '/api/admin/help-services', service);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...service, _id: created.body.id });
    const { id } = created.body;

    expect((await admin.request('GET', `/api/admin/help-services/${id}`)).body).toMatchObject(service);

    // react-admin's update sends the whole record back.
    const edited = await admin.request<HelpServiceDto>('PUT', `/api/admin/help-services/${id}`, {
      ...created.body,
      phone: '',
      url: 'https://respite.example.org/fr',
    });
    expect(edited.body).toMatchObject({ phone: null, url: 'https://respite.example.org/fr' });

    const deleted = await admin.request<HelpServiceDto>('DELETE', `/api/admin/help-services/${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id } });
    expect((await admin.request('GET', `/api/admin/help-services/${id}`)).status).toBe(404);

    const events = await admin.request<Array<{ type: string; actorRole: string; data: unknown }>>(
      'GET',
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ streamId: `helpService-${id}` }))}`,
    );
    expect(events.body.map((event) => [event.type, event.actorRole])).toEqual([
      ['HelpServiceCreated', 'admin'],
      ['HelpServiceEdited', 'admin'],
      ['HelpServiceDeleted', 'admin'],
    ]);
    expect(events.body[1]!.data).toEqual({ changes: { url: 'https://respite.example.org/fr', phone: null } });
  });

  it('lists the seeded services by name with Content-Range, and filters by name in either language', async () => {
    const { body, headers } = await admin.request<HelpServiceDto[]>(
      'GET',
      '/api/admin/help-services?sort=["name","ASC"]&range=[0,49]&lang=en',
    );
    expect(body.length).toBeGreaterThanOrEqual(DEMO_HELP_SERVICES.length);
    expect(headers.get('content-range')).toMatch(/^help-services 0-\d+\/\d+$/);
    const french = await admin.request<HelpServiceDto[]>('GET', '/api/admin/help-services?sort=["name.fr","ASC"]');
    const names = french.body.map((row) => row.name.fr);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(names[0]).toBe('Centre antifraude du Canada');
    const q = encodeURIComponent(JSON.stringify({ q: 'traite' }));
    const found = await admin.request<HelpServiceDto[]>('GET', `/api/admin/help-services?filter=${q}`);
    expect(found.body.map((row) => row.name.en)).toEqual(['Canadian Human Trafficking Hotline']);
  });

  it('answers 400 {msg, code} naming the bad fields, and writes nothing', async () => {
    const before = await admin.request<HelpServiceDto[]>('GET', '/api/admin/help-services?range=[0,99]');
    const bad = await admin.request('POST', '/api/admin/help-services', {
      ...service,
      name: { fr: '', en: 'Only English' },
      url: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: expect.any(String), code: 'invalid_request' });
    expect((bad.body as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path).sort()).toEqual([
      'body.name.fr',
      'body.url',
    ]);
    const after = await admin.request<HelpServiceDto[]>('GET', '/api/admin/help-services?range=[0,99]');
    expect(after.body).toHaveLength(before.body.length);
  });

  it('is for admins: 403 for moderators, advertisers and clients, 401 anonymous', async () => {
    for (const username of ['moderator', 'advertiser', 'client']) {
      const client = await api.as(username);
      expect((await client.request('GET', '/api/admin/help-services')).status).toBe(403);
      expect((await client.request('POST', '/api/admin/help-services', service)).status).toBe(403);
      expect((await client.request('POST', '/api/help-services', service)).status).toBe(403);
    }
    expect((await api.client().request('GET', '/api/admin/help-services')).status).toBe(401);
  });
});

describe('GET /api/help-services (the site)', () => {
  it('answers everyone in the shape the site reads, in the language asked, chosen or preferred', async () => {
    const visitor = api.client();
    const english = await visitor.request<Array<{ _id: string; name: string; description: string | null }>>(
      'GET',
      '/api/help-services?lang=en',
    );
    expect(english.status).toBe(200);
    const line = english.body.find((row) => row.name === '9-8-8 Suicide Crisis Helpline');
    expect(line).toEqual({
      _id: expect.any(String),
      name: '9-8-8 Suicide Crisis Helpline',
      description: expect.stringContaining('Free, confidential support'),
      url: 'https://988.ca',
      phone: '988',
    });
    // The site's language cookie wins over the browser's preference; the Quebec variant defaults to French.
    const cookie = await fetch(`${api.base}/api/help-services`, {
      headers: { cookie: 'lang=fr', 'accept-language': 'en' },
    });
    const french = (await cookie.json()) as Array<{ name: string }>;
    expect(french.map((row) => row.name)).toContain('Ligne 9-8-8 Prévention du suicide');
    const fallback = (await (await fetch(`${api.base}/api/help-services`)).json()) as Array<{ name: string }>;
    expect(fallback.map((row) => row.name)).toContain('Centre antifraude du Canada');
  });

  it('lets admins PATCH and DELETE through the docs/product.md §7 paths', async () => {
    const created = await admin.request<HelpServiceDto>('POST', '/api/help-services', service);
    expect(created.status).toBe(201);
    const patched = await admin.request<HelpServiceDto>('PATCH', `/api/help-services/${created.body.id}`, {
      name: { en: 'Respite Centre' },
    });
    expect(patched.body.name).toEqual({ fr: service.name.fr, en: 'Respite Centre' });
    const badPatch = await admin.request('PATCH', `/api/help-services/${created.body.id}`, { phone: 'call us' });
    expect(badPatch.body).toMatchObject({ code: 'invalid_request', issues: [{ path: 'body.phone' }] });
    expect((await admin.request('DELETE', `/api/help-services/${created.body.id}`)).status).toBe(204);
  });
});
