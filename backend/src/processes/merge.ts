import { findUserById, listMergingUserIds } from '@annuaire/projections';
import { streams, type EventMetadata } from '@annuaire/shared';
import { closeAccount } from '../accounts/repository';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { revokeAllSessions } from '../auth/sessions';
import { runCreditCommand } from '../credits/commands';
import { deterministicUuid } from '../domain/ids';
import { runUserCommand } from '../users/commands';

type Deps = Pick<ApiDependencies, 'store' | 'db' | 'now'>;

export const MERGE_STEPS = ['start', 'creditsOut', 'creditsIn', 'favorites', 'close', 'account'] as const;
export type MergeStep = (typeof MERGE_STEPS)[number];

/** A stable event id per merge and step: a step run twice (a resumed merge) appends nothing new. */
const stepEventId = (mergeId: string, step: MergeStep) => deterministicUuid(`merge:${mergeId}:${step}`);

/** Checks a merge request before anything is written: two different, live users. */
export async function validateMerge(deps: Deps, sourceUserId: string, targetUserId: string) {
  if (sourceUserId === targetUserId) throw new HttpError(400, 'invalid_request', 'A user cannot be merged into itself');
  const [source, target] = await Promise.all([
    findUserById(deps.db, sourceUserId),
    findUserById(deps.db, targetUserId),
  ]);
  if (!source || source.status === 'deleted' || source.status === 'merged')
    throw new HttpError(404, 'not_found', 'Source user not found');
  if (!target || target.status !== 'active') throw new HttpError(404, 'not_found', 'Target user not found');
  return { source, target };
}

/**
 * mergeUsers as a process manager: every step is an event (or, last, the erasure of the source's
 * personal data), each idempotent, all under one correlation id. Killed between any two steps, a
 * re-run with the same merge id (see resumeMerges) finishes it and ends exactly as an uninterrupted
 * merge. The source shows as "merging" (hidden from members) from the first step to the last.
 */
export async function runMerge(
  deps: Deps,
  merge: { mergeId: string; sourceUserId: string; targetUserId: string },
  metadata: EventMetadata,
  afterStep: (step: MergeStep) => void = () => undefined,
): Promise<void> {
  const { mergeId, sourceUserId, targetUserId } = merge;
  const meta = { ...metadata, correlationId: mergeId };
  const ids = (step: MergeStep) => ({ eventIds: () => stepEventId(mergeId, step) });

  await runUserCommand(deps, sourceUserId, { type: 'StartMerge', mergeId, targetUserId }, meta, ids('start'));
  afterStep('start');
  await runCreditCommand(deps, sourceUserId, { type: 'MoveOut', mergeId, targetUserId }, meta, ids('creditsOut'));
  afterStep('creditsOut');
  const moved = (await deps.store.readStream(streams.credits(sourceUserId))).find(
    (event) => event.type === 'CreditsMovedOut' && (event.data as { mergeId: string }).mergeId === mergeId,
  );
  const credits = (moved?.data as { credits: number } | undefined)?.credits ?? 0;
  await runCreditCommand(
    deps,
    targetUserId,
    { type: 'MoveIn', mergeId, sourceUserId, credits },
    meta,
    ids('creditsIn'),
  );
  afterStep('creditsIn');
  const source = await findUserById(deps.db, sourceUserId);
  const favoriteUserIds = Object.keys(source?.state.favorites ?? {}).filter((id) => id !== targetUserId);
  await runUserCommand(
    deps,
    targetUserId,
    { type: 'MergeFavorites', mergeId, sourceUserId, favoriteUserIds },
    meta,
    ids('favorites'),
  );
  afterStep('favorites');
  await runUserCommand(deps, sourceUserId, { type: 'CompleteMerge', mergeId, targetUserId }, meta, ids('close'));
  afterStep('close');
  await closeAccount(deps.db, sourceUserId, 'merged');
  await revokeAllSessions(deps.db, sourceUserId);
  afterStep('account');
}

/** Finishes every merge that was started and not completed (after a crash); returns how many. */
export async function resumeMerges(deps: Deps): Promise<number> {
  const merging = await listMergingUserIds(deps.db);
  for (const id of merging) {
    const started = (await deps.store.readStream(streams.user(id))).findLast((event) => event.type === 'MergeStarted');
    if (!started) continue;
    const { mergeId, targetUserId } = started.data as { mergeId: string; targetUserId: string };
    await runMerge(
      deps,
      { mergeId, sourceUserId: id, targetUserId },
      { ...started.metadata, reason: started.metadata.reason ?? 'resuming an interrupted merge' },
    );
  }
  return merging.length;
}
