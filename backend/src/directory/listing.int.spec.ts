import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentSnapshot } from '@annuaire/projections';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture, MONTREAL } from '../../../test/directory';

let api: TestApi;
let fixture: ReturnType<typeof directoryFixture>;
const ids = new Map<string, string>();
const DAY = 86_400_000;

interface Card {
  _id: string;
  username: string;
  onlineNow: boolean;
  vip: boolean;
}
interface Page {
  data: Card[];
  nextChunk: string | null;
  extraData: { total: number; page: number; pages: number };
}

const listing = (path: string) => api.client().request<Page>('GET', `/api/users?${path}`);
const names = (page: Page) => page.data.map((card) => card.username);

beforeAll(async () => {
  api = await startTestApi();
  fixture = directoryFixture(api);
  const add = async (username: string, spec: Parameters<typeof fixture.add>[0] = { username }) =>
    ids.set(username, await fixture.add({ ...spec, username }));
  await add('amelie', { username: 'amelie', changes: { location: MONTREAL, incall: true } });
  await add('bruno', { username: 'bruno', gender: 'man', changes: { location: MONTREAL, outcall: true } });
  await add('tessa', { username: 'tessa', gender: 'trans-woman', changes: { location: MONTREAL, virtual: true } });
  await add('lina', {
    username: 'lina',
    role: 'client',
    changes: { location: { region: 'laval', city: null } },
    commands: [{ type: 'SwitchRole' }, { type: 'SwitchRole' }],
  });
  await add('ghosty', {
    username: 'ghosty',
    changes: { location: MONTREAL },
    commands: [{ type: 'SetGhost', ghost: true }],
  });
  await add('newbie', { username: 'newbie', changes: { location: MONTREAL }, approved: false });
  await add('gone', {
    username: 'gone',
    changes: { location: MONTREAL },
    commands: [{ type: 'Delete', notifyReporters: false }],
  });
  await add('plainclient', { username: 'plainclient', role: 'client', changes: { location: MONTREAL } });
  // Registered 20 days ago and never seen since: inactive past the 18 days of docs/product.md §9.
  const realNow = api.deps.now;
  (api.deps as { now: () => Date }).now = () => new Date(Date.now() - 20 * DAY);
  await add('sleepy', { username: 'sleepy', changes: { location: MONTREAL } });
  (api.deps as { now: () => Date }).now = realNow;
  await fixture.settle();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/users (listings)', () => {
  it('lists female escorts of a city, and all categories in "all"', async () => {
    const women = await listing('category=female-escorts&region=montreal&city=ville-marie');
    expect(women.status).toBe(200);
    expect(names(women.body).sort()).toEqual(['amelie']);
    const everyone = await listing('category=all&region=montreal&city=ville-marie');
    expect(names(everyone.body).sort()).toEqual(['amelie', 'bruno', 'tessa']);
    const trans = await listing('category=trans-escorts&region=montreal');
    expect(names(trans.body)).toEqual(['tessa']);
  });

  it('shows a libertine in the libertines category of a standalone region', async () => {
    const response = await listing('category=libertines&region=laval');
    expect(names(response.body)).toEqual(['lina']);
  });

  it('hides ghosts, profiles under review, deleted users, plain clients and the inactive', async () => {
    const response = await listing('category=all&region=montreal');
    for (const hidden of ['ghosty', 'newbie', 'gone', 'plainclient', 'sleepy']) {
      expect(names(response.body)).not.toContain(hidden);
    }
  });

  it('filters by gender, travel and contact lists', async () => {
    const base = 'category=all&region=montreal&city=ville-marie';
    expect(names((await listing(`${base}&gender=man,trans-woman`)).body).sort()).toEqual(['bruno', 'tessa']);
    expect(names((await listing(`${base}&travel=incall,virtual`)).body).sort()).toEqual(['amelie', 'tessa']);
    expect(names((await listing(`${base}&contact=messaging`)).body)).toHaveLength(3);
    expect(names((await listing(`${base}&contact=phone`)).body)).toEqual([]);
  });

  it('answers 400 naming a bad filter value, 404 for an unknown place', async () => {
    const bad = await listing('category=all&region=montreal&gender=robot');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('gender');
    expect((await listing('category=all&region=atlantis')).status).toBe(404);
    expect((await listing('category=all&region=montreal&city=paris')).status).toBe(404);
    expect((await listing('category=all')).status).toBe(400);
  });

  it('puts a profile that turns available first', async () => {
    const tessa = ids.get('tessa')!;
    await fixture.run(tessa, { type: 'SetAvailability', available: true });
    await fixture.settle();
    const response = await listing('category=all&region=montreal&city=ville-marie');
    expect(response.body.data[0]).toMatchObject({ username: 'tessa', onlineNow: true });
  });
});

