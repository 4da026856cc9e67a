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

type Place = { region: string; city: string | null };
type Fixture = ReturnType<typeof directoryFixture>;

/** Adds `count` profiles named `{prefix}{i}` in `place`, joined one day apart (the last is the newest). */
async function addJoinedDaysApart(api: TestApi, fixture: Fixture, prefix: string, place: Place, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const realNow = api.deps.now;
    (api.deps as { now: () => Date }).now = () => new Date(Date.now() - (count - i) * DAY);
    try {
      ids.push(await fixture.add({ username: `${prefix}${i}`, changes: { location: place } }));
    } finally {
      (api.deps as { now: () => Date }).now = realNow;
    }
  }
  return ids;
}

/** A busy region of six (one available, one VIP) and a quieter one of two, on the site `website`. */
async function homeOf(website: 'QC' | 'CA', busy: Place, quiet: Place) {
  const api = await startTestApi({ WEBSITE: website });
  const fixture = directoryFixture(api);
  const ids = await addJoinedDaysApart(api, fixture, 'busy', busy, 6);
  await fixture.run(ids[0]!, { type: 'SetAvailability', available: true });
  await fixture.run(ids[1]!, { type: 'SetVip', until: new Date(Date.now() + 7 * DAY).toISOString() });
  for (const username of ['quiet0', 'quiet1']) await fixture.add({ username, changes: { location: quiet } });
  await fixture.settle();
  return { api, fixture };
}

for (const site of [
  {
    website: 'QC' as const,
    busy: { region: 'mauricie', city: 'trois-rivieres' },
    quiet: { region: 'laval', city: null },
    home: { region: 'montreal', city: 'ville-marie' },
    foreign: 'greater-toronto-area',
  },
  {
    website: 'CA' as const,
    busy: { region: 'hamilton-niagara', city: 'hamilton' },
    quiet: { region: 'ottawa', city: 'ottawa' },
    home: { region: 'greater-toronto-area', city: 'toronto' },
    // The Canada-wide site serves every province: no region is foreign to it.
    foreign: null,
  },
]) {
  describe(`GET /api/home (${site.website} site)`, () => {
    let api: TestApi;
    let fixture: Fixture;
    const home = (query = '') => api.client().request<Home>('GET', `/api/home${query}`);
    beforeAll(async () => {
      ({ api, fixture } = await homeOf(site.website, site.busy, site.quiet));
    });
    afterAll(async () => {
      await api?.close();
    });

    it("answers the busiest region's available, VIP and newest profiles while the home region lists nobody", async () => {
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

    // Runs last: it adds the home region's profiles.
    it('opens on the home region once it lists someone, though busier elsewhere, and shows each profile once', async () => {
      // home5, the newest, is available and VIP; home4 is VIP: each could fill three sections, and shows in one.
      const ids = await addJoinedDaysApart(api, fixture, 'home', site.home, 6);
      const until = new Date(Date.now() + 7 * DAY).toISOString();
      await fixture.run(ids[5]!, { type: 'SetAvailability', available: true });
      await fixture.run(ids[5]!, { type: 'SetVip', until });
      await fixture.run(ids[4]!, { type: 'SetVip', until });
      // The busy region stays the busiest: eight to six.
      for (const username of ['busy6', 'busy7']) await fixture.add({ username, changes: { location: site.busy } });
      await fixture.settle();
      const body = (await home()).body;
      expect(body.region).toBe(site.home.region);
      expect(body.regions.slice(0, 2)).toEqual([
        { key: site.busy.region, count: 8 },
        { key: site.home.region, count: 6 },
      ]);
      expect(names(body.availableNow)).toEqual(['home5']);
      expect(names(body.vip)).toEqual(['home4']);
      // Still four: the newest section reads past the two profiles shown above it.
      expect(names(body.newest)).toEqual(['home3', 'home2', 'home1', 'home0']);
    });
  });
}
