import { randomUUID } from 'node:crypto';
import { streams, type Role } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { handleCommand } from '../domain/commandHandler';
import { userDecider } from './decider';

/** Activity is recorded at most this often per member: enough for last-seen buckets and the 18-day rule. */
export const SEEN_INTERVAL_MS = 3_600_000;

const inFlight = new Set<string>();
/** When this process last recorded each member, so the read model's lag cannot cause a second record. */
const recorded = new Map<string, number>();

/**
 * Records that a member used the site (UserSeen) when their last record is older than an hour.
 * Impersonated sessions never count: staff looking around is not the member being active.
 * Does not wait for read models: nothing in the current request reads it back.
 */
export async function recordSeen(
  deps: Pick<ApiDependencies, 'store' | 'now'>,
  user: { userId: string; role: Role; lastSeenAt: string | null; impersonated: boolean },
): Promise<void> {
  const now = deps.now();
  if (user.impersonated || inFlight.has(user.userId)) return;
  const last = Math.max(user.lastSeenAt === null ? 0 : Date.parse(user.lastSeenAt), recorded.get(user.userId) ?? 0);
  if (now.getTime() - last < SEEN_INTERVAL_MS) return;
  if (recorded.size > 100_000) recorded.clear();
  recorded.set(user.userId, now.getTime());
  inFlight.add(user.userId);
  try {
    await handleCommand(
      deps.store,
      streams.user(user.userId),
      userDecider,
      { type: 'RecordSeen' },
      {
        now,
        concurrency: 'any',
        metadata: {
          actorId: user.userId,
          actorRole: user.role,
          impersonatorId: null,
          correlationId: randomUUID(),
          causationId: null,
          reason: null,
          at: now.toISOString(),
        },
      },
    );
  } finally {
    inFlight.delete(user.userId);
  }
}
