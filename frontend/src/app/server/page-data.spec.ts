import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/routes';
import { HOME_KEY } from '@/features/home';
import { ApiError } from '@/lib/api-client';
import { listingKey } from '@/features/directory';
import { profileKey } from '@/features/profile';
import { headTags } from './head-tags';
import { pageHead, spellingRedirect, statusOf, type RenderedPlan } from './page-data';
import { planPage } from './page-plan';

const planOf = (path: string) => planPage(appRoutes(), path, '') as RenderedPlan;

/** A render's cache with the page's query answered, or refused with `error`. */
async function renderedWith(key: readonly unknown[], error?: Error): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ queryKey: key, queryFn: () => (error ? Promise.reject(error) : Promise.resolve({})) });
  return client;
}

describe('the status of a server-rendered page', () => {
  it('is 503 when the home could not read its profiles (the database is down), never a cacheable 200', async () => {
    const home = planOf('/');
    expect(home.kind).toBe('home');
    expect(statusOf(await renderedWith(HOME_KEY, new TypeError('fetch failed')), home, false)).toBe(503);
    expect(statusOf(await renderedWith(HOME_KEY), home, false)).toBe(200);
  });

  it("is 503 when a listing's read fails on the server's side, and the API's own 4xx when it refuses", async () => {
    const listing = planOf('/female-escorts/montreal');
    if (listing.kind !== 'listing') throw new Error('not a listing');
    const key = listingKey(listing.apiUrl);
    expect(statusOf(await renderedWith(key, new ApiError(500, null)), listing, false)).toBe(503);
    expect(
      statusOf(await renderedWith(key, new ApiError(404, { msg: 'Unknown place', code: 'not_found' })), listing, false),
    ).toBe(404);
  });

  it("is 503 when the site's settings could not be read, whatever the page", async () => {
    expect(statusOf(await renderedWith(HOME_KEY), planOf('/'), false, true)).toBe(503);
  });
});

/** A render's cache holding `answer` for the page's query, as loadPageData leaves it. */
function answered(key: readonly unknown[], answer: unknown): QueryClient {
  const client = new QueryClient();
  client.setQueryData(key, answer);
  return client;
}

const listingAnswer = (pages: number, total: number) => ({
  data: [],
  nextChunk: null,
  extraData: { total, page: 1, pageSize: 24, pages },
});

describe('a listing page past its last', () => {
  it('is 404, whatever the filters; page 1 is a page even empty', () => {
    const status = (path: string, pages: number, total = pages * 24) => {
      const plan = planOf(path);
      if (plan.kind !== 'listing') throw new Error('not a listing');
      return statusOf(answered(listingKey(plan.apiUrl), listingAnswer(pages, total)), plan, false);
    };
    expect(status('/all/laval/page/3', 2)).toBe(404);
    expect(status('/all/laval/page/99', 2)).toBe(404);
    expect(status('/all/laval/page/2', 2)).toBe(200);
    expect(status('/all/laval/page/2', 0, 0)).toBe(404);
    expect(status('/all/laval', 0, 0)).toBe(200);
  });
});

/** Keys and their options as text: what the head says, without the translations. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as Parameters<typeof pageHead>[0]['t'];

const profileAnswer = (overrides: object = {}) => ({
  username: 'florence.6',
  headline: 'Bonjour',
  underReview: false,
  location: null,
  profilePicture: { id: 'p1', url: 'pictures/p1.jpg', width: 1600, height: 2000 },
  ...overrides,
});

function headOf(path: string, client: QueryClient, status = 200) {
  const plan = planOf(path);
  return pageHead({ client, plan, status, origin: 'https://annuaire.test', title: 'T', description: 'D', t });
}

describe("a profile asked by another spelling of its member's username", () => {
  it('is sent to the spelling the member chose, in its language, with what the page reads', () => {
    const client = answered(profileKey('Florence.6'), profileAnswer());
    expect(spellingRedirect(client, planOf('/user/Florence.6'), '?gallery=open')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/user/florence.6?gallery=open',
    });
    const english = answered(profileKey('FLORENCE.6'), profileAnswer());
    expect(spellingRedirect(english, planOf('/en/user/FLORENCE.6'), '')).toMatchObject({
      location: '/en/user/florence.6',
    });
  });

  it('is its own page when asked by its own spelling, or when there is no profile', () => {
    expect(spellingRedirect(answered(profileKey('florence.6'), profileAnswer()), planOf('/user/florence.6'), '')).toBe(
      null,
    );
    expect(spellingRedirect(new QueryClient(), planOf('/user/nobody'), '')).toBe(null);
  });
});

describe('what a page says of itself to search engines and link previews', () => {
  it('calls a listing and the home websites, an information page an article, a profile a profile', () => {
    const listing = planOf('/all/laval');
    if (listing.kind !== 'listing') throw new Error('not a listing');
    expect(headOf('/all/laval', answered(listingKey(listing.apiUrl), listingAnswer(1, 3))).ogType).toBe('website');
    expect(headOf('/', new QueryClient()).ogType).toBe('website');
    expect(headOf('/faq', new QueryClient()).ogType).toBe('article');
    expect(headOf('/user/florence.6', answered(profileKey('florence.6'), profileAnswer())).ogType).toBe('profile');
  });

  it("shows the site's icon on the home, as a thumbnail, from the public origin", () => {
    const tags = headTags(headOf('/', new QueryClient()));
    expect(tags).toContain('<meta property="og:image" content="https://annuaire.test/api/manifest/icons/512.png" />');
    expect(tags).toContain('<meta name="twitter:image" content="https://annuaire.test/api/manifest/icons/512.png" />');
    expect(tags).toContain('<meta property="og:image:alt" content="site.name.QC" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });

  it("shows a profile's picture large, said in the page's language, at the size the image route answers", () => {
    const tags = headTags(headOf('/user/florence.6', answered(profileKey('florence.6'), profileAnswer())));
    expect(tags).toMatch(
      /<meta property="og:image" content="https:\/\/annuaire\.test\/api\/images\?url=pictures%2Fp1\.jpg&amp;w=1200/,
    );
    expect(tags).toContain(
      '<meta property="og:image:alt" content="directory:card.photoOf {&quot;username&quot;:&quot;florence.6&quot;}" />',
    );
    expect(tags).toContain('<meta name="twitter:image:alt" content="directory:card.photoOf');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="1500" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('noindex');
  });

  it('keeps a profile under review out of search results until it is approved', () => {
    const head = headOf('/user/florence.6', answered(profileKey('florence.6'), profileAnswer({ underReview: true })));
    expect(head.indexable).toBe(false);
    expect(headTags(head)).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives an error page no preview picture', () => {
    const tags = headTags(headOf('/no/such/page', new QueryClient(), 404));
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });
});
