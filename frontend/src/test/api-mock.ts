import type { CurrentUser } from '@annuaire/shared';
import { vi } from 'vitest';

export interface MockAnswer {
  status: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces fetch with a table of answers keyed "METHOD /path" (query string ignored). Unlisted calls
 * answer 404, like an API that does not have the endpoint; by default nobody is signed in and the
 * captcha is off. Returns the calls made, in order.
 */
export function mockApi(answers: Record<string, MockAnswer | ((body: unknown) => MockAnswer)> = {}): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const table: Record<string, MockAnswer | ((body: unknown) => MockAnswer)> = {
    'GET /api/user': { status: 401, body: { msg: 'not signed in', code: 'unauthenticated' } },
    'GET /api/captcha/challenge': { status: 204 },
    ...answers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const entry = table[`${method} ${url.split('?')[0]}`];
      const answer =
        typeof entry === 'function'
          ? entry(body)
          : (entry ?? { status: 404, body: { msg: 'not found', code: 'not_found' } });
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return new Response(answer.status === 204 ? null : text, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A signed-in member as GET /api/user returns it (shared/src/users/currentUser.ts): a client by default. */
export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    _id: '65a1f0c2e4b0a1b2c3d4e5f6',
    username: 'amelie',
    email: 'amelie@example.com',
    contactEmail: null,
    phone: null,
    role: 'client',
    gender: 'woman',
    permissions: [],
    vip: null,
    vipActive: false,
    pending: false,
    libertine: false,
    incall: false,
    outcall: false,
    virtual: false,
    virtualLocked: false,
    bio: '',
    headline: '',
    tags: [],
    websiteUrl: null,
    tour: null,
    online: null,
    ghost: false,
    messaging: true,
    verificationState: null,
    profilePicture: null,
    pictures: [],
    location: null,
    secondaryLocation: null,
    favorites: {},
    credits: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    note: null,
    profileCompletionRequested: false,
    showAvailableReminder: false,
    vipReminder: false,
    vipExpiredReminder: false,
    vipExpiringReminder: false,
    age: null,
    languages: [],
    rates: [],
    ...overrides,
  };
}

export const signedIn = (user: CurrentUser): Record<string, MockAnswer> => ({
  'GET /api/user': { status: 200, body: user },
});
