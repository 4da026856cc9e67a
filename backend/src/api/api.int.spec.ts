import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForProjections } from '@annuaire/projections';
import { startTestApi, type TestApi } from '../../../test/api';
import { added, testCatalogue, testMetadata } from '../eventStore/contract/testEvents';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({}, testCatalogue);
  // A head past the demo accounts, read by the audit projection, as health reports it.
  const last = await api.t.store.append('cart-1', [added('a')], { metadata: testMetadata({ actorId: 'staff-1' }) });
  await waitForProjections(api.t.db, ['audit'], last.position, { timeoutMs: 10_000 });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/health', () => {
  it('answers the head of the log and every projection caught up', async () => {
    const { status, body } = await api
      .client()
      .request<{ eventStore: { head: string }; projections: unknown[] }>('GET', '/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: { reachable: true },
      eventStore: { head: expect.stringMatching(/^\d+:\d+$/) },
    });
    expect(body.projections).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'audit', caughtUp: true, behind: 0 })]),
    );
  });
});

describe('unknown API routes and malformed bodies', () => {
  it('answer 404 as JSON', async () => {
    const response = await api.client().request('GET', '/api/nothing-here');
    expect(response).toEqual(
      expect.objectContaining({ status: 404, body: { msg: 'No route GET /api/nothing-here', code: 'not_found' } }),
    );
  });

  it('answer 400 to malformed JSON', async () => {
    const response = await fetch(`${api.base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"identifier":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
  });
});
