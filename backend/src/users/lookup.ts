import { findUserById, type UserRecord } from '@annuaire/projections';
import type { ApiDependencies } from '../api/dependencies';
import { notFound } from '../api/errors';

/** A live (not deleted or merged) user of the read model, or a 404: the target of most member routes. */
export async function requireActiveUser(db: ApiDependencies['db'], userId: string): Promise<UserRecord> {
  const record = await findUserById(db, userId);
  if (!record || record.status !== 'active') throw notFound('User not found');
  return record;
}
