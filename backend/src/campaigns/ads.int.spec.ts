import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { chooseAds } from './adsApi';
import type { BlockDto } from './service';

let api: TestApi;
let admin: TestClient;
let advertiser: TestClient;
let advertiserId: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  advertiser = await api.as('advertiser');
  advertiserId = (await advertiser.request<{ _id: string }>('GET', '/api/user')).body._id;
});
afterAll(async () => {
  await api?.close();
});

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' };

const create = async (fields: object, by: () => TestClient = () => advertiser) => {
  const body = { href: 'https://shop.example.org/offer', body: 'Offer', active: true, ...fields };
  const response = await by().request<BlockDto>('POST', '/api/admin/campaigns', body);
  expect(response.status).toBe(201);
  return response.body;
};

interface Series {
  blockId: string;
  placement: string;
  impressions: number;
  clicks: number;
}
const figuresOf = async (client: TestClient, blockId: string) => {
  const answer = await client.request<{ series: Series[] }>('GET', `/api/admin/campaigns/statistics?range=14d`);
  expect(answer.status).toBe(200);
  return answer.body.series.find((series) => series.blockId === blockId) ?? { impressions: 0, clicks: 0 };
};
const go = (path: string, headers: Record<string, string> = BROWSER) =>
  api.client().fetch(path, { redirect: 'manual', headers });
/** The site's own draw of one placement: each block with the token that lets it count (docs/product.md §6). */
const draw = async (placement: string, count: number, region: string) => {
  const answer = await api
    .client()
    .request<Array<{ _id: string; token: string }>>(
      'GET',
      `/api/ads?placement=${placement}&count=${count}&region=${region}`,
    );
  expect(answer.status).toBe(200);
  return answer.body;
};
/** A token for `block` from a real draw: twelve slots go to every block fitting the page (choose.ts). */
const tokenFor = async (block: BlockDto, placement: string) => {
  const drawn = (await draw(placement, 12, block.regions[0]!)).find((chosen) => chosen._id === block.id);
  expect(drawn).toBeDefined();
  return drawn!.token;
};
const regionOnly = () => [`ads-${randomUUID().slice(0, 8)}`];

describe('choosing blocks', () => {
  it('spreads 1,000 choices over three blocks within 10% of their weights', async () => {
    const weights = [1, 3, 6];
    const region = `weights-${randomUUID().slice(0, 8)}`;
    const blocks = await Promise.all(
      // Weights are the staff's to set (docs/product.md §6): the admin sets them on the advertiser's behalf.
      weights.map((weight) =>
        create({ layoutName: 'leaderboardAff', weight, regions: [region], ownerId: advertiserId }, () => admin),
      ),
    );
    const shown = new Map<string, number>();
    // A seeded generator (mulberry32): the same 1,000 draws every run, so the bound holds without luck.
    let seed = 20261127;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    for (let draw = 0; draw < 1000; draw++) {
      const [block] = await chooseAds(api.deps, { placement: 'blockLeaderboard', count: 1, region }, random);
      shown.set(block!._id, (shown.get(block!._id) ?? 0) + 1);
    }
    blocks.forEach((block, index) => {
      const expected = (1000 * weights[index]!) / 10;
      expect(Math.abs((shown.get(block.id) ?? 0) - expected)).toBeLessThanOrEqual(expected * 0.1);
    });
  });

  it('shows a targeted block only in its region and category', async () => {
    const region = `target-${randomUUID().slice(0, 8)}`;
    const block = await create({ layoutName: 'leaderboardAgency', regions: [region], categories: ['male-escorts'] });
    const idsFor = async (query: string) =>
      (
        await api
          .client()
          .request<Array<{ _id: string }>>('GET', `/api/ads?placement=blockLeaderboard&count=12&${query}`)
      ).body.map((chosen) => chosen._id);
    expect(await idsFor(`region=${region}&category=male-escorts`)).toContain(block.id);
    expect(await idsFor(`region=${region}&category=female-escorts`)).not.toContain(block.id);
    expect(await idsFor('region=elsewhere&category=male-escorts')).not.toContain(block.id);
  });
});

