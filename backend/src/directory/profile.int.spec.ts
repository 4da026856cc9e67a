import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture, MONTREAL } from '../../../test/directory';

let api: TestApi;
let fixture: ReturnType<typeof directoryFixture>;
let melanie: string;
let escortId: string;

interface Card {
  _id: string;
  username: string;
  tags: string[];
  bio: string;
  onlineNow: boolean;
  profilePicture: { url: string } | null;
  placeholder: string;
}
const search = (path: string) => api.client().request<{ data: Card[] }>('GET', path);

beforeAll(async () => {
  api = await startTestApi();
  fixture = directoryFixture(api);
  melanie = await fixture.add({
    username: 'melanie.qc',
    changes: {
      headline: 'Mélanie, massages à Montréal',
      bio: 'Rencontres élégantes au centre-ville.',
      tags: ['massage', 'gfe', 'duo', 'costume'],
      location: MONTREAL,
    },
    commands: [
      { type: 'AddPicture', pictureId: 'p1', url: 'users/x/p1.jpg', width: 800, height: 1200 },
      { type: 'AddPicture', pictureId: 'p2', url: 'users/x/p2.jpg', width: 800, height: 1200 },
      { type: 'ApprovePicture', pictureId: 'p2' },
    ],
  });
  await fixture.add({
    username: 'hidden.melanie',
    changes: { headline: 'Mélanie aussi', location: MONTREAL },
    approved: false,
  });
  await fixture.add({ username: 'zoe', changes: { headline: 'Zoé', location: MONTREAL } });
  await fixture.settle();
  const me = await (await api.as('escort')).request<{ _id: string }>('GET', '/api/user');
  escortId = me.body._id;
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/users/search', () => {
  it('finds a profile by a partial accented name, whatever the accents and case', async () => {
    for (const term of ['Méla', 'mela', 'MÉLANIE', 'melanie.q']) {
      const response = await search(`/api/users/search?q=${encodeURIComponent(term)}`);
      expect(response.status, term).toBe(200);
      expect(
        response.body.data.map((card) => card.username),
        term,
      ).toEqual(['melanie.qc']);
    }
  });

  it('takes % and _ in a term literally, not as wildcards matching every name', async () => {
    for (const term of ['___', '%%%']) {
      const response = await search(`/api/users/search?q=${encodeURIComponent(term)}`);
      expect(response.status, term).toBe(200);
      expect(response.body.data, term).toEqual([]);
    }
  });

  it('forgives a typo', async () => {
    const response = await search('/api/users/search?q=melnie');
    expect(response.body.data.map((card) => card.username)).toContain('melanie.qc');
  });

  it('returns the card fields of docs/product.md §2, with at most 3 tags', async () => {
    const [card] = (await search('/api/users?q=melanie&role=escort')).body.data;
    expect(card).toMatchObject({
      username: 'melanie.qc',
      bio: 'Rencontres élégantes au centre-ville.',
      onlineNow: false,
    });
    expect(card!.tags).toEqual(['massage', 'gfe', 'duo']);
    expect(card!.profilePicture).toMatchObject({ url: 'users/x/p2.jpg' });
  });

  it('answers 400 for terms of 2 characters or fewer once trimmed', async () => {
    const response = await search('/api/users/search?q=%20me%20');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'query_too_short' });
  });
});

describe('GET /api/users/{id}', () => {
  it('serves the profile page by username with approved pictures only', async () => {
    const response = await api
      .client()
      .request<{ _id: string; pictures: { id: string }[]; memberSince: string; underReview: boolean }>(
        'GET',
        '/api/users/melanie.qc',
      );
    expect(response.status).toBe(200);
    expect(response.body._id).toBe(melanie);
    expect(response.body.pictures.map((picture) => picture.id)).toEqual(['p2']);
    expect(response.body.underReview).toBe(false);
    expect(Date.parse(response.body.memberSince)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('shows the under-review state of a pending profile', async () => {
    const response = await api
      .client()
      .request<{ underReview: boolean; listed: boolean }>('GET', '/api/users/hidden.melanie');
    expect(response.body).toMatchObject({ underReview: true, listed: false });
  });

  it('shows pending pictures with their state to picture reviewers', async () => {
    const moderator = await api.as('moderator');
    const response = await moderator.request<{ pictures: { id: string; state: string }[] }>(
      'GET',
      '/api/users/melanie.qc',
    );
    expect(response.body.pictures).toEqual([
      expect.objectContaining({ id: 'p1', state: 'pending' }),
      expect.objectContaining({ id: 'p2', state: 'approved' }),
    ]);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await api.client().request('GET', '/api/users/nobody-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'not_found' });
  });
});

describe('GET /api/users/{id}/rank', () => {
  it('gives the owner their place in each listing, refreshed after an availability toggle', async () => {
    const escort = await api.as('escort');
    await escort.request('PATCH', '/api/user', { location: MONTREAL });
    const before = await escort.request<{ ranks: { listing: string; position: number; total: number }[] }>(
      'GET',
      `/api/users/${escortId}/rank`,
    );
    expect(before.status).toBe(200);
    const city = (body: typeof before.body) => body.ranks.find((rank) => rank.listing === 'all/montreal/ville-marie')!;
    expect(city(before.body).total).toBeGreaterThanOrEqual(3);
    await escort.request('PATCH', '/api/user', { online: new Date().toISOString() });
    const after = await escort.request<typeof before.body>('GET', `/api/users/${escortId}/rank`);
    expect(city(after.body).position).toBe(1);
  });

  it('is private to the owner and staff', async () => {
    expect((await api.client().request('GET', `/api/users/${escortId}/rank`)).status).toBe(401);
    expect((await (await api.as('client')).request('GET', `/api/users/${escortId}/rank`)).status).toBe(403);
    expect((await (await api.as('moderator')).request('GET', `/api/users/${escortId}/rank`)).status).toBe(200);
  });
});
