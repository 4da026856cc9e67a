import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';
import { signInAll } from '../api/testing';

/**
 * The profile rules of docs/product.md §3 and §4 that issue 18 added: "available later", staff's note to the
 * member, staff's profile-completion request (under review until done) and static profiles (listed whatever the
 * owner's inactivity).
 */
let api: TestApi;
let fixture: ReturnType<typeof directoryFixture>;
let accounts: Awaited<ReturnType<typeof signInAll<TestClient>>>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A listing of its own, so other specs' profiles never crowd it. */
const PLACE = { region: 'abitibi-temiscamingue', city: 'rouyn-noranda' } as const;
const LISTING = 'category=female-escorts&region=abitibi-temiscamingue&city=rouyn-noranda';

interface Card {
  _id: string;
  username: string;
  online: string | null;
  onlineNow: boolean;
  availableFrom: string | null;
  underReview: boolean;
}
interface Me {
  online: string | null;
  note: string | null;
  pending: boolean;
  profileCompletionRequested: boolean;
  isStatic?: boolean;
}

/**
 * Listing answers are cached by query string for a few seconds: each read repeats the gender filter once more
 * (same meaning, new query), so a read after the clock moved is never an answer from before.
 */
let reads = 0;
const listing = async () => {
  const genders = Array.from({ length: (reads++ % 30) + 1 }, () => 'woman').join(',');
  return (await api.client().request<{ data: Card[] }>('GET', `/api/users?${LISTING}&gender=${genders}`)).body.data;
};
const names = (cards: Card[]) => cards.map((card) => card.username);

const setClock = (offsetMs: number) => {
  (api.deps as { now: () => Date }).now = () => new Date(Date.now() + offsetMs);
};

beforeAll(async () => {
  api = await startTestApi();
  fixture = directoryFixture(api);
  accounts = await signInAll(api, ['admin', 'moderator', 'escort']);
});
afterAll(async () => {
  await api?.close();
});

const as = (username: string) => accounts.as(username);

describe('available later (docs/product.md §4)', () => {
  it('keeps a time chosen ahead, shows it on the card, and turns available at that time without a write', async () => {
    setClock(0);
    const early = await fixture.add({ username: 'early.bird', changes: { location: PLACE } });
    const later = await fixture.add({ username: 'night.owl', changes: { location: PLACE } });
    const at = new Date(Date.now() + 3 * HOUR).toISOString();
    await fixture.run(later, { type: 'SetAvailability', available: true, from: at });
    // Marked available now after the other chose a time later on.
    await fixture.run(early, { type: 'SetAvailability', available: true });
    await fixture.settle();

    const before = await listing();
    expect(before.find((card) => card._id === later)).toMatchObject({
      online: at,
      onlineNow: false,
      availableFrom: at,
    });
    // Choosing a time ahead never jumps the queue: the member available now stays first.
    expect(names(before)).toEqual(['early.bird', 'night.owl']);

    // Three hours and a minute on, nothing else written: available now, the time no longer shown.
    setClock(3 * HOUR + 60_000);
    const after = await listing();
    expect(after.find((card) => card._id === later)).toMatchObject({ onlineNow: true, availableFrom: null });
    const profile = await api.client().request<Card>('GET', `/api/users/night.owl`);
    expect(profile.body).toMatchObject({ onlineNow: true, availableFrom: null });
    setClock(0);
  });

  it('lets the member choose the time on PATCH /api/user, up to 24 hours ahead', async () => {
    const at = new Date(Date.now() + 5 * HOUR).toISOString();
    const chosen = await as('escort').request<Me>('PATCH', '/api/user', { online: at });
    expect(chosen).toMatchObject({ status: 200, body: { online: at } });
    const username = (await as('escort').request<{ username: string }>('GET', '/api/user')).body.username;
    const profile = await api.client().request<Card>('GET', `/api/users/${username}`);
    expect(profile.body).toMatchObject({ availableFrom: at, onlineNow: false });

    const tooFar = await as('escort').request('PATCH', '/api/user', {
      online: new Date(Date.now() + 25 * HOUR).toISOString(),
    });
    expect(tooFar).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect((await as('escort').request<Me>('GET', '/api/user')).body.online).toBe(at);

    // A clock a little ahead of the server's means now, not later.
    const now = await as('escort').request<Me>('PATCH', '/api/user', {
      online: new Date(Date.now() + 30_000).toISOString(),
    });
    expect(Date.parse(now.body.online!)).toBeLessThanOrEqual(Date.now());
  });
});

