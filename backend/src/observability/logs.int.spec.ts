import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, startTestApi, type TestApi } from '../../../test/api';
import { readAllEvents } from '../../../test/readAll';
import { createApp } from '../api/app';
import { DEMO_PASSWORD } from '../demo/seed';
import { createLogger } from './logger';
import { captureLines, listen } from './testing';

/**
 * What an operator reads in the logs: every line a request writes carries the id its answer returns, a
 * client's or proxy's sane id is kept and a hostile one replaced, and one access line per request holds
 * the route and the outcome, never a secret.
 */
let api: TestApi;
const captured = captureLines();
let served: { base: string; close(): Promise<void> };
/** The same app, but its event store is unreachable: every read of it fails. */
let broken: { base: string; close(): Promise<void> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeAll(async () => {
  api = await startTestApi();
  const logger = createLogger({ level: 'info', destination: captured.stream });
  served = await listen(createApp(api.deps, { live: api.live, logger }));
  const unreachable = async () => Promise.reject(new Error('event store unreachable'));
  const store = { ...api.deps.store, head: unreachable, readAll: unreachable, countAfter: unreachable };
  broken = await listen(createApp({ ...api.deps, store }, { logger }));
});
afterAll(async () => {
  await served?.close();
  await broken?.close();
  await api?.close();
});

/** The lines written while `run` ran; the app answers before it logs nothing more for that request. */
async function linesOf<T>(run: () => Promise<T>): Promise<{ result: T; lines: Array<Record<string, unknown>> }> {
  const from = captured.lines.length;
  const result = await run();
  return { result, lines: captured.lines.slice(from) };
}

const accessLines = (lines: Array<Record<string, unknown>>) => lines.filter((line) => 'durationMs' in line);

describe('request ids', () => {
  it("puts the answer's X-Request-Id on every line the request logs, its error included", async () => {
    const { result: response, lines } = await linesOf(() => fetch(`${broken.base}/api/health`));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ msg: 'Internal error', code: 'internal' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.map((line) => line.requestId)).toEqual(lines.map(() => id));
    const error = lines.find((line) => line.msg === 'request failed');
    expect((error?.err as { stack?: string } | undefined)?.stack).toContain('event store unreachable');
    expect(accessLines(lines)).toMatchObject([{ method: 'GET', route: '/api/health', status: 500 }]);
  });

  it("keeps a client's sane X-Request-Id, in the answer, the log and the events the request appends", async () => {
    const escort = browserClient(served.base);
    await escort.request('POST', '/api/auth', { identifier: 'escort', password: DEMO_PASSWORD });
    const given = 'edge-7f3a.b:1';
    const { result, lines } = await linesOf(() =>
      escort.request('PATCH', '/api/user', { online: new Date().toISOString() }, { 'x-request-id': given }),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('x-request-id')).toBe(given);
    expect(accessLines(lines)).toMatchObject([{ method: 'PATCH', route: '/api/user', requestId: given }]);
    const events = await readAllEvents(api.t.store);
    expect(events.events.some((event) => event.metadata.correlationId === given)).toBe(true);
  });

  it.each([
    ['500 characters', 'x'.repeat(500)],
    ['spaces and markup', 'abc def<script>'],
    ['a JSON fragment', '","level":60,"msg":"forged'],
  ])('replaces a hostile X-Request-Id (%s) with a fresh one, everywhere', async (_, hostile) => {
    const escort = browserClient(served.base);
    await escort.request('POST', '/api/auth', { identifier: 'escort', password: DEMO_PASSWORD });
    const { result, lines } = await linesOf(() =>
      escort.request('PATCH', '/api/user', { online: new Date().toISOString() }, { 'x-request-id': hostile }),
    );
    const id = result.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(accessLines(lines)).toMatchObject([{ route: '/api/user', requestId: id }]);
    expect(JSON.stringify(lines)).not.toContain(hostile);
    const events = await readAllEvents(api.t.store);
    expect(events.events.some((event) => event.metadata.correlationId === id)).toBe(true);
  });

  it('never lets a newline in X-Request-Id reach a log line', async () => {
    const { result: answer, lines } = await linesOf(
      () =>
        new Promise<string>((resolve, reject) => {
          const url = new URL(served.base);
          const socket = connect(Number(url.port), url.hostname);
          let text = '';
          socket.on('data', (chunk) => (text += chunk));
          socket.on('end', () => resolve(text));
          socket.on('error', reject);
          socket.end('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Request-Id: abc\n{"forged":true}\r\n\r\n');
        }),
    );
    // Node refuses the request before the app sees it; were it let through, the id would be replaced.
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.stringify(lines)).not.toContain('forged');
  });
});

describe('access lines', () => {
  it('writes one line per request: method, route pattern, status, duration and user, never a secret', async () => {
    const client = browserClient(served.base);
    const login = await linesOf(() =>
      client.request('POST', '/api/auth', { identifier: 'client', password: DEMO_PASSWORD }),
    );
    const userId = (login.result.body as { _id: string })._id;
    const profile = await linesOf(() => client.request('GET', `/api/users/${userId}?token=secret-query-token`));
    const wrong = await linesOf(() =>
      client.request('POST', '/api/auth', { identifier: 'client', password: 'not-the-password-1' }),
    );

    expect(accessLines(login.lines)).toMatchObject([{ method: 'POST', route: '/api/auth', status: 200 }]);
    expect(accessLines(profile.lines)).toMatchObject([
      { method: 'GET', route: '/api/users/:id', status: profile.result.status, userId },
    ]);
    expect(accessLines(wrong.lines)).toMatchObject([{ method: 'POST', route: '/api/auth', status: 401 }]);
    for (const line of accessLines([...login.lines, ...profile.lines, ...wrong.lines])) {
      expect(line.durationMs).toBeTypeOf('number');
    }

    const cookie = login.result.headers.getSetCookie()[0]!.split(';')[0]!;
    const written = [...login.lines, ...profile.lines, ...wrong.lines].map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [DEMO_PASSWORD, 'not-the-password-1', cookie.split('=')[1]!, 'secret-query-token']) {
      expect(written).not.toContain(secret);
    }
    expect(written.toLowerCase()).not.toContain('cookie');
  });

  it('names requests no route takes by their path, without the query', async () => {
    const { lines } = await linesOf(() => fetch(`${served.base}/api/no-such-thing?token=secret-query-token`));
    expect(accessLines(lines)).toMatchObject([
      { method: 'GET', route: '(unmatched)', path: '/api/no-such-thing', status: 404 },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-query-token');
  });
});
