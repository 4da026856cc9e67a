import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForProjections } from '@annuaire/projections';
import type { MessageDto } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { directoryFixture } from '../../../test/directory';
import { registerUser } from '../accounts/register';
import { createSession, SESSION_COOKIE } from '../auth/sessions';

const DAY = 86_400_000;
let api: TestApi;
const clients = new Map<string, TestClient>();
const ids = new Map<string, string>();
const as = (username: string) => clients.get(username)!;
const send = (from: string, to: string, body = 'Bonjour') =>
  as(from).request<MessageDto & { code?: string }>('POST', `/api/conversations/username/${to}`, { body });

beforeAll(async () => {
  api = await startTestApi();
  for (const username of ['admin', 'client', 'escort', 'libertine']) {
    clients.set(username, await api.as(username));
    ids.set(username, (await as(username).request<{ _id: string }>('GET', '/api/user')).body._id);
  }
  const fixture = directoryFixture(api);
  await fixture.add({ username: 'quiet', changes: { messaging: false } });
  await fixture.add({ username: 'hidden', commands: [{ type: 'SetGhost', ghost: true }] });
  await fixture.add({ username: 'open' });
  await fixture.settle();
});
afterAll(async () => {
  await api?.close();
});

describe('messaging availability (docs/product.md §6)', () => {
  it('refuses recipients with messaging off or in ghost mode', async () => {
    expect(await send('client', 'quiet')).toMatchObject({ status: 403, body: { code: 'recipient_unavailable' } });
    expect(await send('client', 'hidden')).toMatchObject({ status: 403, body: { code: 'recipient_unavailable' } });
    expect((await send('client', 'open')).status).toBe(201);
  });

  it('closes every conversation route to a ghost member, and reopens them when ghost mode ends', async () => {
    const conversation = (await send('libertine', 'open')).body.conversation;
    expect((await as('libertine').request('PATCH', '/api/user', { ghost: true })).status).toBe(200);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/archived'],
      ['GET', '/api/conversations/username/open'],
      ['POST', '/api/conversations/username/open', { body: 'hello' }],
      ['GET', `/api/conversations/${conversation}`],
      ['PATCH', `/api/conversations/${conversation}/archive`],
      ['POST', '/api/messages/mark-as-read', { conversationId: conversation }],
    ];
    for (const [method, path, body] of routes) {
      const answer = await as('libertine').request<{ code: string }>(method, path, body);
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 403,
        code: 'messaging_unavailable',
      });
    }
    await as('libertine').request('PATCH', '/api/user', { ghost: false });
    expect((await send('libertine', 'open')).status).toBe(201);
  });

  it('refuses a sender not seen for more than 21 days', async () => {
    // Registered 22 days ago and never seen since; the session is a staff "log in as", which records
    // no activity of the member, so the member still counts as inactive.
    const userId = randomUUID();
    const realNow = api.deps.now;
    (api.deps as { now: () => Date }).now = () => new Date(Date.now() - 22 * DAY);
    const append = await registerUser(
      api.deps,
      { userId, username: 'sleeper', email: 'sleeper@example.test', passwordHash: null, role: 'client', gender: 'man' },
      {
        actorId: null,
        actorRole: 'system',
        impersonatorId: null,
        correlationId: randomUUID(),
        causationId: null,
        reason: null,
        at: api.deps.now().toISOString(),
      },
    );
    (api.deps as { now: () => Date }).now = realNow;
    await waitForProjections(api.deps.db, ['users'], append.position);
    const { token } = await createSession(api.deps.db, {
      userId,
      remember: false,
      impersonatorId: ids.get('admin')!,
      userAgent: null,
      ip: null,
      now: new Date(),
    });
    const response = await fetch(`${api.base}/api/conversations/username/open`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Bonjour' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'messaging_unavailable', msg: expect.any(String) });
  });
});

describe('GET /api/events/stream', () => {
  it('answers 401 without a session', async () => {
    expect((await api.client().request('GET', '/api/events/stream')).status).toBe(401);
  });

  it('pushes a message to its recipient within seconds', async () => {
    const controller = new AbortController();
    const response = await as('escort').fetch('/api/events/stream', { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value);
    expect(received).toContain(': connected');
    const sentAt = Date.now();
    const message = await send('client', 'escort', 'Tu es dispo?');
    expect(message.status).toBe(201);
    while (!received.includes(message.body._id)) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event; got ${received}`)), 5000)),
      ]);
      received += decoder.decode(chunk.value);
    }
    expect(Date.now() - sentAt).toBeLessThan(5000);
    expect(received).toContain(`event: message\ndata: ${JSON.stringify({ kind: 'message', id: message.body._id })}`);
    controller.abort();
    // The closed stream is forgotten.
    const deadline = Date.now() + 2000;
    while (api.live.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.live.size).toBe(0);
  });
});

describe('GET /api/users/most-conversations', () => {
  it('ranks who started the most conversations, for staff only', async () => {
    const top = await as('admin').request<
      Array<{ _id: string; username: string; role: string; conversations: number }>
    >('GET', '/api/users/most-conversations?range=30d');
    expect(top.status).toBe(200);
    expect(top.body[0]).toEqual({ _id: ids.get('client'), username: 'client', role: 'client', conversations: 2 });
    expect(top.body.find((row) => row.username === 'libertine')?.conversations).toBe(1);
    expect((await as('client').request('GET', '/api/users/most-conversations')).status).toBe(403);
    expect((await as('admin').request('GET', '/api/users/most-conversations?range=2y')).status).toBe(400);
  });
});
