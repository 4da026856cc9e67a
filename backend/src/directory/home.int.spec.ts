import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';

interface Card {
  username: string;
  onlineNow: boolean;
  vip: boolean;
  profilePicture: unknown;
}
interface Home {
  region: string;
  availableNow: Card[];
  vip: Card[];
  newest: Card[];
  regions: { key: string; count: number }[];
}

const DAY = 86_400_000;
const names = (cards: Card[]) => cards.map((card) => card.username);

/** A busy region of six (one available, one VIP) and a quieter one of two, on the site `website`. */
type Place = { region: string; city: string | null };

async function homeOf(website: 'QC' | 'CA', busy: Place, quiet: Place) {
  const api = await startTestApi({ WEBSITE: website });
  const fixture = directoryFixture(api);
  const ids: string[] = [];
  for (let i = 0; i < 6; i++) {
    const realNow = api.deps.now;
    // Joined one day apart: busy5 is the newest.
    (api.deps as { now: () => Date }).now = () => new Date(Date.now() - (6 - i) * DAY);
    try {
      ids.push(await fixture.add({ username: `busy${i}`, changes: { location: busy } }));
    } finally {
      (api.deps as { now: () => Date }).now = realNow;
    }
  }
  await fixture.run(ids[0]!, { type: 'SetAvailability', available: true });
  await fixture.run(ids[1]!, { type: 'SetVip', until: new Date(Date.now() + 7 * DAY).toISOString() });
  for (const username of ['quiet0', 'quiet1']) await fixture.add({ username, changes: { location: quiet } });
  await fixture.settle();
  return api;
}

for (const site of [
  {
    website: 'QC' as const,
    busy: { region: 'mauricie', city: 'trois-rivieres' },
    quiet: { region: 'laval', city: null },
    foreign: 'greater-toronto-area',
  },
  {
    website: 'CA' as const,
    busy: { region: 'hamilton-niagara', city: 'hamilton' },
    quiet: { region: 'ottawa', city: 'ottawa' },
    // The Canada-wide site serves every province: no region is foreign to it.
    foreign: null,
  },
]) {
  describe(`GET /api/home (${site.website} site)`, () => {
    let api: TestApi;
    const home = (query = '') => api.client().request<Home>('GET', `/api/home${query}`);
    beforeAll(async () => {
      api = await homeOf(site.website, site.busy, site.quiet);
    });
    afterAll(async () => {
      await api?.close();
    });

    it("answers the busiest region's available, VIP and newest profiles, and every region with profiles", async () => {
      const response = await home();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('public');
      const body = response.body;
      expect(body.region).toBe(site.busy.region);
      expect(names(body.availableNow)).toEqual(['busy0']);
      expect(body.availableNow[0]).toMatchObject({ onlineNow: true });
      expect(names(body.vip)).toEqual(['busy1']);
      expect(names(body.newest)).toEqual(['busy5', 'busy4', 'busy3', 'busy2']);
      expect(body.regions.slice(0, 2)).toEqual([
        { key: site.busy.region, count: 6 },
        { key: site.quiet.region, count: 2 },
      ]);
      expect(body.regions.every((region) => region.count > 0)).toBe(true);
    });

    it('answers a chosen region of the site, and 404 for a region of the other site or none', async () => {
      const quiet = (await home(`?region=${site.quiet.region}`)).body;
      expect(quiet.region).toBe(site.quiet.region);
      expect(quiet.availableNow).toEqual([]);
      expect(names(quiet.newest).sort()).toEqual(['quiet0', 'quiet1']);
      expect(quiet.regions).toEqual((await home()).body.regions);
      if (site.foreign) {
        const foreign = await home(`?region=${site.foreign}`);
        expect(foreign).toMatchObject({ status: 404, body: { code: 'unknown_location', msg: expect.any(String) } });
      }
      expect(await home('?region=atlantis')).toMatchObject({ status: 404, body: { code: 'unknown_location' } });
      expect((await home('?city=x')).status).toBe(400);
    });
  });
}
