import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveUserByUsername } from '@annuaire/projections';
import { startTestApi, type TestApi } from '../../../../test/api';
import { serveWith } from '../../accounts/testing';
import { DEMO_PASSWORD } from '../../demo/seed';

/** What every request passes before its route: text checks, cross-site checks, headers, the client address. */
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${api.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL byte in a login with 400 naming the field', async () => {
    const response = await post('/api/auth', JSON.stringify({ identifier: 'a\u0000b', password: 'x' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_text', issues: [{ path: 'body.identifier' }] });
  });

  it('refuses a lone surrogate in a contact message, in the query and in the path', async () => {
    const body = await post('/api/contact', '{"message":"hi \\ud800 there"}');
    expect(body.status).toBe(400);
    expect(await body.json()).toMatchObject({ code: 'invalid_text', issues: [{ path: 'body.message' }] });
    const query = await fetch(`${api.base}/api/users/search?q=${encodeURIComponent('ab\u0000c')}`);
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ code: 'invalid_text', issues: [{ path: 'query.q' }] });
    const path = await fetch(`${api.base}/api/users/a%00b`);
    expect(path.status).toBe(400);
    expect(((await path.json()) as { code: string }).code).toBe('invalid_text');
    const broken = await fetch(`${api.base}/api/users/%ED%A0%80`);
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe('invalid_path');
  });

  it('refuses a NUL or a lone surrogate inside JSON in the query (a staff list filter) with 400 naming it', async () => {
    const admin = await api.as('admin');
    for (const [query, path] of [
      [`filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000b' }))}`, 'query.filter.q'],
      [`filter=${encodeURIComponent('{"q":"a\\ud800"}')}`, 'query.filter.q'],
      [`sort=${encodeURIComponent(JSON.stringify(['a\u0000', 'ASC']))}`, 'query.sort.0'],
    ]) {
      const response = await admin.request('GET', `/api/admin/users?${query}`);
      expect(response, query).toMatchObject({ status: 400, body: { code: 'invalid_text', issues: [{ path }] } });
    }
    // Text that only looks like JSON is the route's to judge, as before.
    expect((await admin.request('GET', '/api/admin/users?filter=%7Bbad')).body).toMatchObject({
      code: 'invalid_request',
    });
  });

  it('refuses a body that would rewrite an object prototype', async () => {
    const response = await post('/api/auth', '{"identifier":"admin","password":"x","constructor":{"role":"admin"}}');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_text', issues: [{ path: 'body.constructor' }] });
  });

  it('answers an id that is not a UUID with 404, not 500', async () => {
    const response = await fetch(`${api.base}/api/users/not-a-uuid`);
    expect([400, 404]).toContain(response.status);
  });
});

describe('requests from other sites (CSRF)', () => {
  it('refuses a state change from another origin, and from a cross-site fetch, without applying it', async () => {
    const member = await api.as('escort');
    const before = await member.request<{ bio: string }>('GET', '/api/user');
    const patch = (headers: Record<string, string>) =>
      member.fetch('/api/user', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ bio: 'Changed by another site' }),
      });
    const fromOrigin = await patch({ origin: 'https://evil.example' });
    expect(fromOrigin.status).toBe(403);
    expect(await fromOrigin.json()).toMatchObject({ code: 'cross_site_request' });
    const fromFetch = await patch({ 'sec-fetch-site': 'cross-site' });
    expect(fromFetch.status).toBe(403);
    const after = await member.request<{ bio: string }>('GET', '/api/user');
    expect(after.body.bio).toBe(before.body.bio);
  });

  it('trusts no Host nor X-Forwarded-Host for the origin: only PUBLIC_URL is the site', async () => {
    // Behind a proxy the API believes (TRUST_PROXY), the forwarded host and protocol are still the client's words.
    const proxied = await startTestApi({ TRUST_PROXY: '1' });
    try {
      const member = await proxied.as('escort');
      const response = await member.fetch('/api/user', {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify({ bio: 'Changed by another site' }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'cross_site_request' });
    } finally {
      await proxied.close();
    }
  });

  it('accepts the same request from the site itself', async () => {
    const member = await api.as('escort');
    const response = await member.fetch('/api/user', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: api.base, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ bio: 'Changed on the site itself' }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a form posted from another site with 403, and a form-encoded body even from no site with 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=X']) {
      const response = await fetch(`${api.base}/api/auth`, {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://evil.example' },
        body: 'identifier=admin&password=x',
      });
      expect(response.status, type).toBe(403);
    }
    const form = await fetch(`${api.base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `identifier=admin&password=${DEMO_PASSWORD}`,
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'unsupported_media_type' });
    expect(form.headers.get('set-cookie')).toBeNull();
  });
});

describe('security headers', () => {
  it('come with every answer, JSON and errors included', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/api/user']) {
      const response = await fetch(`${api.base}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      // Served over plain HTTP here: HSTS would be ignored, and is not sent.
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('include HSTS when the site is served over HTTPS', async () => {
    const https = await startTestApi({ PUBLIC_URL: 'https://annuaire.example' });
    try {
      const response = await fetch(`${https.base}/api/health`);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('the client address (TRUST_PROXY)', () => {
  /** The address the session of a fresh login records; `database` is the test API whose tables hold it. */
  const sessionIp = async (base: string, forwardedFor: string, database: TestApi = api) => {
    const response = await fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ identifier: 'client', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const userId = (await findActiveUserByUsername(database.t.db, 'client'))!.state.userId;
    const { rows } = await database.t.pool.query<{ ip: string }>(
      'select ip from auth_sessions where user_id = $1 order by created_at desc limit 1',
      [userId],
    );
    return rows[0]!.ip;
  };

  it('ignores X-Forwarded-For by default: a client cannot choose the address the limits count', async () => {
    expect(await sessionIp(api.base, '203.0.113.9')).not.toBe('203.0.113.9');
  });

  it('ignores it in production too unless TRUST_PROXY says a proxy is there', async () => {
    const production = await serveWith(api, { config: { ...api.deps.config, NODE_ENV: 'production' } });
    try {
      expect(await sessionIp(production.base, '203.0.113.9')).not.toBe('203.0.113.9');
    } finally {
      await production.close();
    }
  });

  it('takes the address our one proxy saw, not the one the client wrote before it', async () => {
    const proxied = await startTestApi({ TRUST_PROXY: '1' });
    try {
      expect(await sessionIp(proxied.base, '203.0.113.9, 198.51.100.7', proxied)).toBe('198.51.100.7');
    } finally {
      await proxied.close();
    }
  });
});

describe('validation issues', () => {
  it('carry a stable code and the rule’s parameters, so the site can word them in French', async () => {
    const response = await post('/api/auth/register', JSON.stringify({ username: 'ab', email: 'not-an-email' }));
    expect(response.status).toBe(400);
    const { issues } = (await response.json()) as { issues: Array<{ path: string; code: string; params?: object }> };
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'body.username',
          code: 'too_small',
          params: expect.objectContaining({ minimum: 3 }),
        }),
        expect.objectContaining({ path: 'body.email', code: 'invalid_format' }),
      ]),
    );
  });
});

describe('methods a path does not take', () => {
  it('answers 405 as JSON, naming what the path accepts in Allow', async () => {
    const response = await fetch(`${api.base}/api/health`, { method: 'PUT', headers: { origin: api.base } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toMatchObject({ code: 'method_not_allowed' });
  });
});
