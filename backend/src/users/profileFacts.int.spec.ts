import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';

/** Age, languages spoken and rates (docs/product.md §3, §5, §6): set by the member, checked by the server. */
let api: TestApi;
let admin: TestClient;
let escort: TestClient;
let escortId: string;

interface Issue {
  path: string;
}
interface Refusal {
  msg: string;
  code: string;
  issues: Issue[];
}
interface PublicProfile {
  age?: number;
  languages: string[];
  rates: Array<{ minutes: number; price: number; place: string }>;
}

const RATES = [
  { minutes: 60, price: 250, place: 'incall' },
  { minutes: 60, price: 300, place: 'outcall' },
];

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  escort = await api.as('escort');
  escortId = (await escort.request<{ _id: string }>('GET', '/api/user')).body._id;
});
afterAll(async () => {
  await api?.close();
});

const publicProfile = () => api.client().request<PublicProfile>('GET', '/api/users/escort');
/** Her card in a Laval listing; each category is its own cached answer (listings are cached 15 s, §7). */
const listingCard = async (category: string) => {
  const page = await api
    .client()
    .request<{ data: Array<PublicProfile & { username: string }> }>(
      'GET',
      `/api/users?category=${category}&region=laval`,
    );
  return page.body.data.find((card) => card.username === 'escort');
};

describe('the optional profile facts', () => {
  it('saves age, languages and rates, and answers them to the member', async () => {
    const saved = await escort.request<{ age: number; languages: string[]; rates: unknown[] }>('PATCH', '/api/user', {
      age: 27,
      languages: ['fr', 'en', 'es'],
      rates: RATES,
      location: { region: 'laval', city: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ age: 27, languages: ['fr', 'en', 'es'], rates: RATES });
    expect((await escort.request('GET', '/api/user')).body).toMatchObject({ age: 27, rates: RATES });
  });

  it('refuses an age under 18 with a 400 naming the field, and keeps the saved one', async () => {
    const refused = await escort.request<Refusal>('PATCH', '/api/user', { age: 17, headline: 'Nouvelle ici' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('invalid_request');
    expect(refused.body.msg).toContain('body.age');
    expect(refused.body.issues.map((issue) => issue.path)).toEqual(['body.age']);
    const me = await escort.request<{ age: number; headline: string }>('GET', '/api/user');
    expect(me.body.age).toBe(27);
    expect(me.body.headline).not.toBe('Nouvelle ici');
  });

  it.each([
    ['a price of zero', [{ minutes: 60, price: 0, place: 'incall' }], 'body.rates.0.price'],
    ['a five-minute duration', [{ minutes: 5, price: 100, place: 'incall' }], 'body.rates.0.minutes'],
    ['an unknown place', [{ minutes: 60, price: 100, place: 'hotel' }], 'body.rates.0.place'],
    ['the same duration twice for one place', [RATES[0], { ...RATES[0], price: 400 }], 'body.rates'],
  ])('refuses rates with %s', async (_name, rates, path) => {
    const refused = await escort.request<Refusal>('PATCH', '/api/user', { rates });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue) => issue.path)).toContain(path);
    expect((await escort.request<{ rates: unknown[] }>('GET', '/api/user')).body.rates).toEqual(RATES);
  });

  it('refuses a language outside the list', async () => {
    const refused = await escort.request<Refusal>('PATCH', '/api/user', { languages: ['klingon'] });
    expect(refused.status).toBe(400);
    expect(refused.body.issues.map((issue) => issue.path)).toEqual(['body.languages.0']);
  });

  it('shows the age to the public, on the profile and the listing card, only once verified', async () => {
    const before = await publicProfile();
    expect(before.status).toBe(200);
    expect(before.body.age).toBeUndefined();
    expect(before.body.languages).toEqual(['fr', 'en', 'es']);
    expect(before.body.rates).toEqual(RATES);
    const card = await listingCard('all');
    expect(card).toBeDefined();
    expect(card?.age).toBeUndefined();

    const verified = await admin.request('POST', `/api/users/${escortId}/verification`, { state: 'verified' });
    expect(verified.status).toBe(200);
    expect((await publicProfile()).body.age).toBe(27);
    expect((await listingCard('female-escorts'))?.age).toBe(27);
  });

  it('removes the age with null', async () => {
    expect((await escort.request<{ age: null }>('PATCH', '/api/user', { age: null })).body.age).toBeNull();
    expect((await publicProfile()).body.age).toBeUndefined();
  });
});
