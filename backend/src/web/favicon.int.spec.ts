import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteVariant } from '@annuaire/shared';
import { startTestApi, type TestApi } from '../../../test/api';
import { REPOSITORY_ROOT } from '../config';

const apis = {} as Record<SiteVariant, TestApi>;

beforeAll(async () => {
  apis.QC = await startTestApi({ WEBSITE: 'QC' });
  apis.CA = await startTestApi({ WEBSITE: 'CA' });
});
afterAll(async () => {
  await apis.QC?.close();
  await apis.CA?.close();
});

const faviconFile = (website: SiteVariant) =>
  readFile(path.join(REPOSITORY_ROOT, 'frontend', 'public', `favicon-${website.toLowerCase()}.svg`), 'utf8');

describe('GET /favicon.ico', () => {
  it.each(['QC', 'CA'] as const)(
    'answers the %s site’s own SVG favicon, typed so browsers take it, cached a day',
    async (website) => {
      const response = await apis[website].client().fetch('/favicon.ico');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await response.text()).toBe(await faviconFile(website));
    },
  );

  it('answers 304 to a browser checking its copy', async () => {
    const first = await apis.QC.client().fetch('/favicon.ico');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request, as its spec says.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const outgoing = request(`${apis.QC.base}/favicon.ico`, { headers: { 'if-none-match': etag! } }, (answer) => {
        answer.resume();
        resolve(answer.statusCode);
      });
      outgoing.on('error', reject).end();
    });
    expect(status).toBe(304);
  });

  it('answers HEAD without a body', async () => {
    const response = await apis.CA.client().fetch('/favicon.ico', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('');
  });
});
