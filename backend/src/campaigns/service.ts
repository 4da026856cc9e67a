import { randomUUID } from 'node:crypto';
import { findBlockById, findUserById, type BlockRecord } from '@annuaire/projections';
import { hasPermission, mayPerform, type BlockInput, type EventMetadata } from '@annuaire/shared';
import type { Actor } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { badRequest, HttpError, notFound } from '../api/errors';
import { usernamesOf } from '../users/lookup';
import { notYourBlock, requireOwnBlock, seesAllBlocks } from './access';
import { runBlockCommand } from './commands';
import type { CleanPicture } from '../pictures/sanitize';
import type { BlockMedia } from './media';

type Deps = Pick<ApiDependencies, 'db' | 'store' | 'now'>;

/** Campaign pictures live beside members' under their own prefix, served by `/api/blocks/images`. */
export const blockPictureKey = (blockId: string, pictureId: string, extension: string) =>
  `blocks/${blockId}/${pictureId}.${extension}`;

/** A block as the staff routes answer it, with its owner's name. */
export function toBlockDto(block: BlockRecord, ownerUsername: string | null) {
  return {
    _id: block.id,
    ...block,
    ownerUsername,
    pictures: block.pictures.map((picture) => ({ _id: picture.id, ...picture })),
  };
}
export type BlockDto = ReturnType<typeof toBlockDto>;

export async function blockDtos(deps: Pick<Deps, 'db'>, blocks: readonly BlockRecord[]): Promise<BlockDto[]> {
  const names = await usernamesOf(
    deps.db,
    blocks.map((block) => block.ownerId),
  );
  return blocks.map((block) => toBlockDto(block, names.get(block.ownerId) ?? null));
}

async function answer(deps: Deps, blockId: string): Promise<BlockDto> {
  const block = await findBlockById(deps.db, blockId);
  if (!block) throw notFound('Campaign block not found');
  return (await blockDtos(deps, [block]))[0]!;
}

/**
 * Whose block a new one is: an advertiser's own; an admin may name any live member allowed campaigns
 * (CAMPAIGNS), and owns it themselves otherwise.
 */
async function ownerFor(deps: Deps, actor: Actor, ownerId: string | undefined): Promise<string> {
  if (!ownerId || ownerId === actor.userId) return actor.userId;
  if (!seesAllBlocks(actor)) throw notYourBlock();
  const owner = await findUserById(deps.db, ownerId);
  if (!owner || owner.status !== 'active' || !hasPermission(owner.state.role, 'CAMPAIGNS')) {
    throw badRequest('ownerId must be an advertiser (or an admin)', [
      { path: 'body.ownerId', message: 'not an advertiser' },
    ]);
  }
  return ownerId;
}

/** The weight a block has before anyone set it (shared `BlockTargeting`). */
const DEFAULT_WEIGHT = 1;

/**
 * docs/product.md §6 choosing a block: the weight is the operator's lever. Staff with `setBlockWeight` set it;
 * anyone else may only send it back unchanged (react-admin's form sends the whole record), else a 403 saying so.
 */
function requireWeightRight(actor: Actor, weight: number, current: number): void {
  if (weight === current || mayPerform(actor.role, 'setBlockWeight')) return;
  throw new HttpError(
    403,
    'block_weight_forbidden',
    `A block's weight is set by the site's staff; keep ${current} or ask them to change it.`,
  );
}

export async function createBlock(
  deps: Deps,
  actor: Actor,
  input: BlockInput & { ownerId?: string | undefined },
  metadata: EventMetadata,
): Promise<BlockDto> {
  const { ownerId, ...fields } = input;
  const blockId = randomUUID();
  requireWeightRight(actor, fields.weight, DEFAULT_WEIGHT);
  const owner = await ownerFor(deps, actor, ownerId);
  await runBlockCommand(deps, blockId, { type: 'Create', blockId, ownerId: owner, fields }, metadata);
  return answer(deps, blockId);
}

export async function editBlock(
  deps: Deps,
  actor: Actor,
  blockId: string,
  input: Omit<BlockInput, 'weight'> & { weight?: number | undefined },
  metadata: EventMetadata,
) {
  const current = await requireOwnBlock(deps, actor, blockId);
  // A whole block sent without its weight keeps the weight it has.
  const fields = { ...input, weight: input.weight ?? current.weight };
  requireWeightRight(actor, fields.weight, current.weight);
  await runBlockCommand(deps, blockId, { type: 'Edit', fields }, metadata);
  return answer(deps, blockId);
}

/** Deletes the block and then its files; answers the block as it was (react-admin's delete reads it). */
export async function deleteBlock(
  deps: Deps,
  media: BlockMedia,
  actor: Actor,
  blockId: string,
  metadata: EventMetadata,
): Promise<BlockDto> {
  const block = await requireOwnBlock(deps, actor, blockId);
  const [dto] = await blockDtos(deps, [block]);
  await runBlockCommand(deps, blockId, { type: 'Delete' }, metadata);
  // Only after the deletion is recorded: a refused command must not lose the files.
  await Promise.all(block.pictures.map((picture) => forget(media, picture.url)));
  return dto!;
}

/** Records a stored upload on the block; the caller removes the file if this refuses (limit reached). */
export async function addBlockPicture(
  deps: Deps,
  blockId: string,
  pictureId: string,
  key: string,
  clean: Pick<CleanPicture, 'width' | 'height'>,
  metadata: EventMetadata,
): Promise<BlockDto> {
  const { width, height } = clean;
  await runBlockCommand(deps, blockId, { type: 'AddPicture', pictureId, url: key, width, height }, metadata);
  return answer(deps, blockId);
}

export async function removeBlockPicture(
  deps: Deps,
  media: BlockMedia,
  actor: Actor,
  blockId: string,
  pictureId: string,
  metadata: EventMetadata,
): Promise<BlockDto> {
  const block = await requireOwnBlock(deps, actor, blockId);
  const picture = block.pictures.find((candidate) => candidate.id === pictureId);
  await runBlockCommand(deps, blockId, { type: 'RemovePicture', pictureId }, metadata);
  if (picture) await forget(media, picture.url);
  return answer(deps, blockId);
}

export const newPictureId = () => randomUUID();

/** A removed picture's file and its resized variants. */
const forget = (media: BlockMedia, key: string) => Promise.all([media.storage.delete(key), media.variants.forget(key)]);
