import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveUserByUsername } from '@annuaire/projections';
import { startTestApi, type TestApi } from '../../../test/api';
import { inputsFor, type FuzzInput } from '../../../test/fuzz/inputs';
import { createSession, SESSION_COOKIE } from '../auth/sessions';
import { routeTable, type RouteEntry } from './routeTable';

/**
 * Every route of the app, read from its own route table, is sent hostile and careless input as the most
 * privileged member (so the input reaches validation rather than a 403) and anonymously. Whatever it is
 * sent, the API never answers 5xx, every refusal is JSON `{msg, code}`, a refused request appends no event,
 * and a members-only route answers 401 to anonymous callers before looking at their input.
 */
let api: TestApi;
let routes: RouteEntry[];
let memberId: string;

interface Outcome {
  route: string;
  input: string;
  status: number;
  body: unknown;
  requestId: string;
  /** The code the answer must carry (FuzzInput.code), when the input names one. */
  code?: string;
}
const outcomes: Outcome[] = [];

beforeAll(async () => {
  api = await startTestApi();
  // Destructive routes last, so a deleted test member does not turn later routes into plain 404s.
  const destructive = (route: RouteEntry) => route.method === 'DELETE' || /delete|merge/.test(route.path);
  routes = routeTable(api.app).sort((a, b) => Number(destructive(a)) - Number(destructive(b)));
  memberId = (await findActiveUserByUsername(api.t.db, 'escort'))!.state.userId;
});
afterAll(async () => {
  await api?.close();
});

/** A fresh admin session per route: a logout route in the table must not sign the rest of the run out. */
async function adminCookie(): Promise<string> {
  const admin = await findActiveUserByUsername(api.t.db, 'admin');
  const { token } = await createSession(api.t.db, {
    userId: admin!.state.userId,
    remember: false,
    userAgent: 'fuzz',
    ip: '127.0.0.1',
    now: new Date(),
  });
  return `${SESSION_COOKIE}=${token}`;
}

function urlFor(route: RouteEntry, input: FuzzInput): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_, name: string) => {
    if (input.param !== undefined) return input.param;
    return name === 'username' ? 'escort' : memberId;
  });
  return `${api.base}${path}${input.query ? `?${input.query}` : ''}`;
}

async function send(route: RouteEntry, input: FuzzInput, cookie: string | null): Promise<Outcome> {
  const requestId = `fuzz-${randomUUID()}`;
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (cookie) headers.cookie = cookie;
  if (input.body) headers['content-type'] = input.body.contentType;
  const response = await fetch(urlFor(route, input), { method: route.method, headers, body: input.body?.text });
  // A live-update stream never ends: its status and headers are the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return {
      route: `${route.method} ${route.path}`,
      input: input.name,
      status: response.status,
      body: null,
      requestId,
      code: input.code,
    };
  }
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json')) body = text ? JSON.parse(text) : null;
  return {
    route: `${route.method} ${route.path}`,
    input: input.name,
    status: response.status,
    body,
    requestId,
    code: input.code,
  };
}

/** Routes in parallel (a few at a time, like several clients), each route's inputs in order. */
async function eachConcurrently<T>(items: readonly T[], work: (item: T) => Promise<void>, width = 6) {
  let next = 0;
  const lanes = Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { msg?: unknown }).msg === 'string' &&
  typeof (body as { code?: unknown }).code === 'string';

describe('every route, hostile input', () => {
  it(
    'never answers 5xx, answers every refusal as {msg, code}, and writes nothing when it refuses',
    { timeout: 600_000 },
    async () => {
      await eachConcurrently(routes, async (route) => {
        const cookie = await adminCookie();
        for (const input of inputsFor(route)) outcomes.push(await send(route, input, cookie));
      });
      const serverErrors = outcomes.filter((outcome) => outcome.status >= 500);
      const shapeless = outcomes.filter((outcome) => outcome.status >= 400 && !isErrorBody(outcome.body));
      // JSON in the query (a list's filter) meets the boundary's text rule like any other text: 400 `invalid_text`.
      const misnamed = outcomes.filter(
        (outcome) =>
          outcome.code !== undefined &&
          (outcome.status !== 400 || (outcome.body as { code?: unknown } | null)?.code !== outcome.code),
      );
      const refused = outcomes.filter((outcome) => outcome.status >= 400).map((outcome) => outcome.requestId);
      const { rows } = await api.t.pool.query<{ correlation: string; type: string }>(
        `select metadata->>'correlationId' as correlation, type from event_store.events
        where metadata->>'correlationId' = any($1)`,
        [refused],
      );
      const writtenByRefused = rows.map((row) => ({
        ...outcomes.find((outcome) => outcome.requestId === row.correlation),
        type: row.type,
      }));
      console.log(
        `fuzz: ${routes.length} routes x their inputs = ${outcomes.length} requests; ` +
          `${refused.length} refused (4xx), ${outcomes.length - refused.length} accepted`,
      );
      expect(serverErrors.map(({ route, input, status, body }) => ({ route, input, status, body }))).toEqual([]);
      expect(shapeless.map(({ route, input, status, body }) => ({ route, input, status, body }))).toEqual([]);
      expect(misnamed.map(({ route, input, status, body }) => ({ route, input, status, body }))).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.input.startsWith('JSON filter')).length).toBeGreaterThan(100);
      expect(writtenByRefused).toEqual([]);
      // The process that served all of this is still up and healthy.
      expect((await fetch(`${api.base}/api/health`)).status).toBe(200);
    },
  );

  it(
    'answers 401 to an anonymous caller of a members-only route, whatever the input',
    { timeout: 300_000 },
    async () => {
      const members = routes.filter((route) => route.membersOnly);
      const answers: Outcome[] = [];
      await eachConcurrently(members, async (route) => {
        // Boundary refusals reveal nothing about a route; everything else must meet the 401 first.
        for (const input of inputsFor(route).filter((input) => !input.boundary))
          answers.push(await send(route, input, null));
      });
      console.log(`fuzz: ${members.length} members-only routes x their inputs = ${answers.length} anonymous requests`);
      const notUnauthenticated = answers.filter((answer) => answer.status !== 401);
      expect(notUnauthenticated.map(({ route, input, status }) => ({ route, input, status }))).toEqual([]);
      expect(members.length).toBeGreaterThan(50);
    },
  );

  it('answers a request line over 16 KB with a JSON 431', async () => {
    const response = await fetch(`${api.base}/api/users?q=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({ msg: expect.any(String), code: 'headers_too_large' });
  });
});
