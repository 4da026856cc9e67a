import { randomUUID } from 'node:crypto';
import { findFlagById, findFlagByValue, findUserById, type FlagRecord } from '@annuaire/projections';
import { FlagInput, type EventMetadata, type FlagPatch, type FlagType } from '@annuaire/shared';
import { findAccountById } from '../accounts/repository';
import type { ApiDependencies } from '../api/dependencies';
import { badRequest, HttpError, notFound } from '../api/errors';
import { runFlagCommand } from './commands';
import type { FlagState } from './decider';

type Deps = Pick<ApiDependencies, 'db' | 'store' | 'now'>;

/** A flag as every flags route answers it: `_id` for the site (docs/product.md §3), `id` for react-admin. */
export function toFlagDto(flag: FlagRecord) {
  return { _id: flag.id, ...flag };
}
export type FlagDto = ReturnType<typeof toFlagDto>;

const alreadyFlagged = (type: FlagType) =>
  new HttpError(409, 'flag_exists', `This ${type === 'email' ? 'email' : 'phone number'} is already flagged`);

/**
 * The flag after a command. The command waited for the read model, so it is normally there; if the
 * wait timed out, the decider's state still answers truthfully.
 */
async function readBack(deps: Deps, id: string, state: FlagState, actorId: string | null): Promise<FlagDto> {
  const flag = await findFlagById(deps.db, id);
  if (flag) return toFlagDto(flag);
  if (state.status === 'none') throw notFound('Flag not found');
  const at = deps.now().toISOString();
  return toFlagDto({
    id,
    type: state.type,
    value: state.value,
    note: state.note,
    createdBy: actorId,
    createdAt: at,
    updatedAt: at,
  });
}

/**
 * Creates a flag unless one with the same type and value (compared as `flagMatchKey` does) is live.
 * The check reads the read model, so two staff racing on the same value may both succeed; a duplicate
 * is harmless (both match the same accounts) and visible in the list.
 */
export async function createFlag(deps: Deps, input: FlagInput, metadata: EventMetadata): Promise<FlagDto> {
  if (await findFlagByValue(deps.db, input.type, input.value)) throw alreadyFlagged(input.type);
  const flagId = randomUUID();
  const { type, value, note } = input;
  const result = await runFlagCommand(deps, flagId, { type: 'Create', flagId, flagType: type, value, note }, metadata);
  return readBack(deps, flagId, result.state, metadata.actorId);
}

/** Applies a partial edit, checking the merged flag as a whole (a new type needs a value of that type). */
export async function editFlag(deps: Deps, id: string, patch: FlagPatch, metadata: EventMetadata): Promise<FlagDto> {
  const current = await findFlagById(deps.db, id);
  if (!current) throw notFound('Flag not found');
  const merged = FlagInput.safeParse({
    type: patch.type ?? current.type,
    value: patch.value ?? current.value,
    note: patch.note ?? current.note,
  });
  if (!merged.success) {
    const issues = merged.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw badRequest(`Invalid ${issues.map((issue) => issue.path).join(', ')}`, issues);
  }
  const { type, value, note } = merged.data;
  const twin = await findFlagByValue(deps.db, type, value);
  if (twin && twin.id !== id) throw alreadyFlagged(type);
  const result = await runFlagCommand(deps, id, { type: 'Edit', flagType: type, value, note }, metadata);
  return readBack(deps, id, result.state, metadata.actorId);
}

export async function deleteFlag(deps: Deps, id: string, metadata: EventMetadata): Promise<void> {
  if (!(await findFlagById(deps.db, id))) throw notFound('Flag not found');
  await runFlagCommand(deps, id, { type: 'Delete' }, metadata);
}

export interface SkippedFlag {
  readonly type: FlagType;
  readonly value: string;
  /** `already_flagged`: `flag` covers it; `invalid`: the account holds a value no flag may hold. */
  readonly reason: 'already_flagged' | 'invalid';
  readonly flag: FlagDto | null;
}

/**
 * docs/product.md §5 flag-all: flags the user's email and phone if present, and the contact email only when it
 * differs from the email case-insensitively; values already flagged are skipped, not refused.
 */
export async function flagAll(
  deps: Deps,
  userId: string,
  note: string,
  metadata: EventMetadata,
): Promise<{ created: FlagDto[]; skipped: SkippedFlag[] }> {
  const user = await findUserById(deps.db, userId);
  const account = await findAccountById(deps.db, userId);
  if (!user || user.status === 'deleted' || !account || account.status !== 'active') throw notFound('User not found');
  const candidates: Array<{ type: FlagType; value: string }> = [{ type: 'email', value: account.email }];
  const contactEmail = account.contact_email?.trim();
  if (contactEmail && contactEmail.toLowerCase() !== account.email.trim().toLowerCase()) {
    candidates.push({ type: 'email', value: contactEmail });
  }
  if (account.phone?.trim()) candidates.push({ type: 'phone', value: account.phone });

  const created: FlagDto[] = [];
  const skipped: SkippedFlag[] = [];
  for (const candidate of candidates) {
    const input = FlagInput.safeParse({ ...candidate, note });
    if (!input.success) {
      skipped.push({ ...candidate, reason: 'invalid', flag: null });
      continue;
    }
    const existing = await findFlagByValue(deps.db, input.data.type, input.data.value);
    if (existing)
      skipped.push({
        type: existing.type,
        value: input.data.value,
        reason: 'already_flagged',
        flag: toFlagDto(existing),
      });
    else created.push(await createFlag(deps, input.data, metadata));
  }
  return { created, skipped };
}
