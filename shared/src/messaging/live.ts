import { z } from 'zod';

/**
 * The PostgreSQL channel the projections NOTIFY after committing a batch that concerns a member, and
 * the API LISTENs on to push Server-Sent Events. A NOTIFY sent inside the projection's transaction is
 * delivered only if that transaction commits, so a pushed id is always readable from the read model.
 */
export const LIVE_CHANNEL = 'annuaire_live';

/** `payment`: a crypto payment intent changed status (its id is the intent's). */
export const LIVE_KINDS = ['message', 'notification', 'payment'] as const;
export const LiveSignal = z.object({
  userId: z.string().min(1).max(64),
  kind: z.enum(LIVE_KINDS),
  id: z.string().min(1).max(64),
});
export type LiveSignal = z.infer<typeof LiveSignal>;

/**
 * Only events recorded this recently are pushed: a rebuild or a worker catching up after downtime
 * replays old events, and members must not be pinged for messages they saw long ago.
 */
export const LIVE_FRESHNESS_MS = 60_000;
