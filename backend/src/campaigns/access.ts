import { findBlockById, type BlockRecord } from '@annuaire/projections';
import { hasPermission } from '@annuaire/shared';
import type { Actor } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError, notFound } from '../api/errors';

/**
 * Admins see and edit every block; an advertiser only their own (docs/product.md §6). VIEW_ALL_USERS is what sets
 * an admin apart from an advertiser among the roles holding CAMPAIGNS.
 */
export const seesAllBlocks = (actor: Actor) => hasPermission(actor.role, 'VIEW_ALL_USERS');

/** docs/product.md §6, §8: a 403 on someone else's block answers a message the site shows as information. */
export const notYourBlock = () =>
  new HttpError(403, 'forbidden', 'This campaign block belongs to another advertiser; you can only manage your own.');

/** The block, if the actor may manage it: 404 when there is none, 403 with the message when it is not theirs. */
export async function requireOwnBlock(
  deps: Pick<ApiDependencies, 'db'>,
  actor: Actor,
  blockId: string,
): Promise<BlockRecord> {
  const block = await findBlockById(deps.db, blockId);
  if (!block) throw notFound('Campaign block not found');
  if (!seesAllBlocks(actor) && block.ownerId !== actor.userId) throw notYourBlock();
  return block;
}
