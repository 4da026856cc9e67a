import { waitForProjections } from '@annuaire/projections';
import type { TestApi, TestClient } from '../../../test/api';
import { seedPopulation } from '../demo/population/seed';

/** Test support only. A browser as the ad counting accepts it (crawlers and scripts do not count). */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' };

async function ok<T>(answer: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * What the demo population lacks and some saved queries count, done through the product's own routes: reports
 * resolved by staff and one left open, two flags (one taken off), an Interac deposit confirmed and one still waiting,
 * card ads drawn, seen and one clicked, and a new escort approved by staff who buys VIP the same day (the
 * population's escorts were approved when they registered, mostly long before their purchase).
 */
async function demoActivity(api: TestApi, admin: TestClient): Promise<void> {
  const client = await api.as('client');
  const libertine = await api.as('libertine');
  const idOf = async (member: TestClient) => (await member.request<{ _id: string }>('GET', '/api/user')).body._id;
  const [escortId, clientId] = [await idOf(await api.as('escort')), await idOf(client)];

  await ok(
    client.request('POST', '/api/reports', { userId: escortId, reason: 'scam', message: 'asked to pay first' }),
    'report',
  );
  await ok(libertine.request('POST', '/api/reports', { userId: escortId, reason: 'underage' }), 'report');
  await ok(admin.request('POST', `/api/admin/reports/${escortId}/resolve`, { note: 'checked her papers' }), 'resolve');
  await ok(client.request('POST', '/api/reports', { userId: await idOf(libertine), reason: 'spam' }), 'report');

  const flag = await ok(
    admin.request<{ id: string }>('POST', '/api/admin/flags', { type: 'email', value: 'scam@example.com', note: 'x' }),
    'flag',
  );
  await ok(admin.request('POST', '/api/admin/flags', { type: 'phone', value: '514 555 0199' }), 'flag');
  await ok(admin.request('DELETE', `/api/admin/flags/${flag.id}`), 'unflag');

  const deposit = { packId: 'pack-30', method: 'interac' };
  const paid = await ok(
    client.request<{ requestId: string }>('POST', '/api/credits/deposit-requests', deposit),
    'deposit',
  );
  await ok(admin.request('POST', `/api/deposit-requests/${paid.requestId}/confirm`, { userId: clientId }), 'confirm');
  await ok(libertine.request('POST', '/api/credits/deposit-requests', deposit), 'deposit');

  const newcomer = api.client();
  const { _id: newcomerId } = await ok(
    newcomer.request<{ _id: string }>('POST', '/api/auth/register', {
      username: 'nouvelle.escorte',
      email: 'nouvelle.escorte@example.org',
      password: 'a long enough password',
      role: 'escort',
      gender: 'woman',
      acceptedTerms: true,
    }),
    'register',
  );
  await ok(newcomer.request('PATCH', '/api/user', { location: { region: 'montreal', city: 'ville-marie' } }), 'place');
  await ok(admin.request('POST', `/api/users/${newcomerId}/approve`, {}), 'approve');
  const credits = { credits: 30, notify: false, reason: 'demo credits' };
  await ok(admin.request('POST', `/api/users/${newcomerId}/credits`, credits), 'credits');
  await ok(newcomer.request('POST', '/api/user/vip', { days: 7 }), 'vip');

  const visitor = api.client();
  const drawn = await ok(
    visitor.request<Array<{ _id: string; token: string }>>(
      'GET',
      '/api/ads?placement=blockCard&count=4&region=montreal',
      undefined,
      BROWSER,
    ),
    'ads',
  );
  const tokens = drawn.map((ad) => ad.token);
  await ok(visitor.request('POST', '/api/ads/impressions', { tokens }, BROWSER), 'impressions');
  await visitor.fetch(`/go/${drawn[0]!._id}?t=${encodeURIComponent(tokens[0]!)}`, {
    redirect: 'manual',
    headers: BROWSER,
  });
}

/**
 * The demo data the saved queries are written for: the generated population (members over two years, their
 * pictures and decisions, a year of views, VIP bought with credits) as `npm run seed` makes it, then the activity
 * it lacks (demoActivity), once every read model has folded it all.
 */
export async function seedSavedQueriesDemo(api: TestApi, admin: TestClient, users = 60): Promise<void> {
  const { db, store, config } = api.deps;
  await seedPopulation({ db, store, config }, { users, variant: config.WEBSITE, seed: 2026 });
  await demoActivity(api, admin);
  const head = await store.head();
  const names = api.deps.projections.map((projection) => projection.name);
  if (!head || !(await waitForProjections(db, names, head, { timeoutMs: 120_000 }))) {
    throw new Error('The read models did not fold the demo data in time');
  }
}
