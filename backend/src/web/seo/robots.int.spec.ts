import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../test/api';

const SITE = 'https://annuaire.example';
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL: SITE });
});
afterAll(async () => {
  await api?.close();
});

const lines = (text: string) => text.split('\n');

describe('GET /robots.txt', () => {
  it('closes the staff app, the API and the private pages in both languages, as cacheable plain text', async () => {
    const response = await api.client().fetch('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const rules = lines(await response.text());
    expect(rules[0]).toBe('User-agent: *');
    for (const path of ['/hq', '/api', '/login', '/en/login', '/register', '/en/messages', '/favorites']) {
      expect(rules).toContain(`Disallow: ${path}`);
    }
    // Public pages stay open: nothing closes a listing, a profile or the home page.
    const closed = rules.filter((rule) => rule.startsWith('Disallow: ')).map((rule) => rule.slice(10));
    for (const page of ['/', '/female-escorts/montreal', '/user/amelie', '/en/user/amelie', '/en', '/faq']) {
      expect(closed.filter((prefix) => page.startsWith(prefix))).toEqual([]);
    }
  });

  it('names the sitemap at the configured public address, not the Host the request came with', async () => {
    const response = await api.client().fetch('/robots.txt');
    const text = await response.text();
    expect(lines(text)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).not.toContain(new URL(api.base).host);
  });
});
