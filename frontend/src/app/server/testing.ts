import type { UserCard } from '@/lib/user-card';

/** What the server-render specs share: answers as the in-process API sends them. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A profile page's answer (GET /api/users/{name}): the card and what only the profile shows, with nothing to see
 * unless overridden (features/profile's own specs use profile-fixture.ts, inside that feature).
 */
export function profileAnswer(card: UserCard, overrides: Record<string, unknown> = {}) {
  return {
    ...card,
    listed: true,
    pictures: [],
    incall: true,
    outcall: false,
    virtual: false,
    verified: false,
    lastSeenAt: null,
    memberSince: '2026-01-01T00:00:00.000Z',
    messagingAvailable: false,
    contact: null,
    ...overrides,
  };
}
