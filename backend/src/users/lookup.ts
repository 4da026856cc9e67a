import { findUserById, findUsersByIds, type UserRecord } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';

/** A live (not deleted or merged) user of the read model, or a 404: the target of most member routes. */
export async function requireActiveUser(db: ApiDependencies['db'], userId: string): Promise<UserRecord> {
  const record = await findUserById(db, userId);
  if (!record || record.status !== 'active') throw notFound('User not found');
  return record;
}

/**
 * Usernames of the members a page of rows refers to, in one query, so staff read names rather than
 * ids. A deleted or merged member keeps the name the read model last had.
 */
export async function usernamesOf(
  db: ApiDependencies['db'],
  ids: ReadonlyArray<string | null>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const users = await findUsersByIds(db, wanted);
  return new Map(users.map((user) => [user.state.userId, user.state.username]));
}