describe('GET /api/users pagination under changing ranks', () => {
  it('never repeats nor drops a profile across pages while others change rank', async () => {
    const crowd: string[] = [];
    for (let i = 0; i < 60; i++) {
      crowd.push(
        await fixture.add({
          username: `crowd${String(i).padStart(2, '0')}`,
          changes: { location: { region: 'montreal', city: 'verdun' } },
        }),
      );
    }
    await fixture.settle();
    const base = 'category=female-escorts&region=montreal&city=verdun';
    const first = (await listing(base)).body;
    expect(first.data).toHaveLength(24);
    expect(first.extraData).toMatchObject({ total: 60, pages: 3 });
    // Profiles not yet seen turn available (jumping to the top) and one from page one turns unavailable.
    const unseen = crowd.filter((id) => !first.data.some((card) => card._id === id));
    for (const id of unseen.slice(0, 5)) await fixture.run(id, { type: 'SetAvailability', available: true });
    await fixture.settle();
    const seen = first.data.map((card) => card._id);
    let chunk = first.nextChunk;
    while (chunk) {
      const page = (await listing(`${base}&chunk=${chunk}`)).body;
      seen.push(...page.data.map((card) => card._id));
      chunk = page.nextChunk;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(crowd));
    // A fresh first page shows the new ranking.
    const fresh = (await listing(base)).body;
    expect(
      fresh.data
        .slice(0, 5)
        .map((card) => card._id)
        .sort(),
    ).toEqual(unseen.slice(0, 5).sort());
  });

  it('serves /page/n as an offset into the current ranking', async () => {
    const third = (await listing('category=female-escorts&region=montreal&city=verdun&page=3')).body;
    expect(third.data).toHaveLength(12);
    expect(third.extraData.page).toBe(3);
    expect(third.nextChunk).toBeNull();
  });

  it('refuses a cursor with a clock from the future, which would end the 12-hour review early', async () => {
    const snapshot = await currentSnapshot(api.t.db);
    const future = Date.now() + 13 * 3_600_000;
    const forged = Buffer.from(JSON.stringify({ s: snapshot, t: future, o: 0 })).toString('base64url');
    const response = await listing(`category=all&region=montreal&chunk=${forged}`);
    expect(response).toMatchObject({ status: 400, body: { code: 'invalid_chunk', msg: expect.any(String) } });
    expect(JSON.stringify(response.body)).not.toContain('newbie');
  });

  it('refuses a genuine cursor whose fields were edited, and still pages with it untouched', async () => {
    const base = 'category=female-escorts&region=montreal&city=verdun';
    const genuine = (await listing(base)).body.nextChunk!;
    const [payload, signature] = genuine.split('.');
    const fields = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { t: number };
    const edited = Buffer.from(JSON.stringify({ ...fields, t: fields.t + 13 * 3_600_000 })).toString('base64url');
    const tampered = await listing(`${base}&chunk=${edited}.${signature}`);
    expect(tampered).toMatchObject({ status: 400, body: { code: 'invalid_chunk' } });
    const next = await listing(`${base}&chunk=${genuine}`);
    expect(next.status).toBe(200);
    expect(next.body.data).toHaveLength(24);
  });

  it('refuses a forged chunk', async () => {
    const response = await listing('category=all&region=montreal&chunk=not-a-cursor');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'invalid_chunk' });
  });
});
