import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, startTestApi, type TestApi } from '../../../../test/api';
import { DEMO_PASSWORD } from '../../demo/seed';
import { createLogger } from '../../observability/logger';
import { captureLines } from '../../observability/testing';
import { createApp } from '../app';
import { answerClientErrors } from './clientErrors';

/**
 * A member who closes the tab halfway through an upload is not a failure of ours: the log says so at info,
 * without an error line and its stack that would page an operator (issue 25 §4).
 */
let api: TestApi;
let base: string;
let close: () => Promise<void>;
const captured = captureLines();
/** Resolves with each upload request once the server has begun reading its body. */
const readingStarted: Array<(request: IncomingMessage) => void> = [];
/** Resolves when a line matching `test` is written. */
const waiters: Array<{ test: (line: Record<string, unknown>) => boolean; resolve: () => void }> = [];

beforeAll(async () => {
  api = await startTestApi();
  const logger = createLogger({
    level: 'info',
    destination: {
      write(line: string) {
        captured.stream.write(line);
        const written = captured.lines.at(-1)!;
        for (const waiter of waiters.filter((candidate) => candidate.test(written))) waiter.resolve();
      },
    },
  });
  const app = createApp(api.deps, { live: api.live, logger });
  const server = answerClientErrors(createServer(app.callback()));
  server.on('request', (request: IncomingMessage) => {
    if (request.url?.endsWith('/upload')) request.once('resume', () => readingStarted.shift()?.(request));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});
afterAll(async () => {
  await close?.();
  await api?.close();
});

const lineWritten = (test: (line: Record<string, unknown>) => boolean) =>
  new Promise<void>((resolve) => {
    if (captured.lines.some(test)) resolve();
    else waiters.push({ test, resolve });
  });

describe('an upload the client abandons', () => {
  it.each([
    ['closes the connection', 'destroy'],
    ['resets the connection (ECONNRESET)', 'resetAndDestroy'],
  ] as const)('is logged at info when the client %s mid-body, never as an error', async (_, hangUp) => {
    const escort = browserClient(base);
    const login = await escort.request<{ _id: string }>('POST', '/api/auth', {
      identifier: 'escort',
      password: DEMO_PASSWORD,
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const requestId = `abandoned-${hangUp}`;
    const path = `/api/users/${login.body._id}/pictures/upload`;
    const reading = new Promise<IncomingMessage>((resolve) => readingStarted.push(resolve));
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nX-Request-Id: ${requestId}\r\n` +
        'Content-Type: multipart/form-data; boundary=X\r\nContent-Length: 5000000\r\n\r\n' +
        '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
        'x'.repeat(64 * 1024),
    );
    // Once the server reads the body, the client goes away with most of it unsent.
    await reading;
    socket[hangUp]();
    await lineWritten((line) => line.requestId === requestId && 'durationMs' in line);

    const lines = captured.lines.filter((line) => line.requestId === requestId);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'client closed the connection before the answer was sent' }),
    );
    expect(JSON.stringify(lines)).not.toContain('"stack"');
  });
});
