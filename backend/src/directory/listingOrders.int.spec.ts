import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';

let api: TestApi;
let fixture: ReturnType<typeof directoryFixture>;
const DAY = 86_400_000;
const SHERBROOKE = { region: 'estrie', city: 'sherbrooke' } as const;
const DRUMMONDVILLE = { region: 'centre-du-quebec', city: 'drummondville' } as const;

interface Card {
  _id: string;
  username: string;
  onlineNow: boolean;
  vip: boolean;
  verified: boolean;
}
interface Page {
  data: Card[];
  nextChunk: string | null;
  extraData: { total: number; page: number; pages: number };
}

const listing = (query: string) => api.client().request<Page>('GET', `/api/users?${query}`);
const names = (page: Page) => page.data.map((card) => card.username);
const SHERBROOKE_LISTING = 'category=all&region=estrie&city=sherbrooke';

/** Runs `add` with the API's clock `daysAgo` days back, so the member joins (and is last seen) then. */
async function at<T>(daysAgo: number, add: () => Promise<T>): Promise<T> {
  const realNow = api.deps.now;
  (api.deps as { now: () => Date }).now = () => new Date(Date.now() - daysAgo * DAY);
  try {
    return await add();
  } finally {
    (api.deps as { now: () => Date }).now = realNow;
  }
}

beforeAll(async () => {
  api = await startTestApi();
  fixture = directoryFixture(api);
  // Joined 5, 3 and 1 days ago; the eldest is available now, the middle one verified, the youngest VIP.
  const anna = await at(5, () => fixture.add({ username: 'anna', changes: { location: SHERBROOKE } }));
  const bella = await at(3, () => fixture.add({ username: 'bella', changes: { location: SHERBROOKE } }));
  const chloe = await at(1, () => fixture.add({ username: 'chloe', changes: { location: SHERBROOKE } }));
  await fixture.run(anna, { type: 'SetAvailability', available: true });
  await fixture.run(bella, { type: 'SetVerificationState', state: 'verified' });
  await fixture.run(chloe, { type: 'SetVip', until: new Date(Date.now() + 7 * DAY).toISOString() });
  await fixture.settle();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/users sorted and narrowed (docs/product.md §2)', () => {
  it('orders by rank by default, the same as sort=rank: VIP first, then the available', async () => {
    const ranked = await listing(SHERBROOKE_LISTING);
    expect(names(ranked.body)).toEqual(['chloe', 'anna', 'bella']);
    expect(names((await listing(`${SHERBROOKE_LISTING}&sort=rank`)).body)).toEqual(names(ranked.body));
  });

  it('orders the newest members first', async () => {
    expect(names((await listing(`${SHERBROOKE_LISTING}&sort=newest`)).body)).toEqual(['chloe', 'bella', 'anna']);
  });

  it('orders the most recently active first: availability counts as activity', async () => {
    expect(names((await listing(`${SHERBROOKE_LISTING}&sort=active`)).body)).toEqual(['anna', 'chloe', 'bella']);
  });

  it('keeps only the available now, the verified or the VIPs, and all of several choices', async () => {
    const available = (await listing(`${SHERBROOKE_LISTING}&only=available`)).body;
    expect(names(available)).toEqual(['anna']);
    expect(available.data[0]).toMatchObject({ onlineNow: true });
    expect(available.extraData.total).toBe(1);
    const verified = (await listing(`${SHERBROOKE_LISTING}&only=verified`)).body;
    expect(names(verified)).toEqual(['bella']);
    expect(verified.data[0]).toMatchObject({ verified: true });
    expect(names((await listing(`${SHERBROOKE_LISTING}&only=vip`)).body)).toEqual(['chloe']);
    expect(names((await listing(`${SHERBROOKE_LISTING}&only=vip,available`)).body)).toEqual([]);
    const widened = await listing(`${SHERBROOKE_LISTING}&only=verified&sort=newest&travel=incall,outcall,virtual`);
    expect(widened.status).toBe(200);
  });

  it('no longer counts a profile available 12 hours after the mark, nor a VIP past expiry', async () => {
    const realNow = api.deps.now;
    (api.deps as { now: () => Date }).now = () => new Date(Date.now() + 13 * 3_600_000);
    try {
      // The page's query string differs from the ones above, so no cached answer serves it.
      expect(names((await listing(`${SHERBROOKE_LISTING}&only=available&sort=active`)).body)).toEqual([]);
    } finally {
      (api.deps as { now: () => Date }).now = realNow;
    }
    (api.deps as { now: () => Date }).now = () => new Date(Date.now() + 8 * DAY);
    try {
      expect(names((await listing(`${SHERBROOKE_LISTING}&only=vip&sort=newest`)).body)).toEqual([]);
    } finally {
      (api.deps as { now: () => Date }).now = realNow;
    }
  });

  it('answers 400 naming a bad sort or choice', async () => {
    const badSort = await listing(`${SHERBROOKE_LISTING}&sort=price`);
    expect(badSort).toMatchObject({ status: 400, body: { msg: expect.any(String), code: expect.any(String) } });
    expect(JSON.stringify(badSort.body)).toContain('sort');
    const badOnly = await listing(`${SHERBROOKE_LISTING}&only=cheap`);
    expect(badOnly.status).toBe(400);
    expect(JSON.stringify(badOnly.body)).toContain('only');
  });
});

describe('GET /api/users paging in every order', () => {
  const crowd: string[] = [];
  const BASE = 'category=female-escorts&region=centre-du-quebec&city=drummondville';

  beforeAll(async () => {
    // Thirty members joining at the very same instant: only the tie-break tells them apart.
    const instant = new Date(Date.now() - 2 * DAY);
    const realNow = api.deps.now;
    (api.deps as { now: () => Date }).now = () => instant;
    try {
      for (let i = 0; i < 30; i++) {
        crowd.push(
          await fixture.add({ username: `drum${String(i).padStart(2, '0')}`, changes: { location: DRUMMONDVILLE } }),
        );
      }
    } finally {
      (api.deps as { now: () => Date }).now = realNow;
    }
    await fixture.settle();
  });

  for (const sort of ['rank', 'active', 'newest'] as const) {
    it(`never repeats nor skips a profile by page number or by cursor (sort=${sort})`, async () => {
      const query = sort === 'rank' ? BASE : `${BASE}&sort=${sort}`;
      const first = (await listing(query)).body;
      const second = (await listing(`${query}&page=2`)).body;
      expect(first.extraData).toMatchObject({ total: 30, pages: 2 });
      const byNumber = [...first.data, ...second.data].map((card) => card._id);
      expect(new Set(byNumber)).toEqual(new Set(crowd));
      expect(byNumber).toHaveLength(30);
      // The same page asked again answers the same profiles in the same order.
      expect((await listing(`${query}&page=2`)).body.data.map((card) => card._id)).toEqual(byNumber.slice(24));

      // Following the cursor while profiles of page two turn available: page two is the one the first promised.
      for (const card of second.data.slice(0, 3))
        await fixture.run(card._id, { type: 'SetAvailability', available: true });
      await fixture.settle();
      const next = (await listing(`${query}&chunk=${first.nextChunk!}`)).body;
      expect([...first.data, ...next.data].map((card) => card._id)).toEqual(byNumber);
      for (const card of second.data.slice(0, 3))
        await fixture.run(card._id, { type: 'SetAvailability', available: false });
      await fixture.settle();
    });
  }
});
