import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';

interface Nearby {
  kind: 'city' | 'region';
  region: string;
  city: string | null;
  total: number;
}
interface Page {
  data: { username: string }[];
  extraData: { total: number };
  nearby: Nearby[];
}

const city = (region: string, key: string, total: number): Nearby => ({ kind: 'city', region, city: key, total });
const region = (key: string, total: number): Nearby => ({ kind: 'region', region: key, city: null, total });

describe('nearby places of a thin listing (docs/product.md §9), Quebec site', () => {
  let api: TestApi;
  const listing = async (query: string) => {
    const response = await api.client().request<Page>('GET', `/api/users?${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    api = await startTestApi({ WEBSITE: 'QC' });
    const fixture = directoryFixture(api);
    const at = (regionKey: string, cityKey: string | null) => ({ location: { region: regionKey, city: cityKey } });
    await fixture.add({ username: 'amy', changes: at('montreal', 'ville-marie') });
    await fixture.add({ username: 'bea', changes: at('montreal', 'verdun') });
    await fixture.add({ username: 'cat', changes: at('montreal', 'verdun') });
    await fixture.add({ username: 'max', gender: 'man', changes: at('montreal', 'verdun') });
    await fixture.add({ username: 'dee', changes: at('montreal', 'le-plateau-mont-royal') });
    await fixture.add({ username: 'eve', changes: at('laval', null) });
    await fixture.settle();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('suggests the region’s other cities by count, then the whole region, then the province’s other regions', async () => {
    const page = await listing('category=all&region=montreal&city=ville-marie');
    expect(page.extraData.total).toBe(1);
    expect(page.nearby).toEqual([
      city('montreal', 'verdun', 3),
      city('montreal', 'le-plateau-mont-royal', 1),
      region('montreal', 5),
      region('laval', 1),
    ]);
  });

  it('suggests nothing once a listing holds 3 profiles', async () => {
    const page = await listing('category=all&region=montreal&city=verdun');
    expect(page.extraData.total).toBe(3);
    expect(page.nearby).toEqual([]);
  });

  it('counts within the listing’s category and filters, and leaves out places with none', async () => {
    const women = await listing('category=female-escorts&region=montreal&city=verdun');
    expect(women.nearby).toEqual([
      city('montreal', 'ville-marie', 1),
      city('montreal', 'le-plateau-mont-royal', 1),
      region('montreal', 4),
      region('laval', 1),
    ]);
    const men = await listing('category=all&region=montreal&city=ville-marie&gender=man');
    expect(men.extraData.total).toBe(0);
    expect(men.nearby).toEqual([city('montreal', 'verdun', 1), region('montreal', 1)]);
  });

  it('suggests the province’s other regions from a region listing, a standalone one included', async () => {
    expect((await listing('category=all&region=laval')).nearby).toEqual([region('montreal', 5)]);
    expect((await listing('category=all&region=monteregie')).nearby).toEqual([
      region('montreal', 5),
      region('laval', 1),
    ]);
  });
});

describe('nearby places on the Canadian site', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ WEBSITE: 'CA' });
    const fixture = directoryFixture(api);
    await fixture.add({ username: 'tara', changes: { location: { region: 'greater-toronto-area', city: 'toronto' } } });
    await fixture.add({ username: 'otto', changes: { location: { region: 'ottawa', city: 'kanata' } } });
    await fixture.settle();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('suggests the other regions of an Ontario listing, within Ontario', async () => {
    const response = await api.client().request<Page>('GET', '/api/users?category=all&region=hamilton-niagara');
    expect(response.status).toBe(200);
    expect(response.body.nearby).toEqual([region('greater-toronto-area', 1), region('ottawa', 1)]);
  });
});
