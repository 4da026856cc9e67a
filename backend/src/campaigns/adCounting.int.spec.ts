import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { inProcessApi } from '../web/ssr/inProcess';
import type { BlockDto } from './service';

/**
 * docs/product.md §6 counting ads: only what the server drew counts, once per token, within each address's
 * limit; what is refused is tallied for admins. Addresses are told apart by `X-Forwarded-For` (TRUST_PROXY=1).
 */
let api: TestApi;
let admin: TestClient;
let advertiser: TestClient;

beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: '1' });
  admin = await api.as('admin');
  advertiser = await api.as('advertiser');
});
afterAll(async () => {
  await api?.close();
});

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' };
let nextAddress = 1;
/** A visitor of its own address. */
const visitor = () => {
  const headers = { ...BROWSER, 'x-forwarded-for': `203.0.113.${nextAddress++}` };
  const client = api.client();
  return {
    headers,
    draw: async (placement: string, count: number, region: string) => {
      const answer = await client.request<Array<{ _id: string; token: string }>>(
        'GET',
        `/api/ads?placement=${placement}&count=${count}&region=${region}`,
        undefined,
        headers,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    },
    report: (body: unknown) => client.request<{ counted: number }>('POST', '/api/ads/impressions', body, headers),
    go: (path: string) => client.fetch(path, { redirect: 'manual', headers }),
  };
};

const create = async (layoutName = 'cardAff') => {
  const body = { href: 'https://shop.example.org/offer', layoutName, regions: [`count-${randomUUID().slice(0, 8)}`] };
  const response = await advertiser.request<BlockDto>('POST', '/api/admin/campaigns', body);
  expect(response.status).toBe(201);
  return response.body;
};
/** The tokens of every slot `block` got in a draw of twelve (choose.ts gives each fitting block a slot). */
const tokensOf = async (who: ReturnType<typeof visitor>, block: BlockDto, placement = 'blockCard') =>
  (await who.draw(placement, 12, block.regions[0]!)).filter((drawn) => drawn._id === block.id).map((d) => d.token);

interface Series {
  blockId: string;
  impressions: number;
  clicks: number;
}
const figuresOf = async (blockId: string) => {
  const answer = await advertiser.request<{ series: Series[] }>('GET', '/api/admin/campaigns/statistics?range=14d');
  expect(answer.status).toBe(200);
  const series = answer.body.series.filter((one) => one.blockId === blockId);
  return {
    impressions: series.reduce((sum, one) => sum + one.impressions, 0),
    clicks: series.reduce((sum, one) => sum + one.clicks, 0),
  };
};
/**
 * Waits until one more impression, counted last, reached the read model: the projection applies events in
 * order, so every event appended before it is in the figures too, and "exactly" means exactly.
 */
const settle = async () => {
  const sentinel = await create();
  const who = visitor();
  expect((await who.report({ tokens: (await tokensOf(who, sentinel)).slice(0, 1) })).body.counted).toBe(1);
  await expect.poll(async () => (await figuresOf(sentinel.id)).impressions, { timeout: 10_000 }).toBe(1);
};
const refusalsOf = async (blockId: string) => {
  const answer = await admin.request<{ totals: Array<{ kind: string; reason: string; count: number }> }>(
    'GET',
    `/api/admin/campaigns/refusals?range=14d&blockId=${encodeURIComponent(blockId)}`,
  );
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.totals.map(({ kind, reason, count }) => [`${kind}/${reason}`, count]));
};
const inBatches = async (count: number, send: (index: number) => Promise<unknown>) => {
  for (let start = 0; start < count; start += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - start) }, (_, offset) => send(start + offset)));
  }
};
/** The same payload with another signature, or a signed payload changed: what a forger can make. */
const forgeries = (token: string, otherBlockId: string) => {
  const [payload, signature] = token.split('.') as [string, string];
  const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const encoded = (changes: object) => Buffer.from(JSON.stringify({ ...fields, ...changes })).toString('base64url');
  return [
    `${encoded({ b: otherBlockId })}.${signature}`,
    `${encoded({ i: 'a-brand-new-token-id' })}.${signature}`,
    `${encoded({ e: Date.now() + 86_400_000 })}.${signature}`,
    `${payload}.${Buffer.alloc(16).toString('base64url')}`,
    `${payload}`,
    'not-a-token',
  ];
};

