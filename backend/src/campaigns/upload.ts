import type { Context } from 'koa';
import { actorOf, metadataOf } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { requireOwnBlock } from './access';
import { receiveBlockPicture, type BlockMedia } from './media';
import { addBlockPicture, blockPictureKey, newPictureId, type BlockDto } from './service';

/** A multipart `file` added to a block the actor may manage; answers the block with its new picture. */
export async function uploadBlockPicture(
  ctx: Context,
  deps: ApiDependencies,
  media: BlockMedia,
  blockId: string,
): Promise<BlockDto> {
  // Ownership before reading the body: someone else's block is refused without storing anything.
  await requireOwnBlock(deps, actorOf(ctx), blockId);
  const pictureId = newPictureId();
  return receiveBlockPicture(
    ctx,
    media,
    (extension) => blockPictureKey(blockId, pictureId, extension),
    (key, clean) => addBlockPicture(deps, blockId, pictureId, key, clean, metadataOf(ctx, deps.now())),
  );
}