describe("staff's note to the member", () => {
  it('is set by a moderator, shown to the member, and removed with null', async () => {
    const escortId = accounts.idOf('escort');
    const set = await as('moderator').request<Me>('POST', `/api/users/${escortId}/note`, {
      note: 'Please add a clearer profile picture.',
    });
    expect(set).toMatchObject({ status: 200, body: { note: 'Please add a clearer profile picture.' } });
    expect((await as('escort').request<Me>('GET', '/api/user')).body.note).toBe(
      'Please add a clearer profile picture.',
    );
    const removed = await as('moderator').request<Me>('POST', `/api/users/${escortId}/note`, { note: null });
    expect(removed.body.note).toBeNull();
    const empty = await as('moderator').request('POST', `/api/users/${escortId}/note`, { note: '   ' });
    expect(empty.status).toBe(400);
    const byMember = await as('escort').request('POST', `/api/users/${escortId}/note`, { note: 'mine' });
    expect(byMember.status).toBe(403);
  });
});

describe("staff's profile-completion request", () => {
  it('puts a listed member under review until they save a complete profile', async () => {
    const member = await fixture.add({
      username: 'half.done',
      changes: { location: PLACE, headline: '', bio: '' },
    });
    // Past the 12 hours a new escort spends under review.
    await fixture.settle();
    setClock(13 * HOUR);
    expect(names(await listing())).toContain('half.done');

    const asked = await as('moderator').request<Me>('POST', `/api/users/${member}/profile-completion`, {
      requested: true,
    });
    expect(asked.body).toMatchObject({ profileCompletionRequested: true, pending: true });
    expect(names(await listing())).not.toContain('half.done');
    const card = await api.client().request<Card>('GET', `/api/users/half.done`);
    expect(card.body.underReview).toBe(true);

    // An edit that leaves the profile incomplete does not end the request; a complete one does.
    await fixture.run(member, {
      type: 'EditProfile',
      changes: { headline: 'Hello' },
      urlsNeedVip: false,
      staff: false,
    });
    await fixture.settle();
    expect(names(await listing())).not.toContain('half.done');
    await fixture.run(member, {
      type: 'EditProfile',
      changes: { bio: 'A complete profile now.' },
      urlsNeedVip: false,
      staff: false,
    });
    await fixture.settle();
    const after = await as('moderator').request<Me>('GET', `/api/users/${member}`);
    // Back to the state before the request: approved members are not pending again.
    expect(after.body).toMatchObject({ profileCompletionRequested: false, pending: false });
    expect(names(await listing())).toContain('half.done');
    setClock(0);
  });

  it('can be withdrawn by staff', async () => {
    const escortId = accounts.idOf('escort');
    await as('moderator').request('POST', `/api/users/${escortId}/profile-completion`, { requested: true });
    expect((await as('escort').request<Me>('GET', '/api/user')).body.profileCompletionRequested).toBe(true);
    const withdrawn = await as('moderator').request<Me>('POST', `/api/users/${escortId}/profile-completion`, {
      requested: false,
    });
    expect(withdrawn.body.profileCompletionRequested).toBe(false);
  });
});

describe('static profiles', () => {
  it('stay listed past the 18 days of inactivity, and drop out again once no longer static', async () => {
    setClock(0);
    const member = await fixture.add({ username: 'always.here', changes: { location: PLACE } });
    await fixture.settle();
    setClock(20 * DAY);
    expect(names(await listing())).not.toContain('always.here');

    const refused = await as('moderator').request('POST', `/api/users/${member}/static`, {
      isStatic: true,
      reason: 'agency listing',
    });
    expect(refused.status).toBe(403);
    const set = await as('admin').request<Me>('POST', `/api/users/${member}/static`, {
      isStatic: true,
      reason: 'agency listing',
    });
    expect(set.body.isStatic).toBe(true);
    expect(names(await listing())).toContain('always.here');
    const profile = await api.client().request<{ listed: boolean }>('GET', `/api/users/always.here`);
    expect(profile.body.listed).toBe(true);

    await as('admin').request('POST', `/api/users/${member}/static`, { isStatic: false, reason: 'agency left' });
    expect(names(await listing())).not.toContain('always.here');
    setClock(0);
  });
});
