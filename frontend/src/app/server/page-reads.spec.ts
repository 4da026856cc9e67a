import { PAGE_READS, pageReadRoute, PUBLIC_READ_MODELS, type FetchApi } from '@annuaire/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { aCard } from '@/lib/user-card.fixtures';
import { adDraws } from './ad-draws';
import { withApi } from './api-context';
import { loadPageData, type RenderedPlan } from './page-data';
import { planPage } from './page-plan';
import { profileAnswer } from './testing';

/**
 * What the server-rendered pages read, checked against the read models whose commits drop a visitor's kept page
 * (PUBLIC_READ_MODELS, shared/src/render/readModels.ts). A page that starts reading a route answered by another
 * read model fails here until that route is in PAGE_READS and its read models are public: else a commit of
 * theirs would leave the kept page out of date for up to its window.
 */

const card = aCard({
  _id: 'u1',
  username: 'jade',
  headline: 'Bonjour',
  bio: '',
  tags: [],
  profilePicture: null,
  location: { region: 'montreal', city: null },
});

/** Answers each route as the API would, with enough in it for the page to read everything it reads. */
function answerOf(path: string): unknown {
  if (path === '/api/app-settings') return { maintenanceMode: false, cookieConsentEnabled: true, partnerLinks: [] };
  if (path === '/api/users') {
    return { data: [card], nextChunk: null, extraData: { total: 1, page: 1, pageSize: 24, pages: 1 } };
  }
  if (path.startsWith('/api/users/')) return profileAnswer(card);
  return [];
}

/** An API that answers and notes every address asked. */
function recordingApi(): { fetchApi: FetchApi; asked: string[] } {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (url) => {
    asked.push(url);
    const path = new URL(url, 'http://api.invalid').pathname;
    return new Response(JSON.stringify(answerOf(path)), { headers: { 'content-type': 'application/json' } });
  };
  return { fetchApi, asked };
}

/** Every kind of page the server renders (page-plan.ts), for a visitor and for a member. */
const PAGES = ['/', '/female-escorts/montreal', '/user/jade', '/help-services', '/faq', '/maintenance', '/no-such'];

async function addressesRead(): Promise<string[]> {
  const routes = appRoutes();
  const { fetchApi, asked } = recordingApi();
  for (const path of PAGES) {
    const plan = planPage(routes, path, '') as RenderedPlan;
    expect(plan.kind).not.toBe('client');
    for (const signedIn of [false, true]) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await withApi(fetchApi, () => loadPageData(client, plan, { signedIn, draws: adDraws() }));
    }
  }
  return asked;
}

describe('the API routes server-rendered pages read', () => {
  it('are each answered by public read models only', async () => {
    const asked = await addressesRead();
    const unmapped = asked.filter((url) => pageReadRoute(url) === undefined);
    expect(unmapped, 'routes read by a page, missing from PAGE_READS').toEqual([]);
    const readModels = new Set(asked.flatMap((url) => PAGE_READS[pageReadRoute(url)!] ?? []));
    const notPublic = [...readModels].filter((name) => !(PUBLIC_READ_MODELS as readonly string[]).includes(name));
    expect(notPublic, 'read models a page shows, missing from PUBLIC_READ_MODELS').toEqual([]);
  });

  it('are all the routes PAGE_READS names, so the list says what the pages do', async () => {
    const routes = new Set((await addressesRead()).map(pageReadRoute));
    expect([...routes].sort()).toEqual(Object.keys(PAGE_READS).sort());
  });
});
