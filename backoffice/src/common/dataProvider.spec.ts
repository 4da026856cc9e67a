import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, USER_AS_OF, USER_HISTORY, USER_LEDGER } from './dataProvider';
import { httpClient } from './http';

/** Answers every request with `body` (and a Content-Range for lists), recording the URLs asked. */
function stubFetch(status = 200, body: unknown = []) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(`${init?.method ?? 'GET'} ${decodeURIComponent(url)}`);
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/1' },
      });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the staff data provider', () => {
  const provider = createDataProvider();
  const page = { pagination: { page: 2, perPage: 25 }, sort: { field: 'recordedAt', order: 'DESC' as const } };

  it('reads resources under /api/admin in the simple-rest dialect', async () => {
    const urls = stubFetch();
    await provider.getList('users', {
      ...page,
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { role: 'escort' },
    });
    expect(urls).toEqual(['GET /api/admin/users?filter={"role":"escort"}&range=[25,49]&sort=["createdAt","DESC"]']);
  });

  it('reads one user’s full staff record, the as-of replay, history and ledger where they live', async () => {
    const urls = stubFetch(200, { id: 'u-1' });
    await provider.getOne('users', { id: 'u-1' });
    await provider.getOne(USER_AS_OF, { id: 'u-1', meta: { asOf: '2026-11-22T10:00:00.000Z' } });
    await provider.getManyReference(USER_HISTORY, { ...page, target: 'userId', id: 'u-1', filter: {} });
    await provider.getManyReference(USER_LEDGER, { ...page, target: 'userId', id: 'u-1', filter: {} });
    expect(urls).toEqual([
      'GET /api/users/u-1',
      'GET /api/admin/users/u-1?asOf=2026-11-22T10:00:00.000Z',
      'GET /api/admin/users/u-1/history?filter={}&range=[25,49]&sort=["position","DESC"]',
      'GET /api/users/u-1/transactions?filter={}&range=[25,49]&sort=["at","DESC"]',
    ]);
  });

  it('reads the campaign statistics of the period asked', async () => {
    const urls = stubFetch(200, { series: [] });
    await provider.getOne('campaign-statistics', { id: '6m' });
    expect(urls).toEqual(['GET /api/admin/campaigns/statistics?range=6m']);
  });

  it('sends staff commands as JSON, with their query', async () => {
    const urls = stubFetch(204, null);
    await provider.command('/api/users/u-1/delete', { query: { notifyReporters: true }, body: { reason: 'spam' } });
    expect(urls).toEqual(['POST /api/users/u-1/delete?notifyReporters=true']);
  });
});

describe('API errors', () => {
  it('carry a translation key of their code, and the server’s body', async () => {
    stubFetch(409, { msg: 'Not enough credits', code: 'insufficient_credits' });
    const error = await httpClient('/api/users/u-1/credits/adjust', { method: 'POST' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'annuaire.errors.insufficient_credits',
      status: 409,
      body: { code: 'insufficient_credits' },
    });
  });

  it('fall back to the translated default message for codes without words of their own', async () => {
    stubFetch(500, { msg: 'Internal error', code: 'internal' });
    const error = await httpClient('/api/admin/users').catch((caught) => caught);
    expect(error).toMatchObject({ message: 'annuaire.errors.default', status: 500 });
  });
});

describe('field refusals', () => {
  const refusal = {
    msg: 'Invalid body.href, body.weight',
    code: 'invalid_request',
    issues: [
      { path: 'body.href', message: 'a web address starting with https://' },
      { path: 'body.weight', message: 'Too big: expected number to be <=100' },
    ],
  };
  const data = { href: 'https://example.com', weight: 500 };

  it('come back as the form’s field errors when the form asks, in its words where it has them', async () => {
    stubFetch(400, refusal);
    const meta = { fieldMessages: { 'a web address starting with https://': 'annuaire.campaigns.httpsOnly' } };
    const error = await createDataProvider()
      .create('campaigns', { data, meta })
      .catch((caught) => caught);
    expect(error).toMatchObject({
      status: 400,
      body: { errors: { href: 'annuaire.campaigns.httpsOnly', weight: 'Too big: expected number to be <=100' } },
    });
  });

  it('are left as they are for forms that do not ask', async () => {
    stubFetch(400, refusal);
    const error = await createDataProvider()
      .update('campaigns', { id: 'b1', data, previousData: { id: 'b1' } })
      .catch((caught) => caught);
    expect(error.body).toEqual(refusal);
  });
});
