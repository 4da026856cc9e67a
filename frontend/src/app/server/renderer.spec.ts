import type { FetchApi } from '@annuaire/shared';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '@/entry-server';

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
