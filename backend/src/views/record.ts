import { isVip, streams, type EventMetadata, type ViewName } from '@annuaire/shared';
import type { ApiDependencies } from '../api/dependencies';
import { requireActiveUser } from '../users/lookup';
import { claimView, purgeViewClaims } from './throttle';

export interface ViewInput {
  readonly name: ViewName;
  readonly targetUserId: string;
  /** The member looking, or null for a visitor. */
  readonly viewerId: string | null;
  /** Who is counted by the throttle when no member is logged in. */
  readonly ip: string;
}

/** Expired throttle rows are swept at most this often per process, on the way of a counted view. */
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = Number.NEGATIVE_INFINITY;

/**
 * Counts one view or ad event for an active member: appends `ViewRecorded` to `views-{target}` with
 * `any` (views are independent facts, nothing to fold), unless the viewer is the target itself or
 * already counted this name for this target within 10 minutes. Answers whether it counted.
 */
export async function recordView(
  deps: Pick<ApiDependencies, 'db' | 'store'>,
  input: ViewInput,
  metadata: EventMetadata,
): Promise<boolean> {
  const target = await requireActiveUser(deps.db, input.targetUserId);
  // Members looking at their own profile would only inflate their own figures.
  if (input.viewerId === target.state.userId) return false;
  const now = new Date(metadata.at);
  const viewerKey = input.viewerId ? `user:${input.viewerId}` : `ip:${input.ip}`;
  const counted = await claimView(deps.db, { targetUserId: target.state.userId, name: input.name, viewerKey }, now);
  if (!counted) return false;
  await deps.store.append(
    streams.views(target.state.userId),
    [{ type: 'ViewRecorded', data: { name: input.name, vip: isVip(target.state, now), viewerId: input.viewerId } }],
    { expectedRevision: 'any', metadata },
  );
  if (now.getTime() - lastSweep >= SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    await purgeViewClaims(deps.db, now);
  }
  return true;
}