describe('counting only what the server drew', () => {
  it('moves the advertiser’s figures by exactly what one real visitor did, whatever an attacker sends', async () => {
    const block = await create();
    const person = visitor();
    const attacker = visitor();
    const [token] = await tokensOf(person, block);

    // The visitor's page reports its block (its batch even holds the block 24 times), then the visitor clicks.
    expect((await person.report({ tokens: Array(24).fill(token) })).body).toEqual({ counted: 1 });
    const click = await person.go(`/go/${block.id}?t=${token}`);
    expect([click.status, click.headers.get('location')]).toEqual([302, 'https://shop.example.org/offer']);

    // 1,000 invented page views, as the API took them before tokens: refused, nothing counted.
    await inBatches(1000, async () => {
      const answer = await attacker.report({
        pageView: randomUUID(),
        impressions: [{ blockId: block.id, placement: 'blockCard' }],
      });
      expect(answer.status).toBe(400);
    });
    // The visitor's own token replayed, and forged ones.
    for (let replay = 0; replay < 20; replay++) {
      expect((await attacker.report({ tokens: [token!] })).body).toEqual({ counted: 0 });
    }
    expect((await attacker.report({ tokens: forgeries(token!, randomUUID()) })).body).toEqual({ counted: 0 });
    // Clicks without a token, with an invented page view, replayed or forged: sent on, never counted.
    const clicks = [
      ...Array.from({ length: 20 }, () => `/go/${block.id}`),
      ...Array.from({ length: 20 }, () => `/go/${block.id}?p=blockCard&v=${randomUUID()}`),
      `/go/${block.id}?t=${token}`,
      ...forgeries(token!, randomUUID()).map((forged) => `/go/${block.id}?t=${encodeURIComponent(forged)}`),
    ];
    for (const path of clicks) expect((await attacker.go(path)).status).toBe(302);

    await settle();
    expect(await figuresOf(block.id)).toEqual({ impressions: 1, clicks: 1 });
    expect(await refusalsOf(block.id)).toMatchObject({
      'impression/duplicate': 23,
      'impression/replayed': 20,
      'click/no_token': 40,
      'click/replayed': 1,
      'click/invalid_token': 6,
    });
  });

  it('counts a token once however its signature is spelled (base64 leaves spare bits in its last letter)', async () => {
    const block = await create();
    const person = visitor();
    const [token] = await tokensOf(person, block);
    const [payload, signature] = token!.split('.') as [string, string];
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = [...alphabet]
      .filter((letter) => letter !== last)
      .map((letter) => `${signature.slice(0, -1)}${letter}`)
      .filter((spelled) => Buffer.from(spelled, 'base64url').equals(Buffer.from(signature, 'base64url')));
    expect(sameBytes.length).toBeGreaterThan(0);
    const spellings = [token!, ...sameBytes.map((spelled) => `${payload}.${spelled}`)];
    expect((await person.report({ tokens: spellings })).body).toEqual({ counted: 1 });
  });

  it('counts a token for the block it names only: a token of another block counts nothing on /go', async () => {
    const [mine, other] = [await create(), await create()];
    const person = visitor();
    const [otherToken] = await tokensOf(person, other);
    expect((await person.go(`/go/${mine.id}?t=${otherToken}`)).status).toBe(302);
    await settle();
    expect(await figuresOf(mine.id)).toEqual({ impressions: 0, clicks: 0 });
    expect(await refusalsOf(mine.id)).toMatchObject({ 'click/invalid_token': 1 });
  });

  it('counts a server-rendered page’s token once per visitor address, a browser’s own draw once in all', async () => {
    const block = await create();
    // The server render asks through the in-process API: its draw is handed to many visitors (ad-draws.ts).
    const rendered = await inProcessApi(
      api.app,
      api.base,
    )(`/api/ads?placement=blockCard&count=12&region=${block.regions[0]}`);
    const shared = ((await rendered.json()) as Array<{ _id: string; token: string }>).find((d) => d._id === block.id);
    const [first, second] = [visitor(), visitor()];
    expect((await first.report({ tokens: [shared!.token] })).body.counted).toBe(1);
    expect((await first.report({ tokens: [shared!.token] })).body.counted).toBe(0);
    expect((await second.report({ tokens: [shared!.token] })).body.counted).toBe(1);
    expect((await second.go(`/go/${block.id}?t=${shared!.token}`)).status).toBe(302);
    expect((await second.go(`/go/${block.id}?t=${shared!.token}`)).status).toBe(302);
    // A draw the browser made itself is its visitor's alone: another address replaying it counts nothing.
    const [own] = await tokensOf(first, block);
    expect((await first.report({ tokens: [own] })).body.counted).toBe(1);
    expect((await second.report({ tokens: [own] })).body.counted).toBe(0);
    await settle();
    expect(await figuresOf(block.id)).toEqual({ impressions: 3, clicks: 1 });
  });

  it('stops counting an address past its limit while the next address still counts', async () => {
    const block = await create();
    const busy = visitor();
    const tokens: string[] = [];
    while (tokens.length < 130) tokens.push(...(await tokensOf(busy, block)));
    let counted = 0;
    for (let start = 0; start < tokens.length; start += 24) {
      counted += (await busy.report({ tokens: tokens.slice(start, start + 24) })).body.counted;
    }
    expect(counted).toBe(120);
    const other = visitor();
    expect((await other.report({ tokens: (await tokensOf(other, block)).slice(0, 1) })).body.counted).toBe(1);
    expect(await refusalsOf(block.id)).toMatchObject({ 'impression/rate_limited': tokens.length - 120 });
  });

  it('refuses a token past its half hour and one reported by a crawler', async () => {
    const block = await create();
    const person = visitor();
    const [late, crawled] = [(await tokensOf(person, block))[0]!, (await tokensOf(person, block))[0]!];
    const crawler = api.client();
    const bot = { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'x-forwarded-for': '198.51.100.7' };
    expect((await crawler.request('POST', '/api/ads/impressions', { tokens: [crawled] }, bot)).body).toEqual({
      counted: 0,
    });
    const deps = api.deps as { now: () => Date };
    const realNow = deps.now;
    deps.now = () => new Date(Date.now() + 31 * 60_000);
    try {
      expect((await person.report({ tokens: [late] })).body).toEqual({ counted: 0 });
      // Read in the same half hour ahead: the refusal is tallied on that moment's day, which is tomorrow in the
      // last half hour before midnight (Montréal time), and a range read today would end before it.
      expect(await refusalsOf(block.id)).toMatchObject({ 'impression/expired': 1, 'impression/bot': 1 });
    } finally {
      deps.now = realNow;
    }
  });
});

describe('GET /api/admin/campaigns/refusals', () => {
  it('is for admins: an advertiser sees only what counted, and gets 403 with a message here', async () => {
    const answer = await advertiser.request<{ msg: string; code: string }>(
      'GET',
      '/api/admin/campaigns/refusals?range=14d',
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'forbidden', msg: expect.any(String) });
    expect((await api.client().request('GET', '/api/admin/campaigns/refusals')).status).toBe(401);
    const admins = await admin.request<{ rows: Array<{ day: string; reason: string }> }>(
      'GET',
      '/api/admin/campaigns/refusals?range=30d',
    );
    expect(admins.status).toBe(200);
    expect(admins.body.rows.length).toBeGreaterThan(0);
  });
});
