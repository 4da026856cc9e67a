import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../observability/logger';
import { createMetrics } from '../../observability/metrics';
import { requestContext } from '../../observability/requestContext';
import { observeRequests } from '../../observability/requestLogging';
import { captureLines } from '../../observability/testing';
import { inProcessApi } from './inProcess';

/** An app observed as the product's is (one access line and one timing per request), with one data route. */
function observedApp() {
  const captured = captureLines();
  const metrics = createMetrics();
  const app = new Koa();
  app.use(observeRequests({ logger: createLogger({ level: 'info', destination: captured.stream }), metrics }));
  const router = new Router();
  router.get('/api/listing', (ctx) => {
    ctx.body = { seenAs: ctx.state.requestId as string };
  });
  app.use(router.routes());
  const requestsCounted = async () =>
    (await metrics.registry.getSingleMetricAsString('annuaire_http_request_duration_seconds'))
      .split('\n')
      .filter((line) => line.includes('_count{'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  return { app, lines: captured.lines, requestsCounted };
}

describe("a server render's data reads", () => {
  it("carry the page's request id and are neither logged nor counted as requests of their own", async () => {
    const { app, lines, requestsCounted } = observedApp();
    const fetchApi = inProcessApi(app, 'https://annuaire.example');
    const answers = await requestContext.run({ requestId: 'page-7' }, async () =>
      Promise.all([fetchApi('/api/listing'), fetchApi('/api/listing')].map(async (answer) => (await answer).json())),
    );
    expect(answers).toEqual([{ seenAs: 'page-7' }, { seenAs: 'page-7' }]);
    expect(lines.filter((line) => 'durationMs' in line)).toEqual([]);
    expect(await requestsCounted()).toBe(0);

    // The browser's own read of the same route is a request: logged once and counted once.
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/listing`)).json();
    } finally {
      server.close();
    }
    expect(lines.filter((line) => 'durationMs' in line)).toMatchObject([{ route: '/api/listing', status: 200 }]);
    expect(await requestsCounted()).toBe(1);
  });
});