describe('GET /go/{id}', () => {
  it('counts a click once per token and sends the visitor to the block’s own link only', async () => {
    const block = await create({
      layoutName: 'cardAff',
      href: 'https://shop.example.org/spring',
      regions: regionOnly(),
    });
    const token = await tokenFor(block, 'blockCard');
    const first = await go(`/go/${block.id}?t=${token}`);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://shop.example.org/spring');
    // The same click again (a double click, a retried request) is the same token: one click.
    await go(`/go/${block.id}?t=${token}`);
    await go(`/go/${block.id}?t=${await tokenFor(block, 'blockCard')}`);
    await expect.poll(async () => (await figuresOf(advertiser, block.id)).clicks).toBe(2);
    // A link naming somewhere else is refused: the redirect only ever reads the stored link.
    const elsewhere = await go(`/go/${block.id}?p=blockCard&to=https://evil.example`);
    expect(elsewhere.status).toBe(400);
  });

  it('does not count bots or prefetches, but still sends them on', async () => {
    const block = await create({ layoutName: 'cardAff', regions: regionOnly() });
    const bot = await go(`/go/${block.id}?t=${await tokenFor(block, 'blockCard')}`, {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    const prefetch = await go(`/go/${block.id}?t=${await tokenFor(block, 'blockCard')}`, {
      ...BROWSER,
      'sec-purpose': 'prefetch',
    });
    expect([bot.status, prefetch.status]).toEqual([302, 302]);
    await go(`/go/${block.id}?t=${await tokenFor(block, 'blockCard')}`);
    await expect.poll(async () => (await figuresOf(advertiser, block.id)).clicks).toBe(1);
  });

  it('answers 404 for an unknown or inactive block and an unset partner link', async () => {
    const inactive = await create({ layoutName: 'cardAff', active: false });
    expect((await go(`/go/${randomUUID()}`)).status).toBe(404);
    expect((await go(`/go/${inactive.id}`)).status).toBe(404);
    expect((await go('/go/menu-1')).status).toBe(404);
  });

  it('sends a partner link through the same redirect, counted for admins as ad_menu_click', async () => {
    const saved = await admin.request('PUT', '/api/admin/settings/app', {
      maintenanceMode: false,
      cookieConsentEnabled: true,
      mostReportedTotal: 7,
      mostReportedUnique: 3,
      blockedHostnames: ['leolist.cc'],
      liveCamsUrl: null,
      datingUrl: 'https://dating.example.org/',
      dating2Url: null,
    });
    expect(saved.status).toBe(200);
    // The site learns which partner links exist, not where they lead: it links to them through /go/menu-n.
    expect((await api.client().request('GET', '/api/app-settings')).body).toMatchObject({ partnerLinks: ['dating'] });
    // Its token comes from the site's own draw of the partner links, like a block's.
    const menu = await api.client().request<Array<{ _id: string; token: string }>>('GET', '/api/ads/menu');
    expect(menu.body.map((link) => link._id)).toEqual(['menu-2']);
    const answer = await go(`/go/menu-2?t=${menu.body[0]!.token}`);
    expect(answer.headers.get('location')).toBe('https://dating.example.org/');
    // Without a token the visitor still gets there, and nothing is counted.
    expect((await go('/go/menu-2?p=menu')).headers.get('location')).toBe('https://dating.example.org/');
    await expect.poll(async () => (await figuresOf(admin, 'menu-2')).clicks).toBe(1);
    expect((await figuresOf(advertiser, 'menu-2')).clicks).toBe(0);
  });

  it('refuses to save a block whose link is not https', async () => {
    const answer = await advertiser.request('POST', '/api/admin/campaigns', {
      href: 'http://shop.example.org',
      layoutName: 'cardAff',
    });
    expect(answer.status).toBe(400);
  });
});

describe('POST /api/ads/impressions', () => {
  it('counts a block once per token, however often the page reports it', async () => {
    const block = await create({ layoutName: 'cardTinderWoman', regions: regionOnly() });
    const report = (tokens: string[]) => api.client().request('POST', '/api/ads/impressions', { tokens }, BROWSER);
    const token = await tokenFor(block, 'blockCard');
    expect(await report([token])).toMatchObject({ status: 202, body: { counted: 1 } });
    expect(await report([token])).toMatchObject({ status: 202, body: { counted: 0 } });
    expect(await report([await tokenFor(block, 'blockCard')])).toMatchObject({ status: 202, body: { counted: 1 } });
    await expect.poll(async () => (await figuresOf(advertiser, block.id)).impressions).toBe(2);
  });

  it('ignores a block that no longer fills the placement it was drawn for', async () => {
    const block = await create({ layoutName: 'cardAff', regions: regionOnly() });
    const token = await tokenFor(block, 'blockCard');
    const moved = await advertiser.request('PUT', `/api/admin/campaigns/${block.id}`, {
      ...block,
      layoutName: 'modalAffWoman',
    });
    expect(moved.status).toBe(200);
    const answer = await api.client().request('POST', '/api/ads/impressions', { tokens: [token] }, BROWSER);
    expect(answer).toMatchObject({ status: 202, body: { counted: 0 } });
  });
});
