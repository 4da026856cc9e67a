import type { FetchApi } from '@annuaire/shared';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '@/entry-server';
import { aCard } from '@/lib/user-card.fixtures';
import { jsonAnswer, profileAnswer } from './testing';

/** An API answering the site settings only, noting what it was asked. */
function api(): { fetchApi: FetchApi; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetchApi: async (url) => {
      asked.push(url);
      return new Response(JSON.stringify({ maintenanceMode: false, cookieConsentEnabled: true, partnerLinks: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  };
}

describe('renderers built in one process (one per app, backend/src/web/ssr/serverRendering.ts)', () => {
  it('each read their own API, even rendering at once', async () => {
    const first = api();
    const second = api();
    const renderers = [createRenderer({ fetchApi: first.fetchApi }), createRenderer({ fetchApi: second.fetchApi })];
    const pages = await Promise.all(
      renderers.map((renderer) => renderer.render({ url: '/faq', origin: 'https://annuaire.test', signedIn: false })),
    );
    expect(pages.map((page) => page.kind)).toEqual(['page', 'page']);
    expect(first.asked).toEqual(['/api/app-settings']);
    expect(second.asked).toEqual(['/api/app-settings']);
  });

  it('keep their own rendered pages', async () => {
    // One clock for both: the render cache keys a page by the minute too.
    const now = () => 0;
    const renderers = [
      createRenderer({ fetchApi: api().fetchApi, now }),
      createRenderer({ fetchApi: api().fetchApi, now }),
    ];
    const request = { url: '/faq', origin: 'https://annuaire.test', signedIn: false };
    const timingOf = async (index: number) => {
      const page = await renderers[index]!.render(request);
      return page.kind === 'page' ? page.timing.cached : null;
    };
    expect(await timingOf(0)).toBe(false);
    expect(await timingOf(0)).toBe(true);
    expect(await timingOf(1)).toBe(false);
  });
});

/** An API answering the settings, Laval's `all` listing (2 pages) and the profile of `florence.6`. */
function siteApi(): FetchApi {
  const profile = profileAnswer(
    aCard({
      _id: 'u6',
      username: 'florence.6',
      headline: 'Bonjour',
      bio: '',
      tags: [],
      profilePicture: null,
      placeholder: '/cached/placeholders/1.jpg',
      location: { region: 'laval', city: null },
    }),
  );
  return async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://api.invalid');
    if (pathname === '/api/app-settings') {
      return jsonAnswer({ maintenanceMode: false, cookieConsentEnabled: false, partnerLinks: [] });
    }
    if (pathname === '/api/users' && searchParams.get('region') === 'laval') {
      const page = Number(searchParams.get('page') ?? 1);
      return jsonAnswer({ data: [], nextChunk: null, extraData: { total: 30, page, pageSize: 24, pages: 2 } });
    }
    if (pathname.toLowerCase() === '/api/users/florence.6') return jsonAnswer(profile);
    return jsonAnswer({ msg: 'Not found', code: 'not_found' }, 404);
  };
}

describe('one address per page, rendered', () => {
  const renderer = createRenderer({ fetchApi: siteApi() });
  const render = (url: string) => renderer.render({ url, origin: 'https://annuaire.test', signedIn: false });

  it('answers a listing page past its last with 404 and noindex, the pages before it with 200', async () => {
    const past = await render('/all/laval/page/99');
    expect(past).toMatchObject({ kind: 'page', status: 404 });
    if (past.kind !== 'page') throw new Error('not a page');
    expect(past.head).toContain('<meta name="robots" content="noindex" />');
    const last = await render('/all/laval/page/2');
    expect(last).toMatchObject({ kind: 'page', status: 200 });
    if (last.kind !== 'page') throw new Error('not a page');
    expect(last.head).toContain('<meta property="og:type" content="website" />');
  });

  it("sends another spelling of a username to the member's own, and renders that one", async () => {
    expect(await render('/user/Florence.6?utm=1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/user/florence.6',
    });
    expect(await render('/user/florence.6')).toMatchObject({ kind: 'page', status: 200 });
  });

  it('sends case and trailing-slash variants to the one address before reading anything', async () => {
    expect(await render('/ALL/laval')).toEqual({ kind: 'redirect', status: 301, location: '/all/laval' });
    expect(await render('/user/florence.6/')).toEqual({ kind: 'redirect', status: 301, location: '/user/florence.6' });
  });
});
