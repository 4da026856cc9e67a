import { findUsersByIds } from '@annuaire/projections';
import type { ApiDependencies } from '../../api/dependencies';

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
