import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { createApp } from '../api/app';
import { DEMO_PASSWORD } from '../demo/seed';
import { startLiveFanOut, type LiveFanOut } from './fanOut';

/**
 * The live stream on its own server, with a fan-out that checks sessions every 100 ms and allows two
 * streams per member, so revocation and the cap show quickly.
 */
let api: TestApi;
let live: LiveFanOut;
let server: Server;
let base = '';
const opened: AbortController[] = [];
/** Generous: a slow machine makes the test slower, not red. The check itself runs every 100 ms. */
const CLOSE_DEADLINE_MS = 20_000;

beforeAll(async () => {
  api = await startTestApi();
  live = startLiveFanOut({ connectionString: api.t.url, sessionCheckMs: 100, maxStreamsPerMember: 2 });
  server = createApp(api.deps, { live }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await live?.stop();
  await api?.close();
});

/** A new session of a demo account: its cookie. */
async function login(username: string): Promise<string> {
  const response = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('annuaire_session='))!
    .split(';')[0]!;
}

/** Opens the event stream with a session cookie and reads its first lines. */
async function openStream(cookie: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(`${base}/api/events/stream`, { headers: { cookie }, signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain(': connected');
  return reader;
}

/** Resolves once the server ended the stream; fails if it is still open at the deadline. */
async function ended(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<true> {
  const deadline = Date.now() + CLOSE_DEADLINE_MS;
  for (;;) {
    const left = deadline - Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the stream is still open')), Math.max(left, 0));
    });
    const { done } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
    if (done) return true;
  }
}

/** Whether the stream is still open: a heartbeat-free read stays pending, an ended stream reports done. */
async function stillOpen(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const pending = Symbol('pending');
  const read = reader.read();
  read.catch(() => undefined); // aborted when the test ends
  const result = await Promise.race([read, new Promise((resolve) => setTimeout(resolve, 500, pending))]);
  return result === pending || !(result as { done: boolean }).done;
}

const logout = (cookie: string, path = '/api/auth') =>
  fetch(`${base}${path}`, { method: 'DELETE', headers: { cookie } }).then((response) => response.status);

describe('GET /api/events/stream after the session ends', () => {
  it('closes the stream of a session that logs out, and only that one', async () => {
    const [phone, laptop] = [await login('escort'), await login('escort')];
    const [onPhone, onLaptop] = [await openStream(phone), await openStream(laptop)];
    expect(await logout(phone)).toBe(204);
    await expect(ended(onPhone)).resolves.toBe(true);
    expect(await stillOpen(onLaptop)).toBe(true);
    // A reconnect with the old cookie is refused: the browser's EventSource gives up and the site polls.
    expect((await fetch(`${base}/api/events/stream`, { headers: { cookie: phone } })).status).toBe(401);
  });

  it('closes every stream of the member on "log out everywhere"', async () => {
    const [phone, laptop] = [await login('client'), await login('client')];
    const streams = [await openStream(phone), await openStream(laptop)];
    expect(await logout(phone, '/api/auth/logout-all-devices')).toBe(204);
    for (const stream of streams) await expect(ended(stream)).resolves.toBe(true);
  });
});

describe('GET /api/events/stream, streams per member', () => {
  it('refuses a stream past the cap with a JSON 429, and takes one again once another closed', async () => {
    const cookie = await login('libertine');
    await openStream(cookie);
    await openStream(cookie);
    const third = await fetch(`${base}/api/events/stream`, { headers: { cookie } });
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ msg: expect.any(String), code: 'too_many_streams' });
    // Another member is not affected by this member's streams.
    await openStream(await login('advertiser'));

    opened[0]!.abort();
    await expect.poll(() => live.size, { timeout: CLOSE_DEADLINE_MS }).toBe(2);
    await openStream(cookie);
  });
});
