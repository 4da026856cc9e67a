import type { Context } from 'koa';
import { HttpError } from '../api/errors';
import { sanitizePicture, type CleanPicture } from './sanitize';
import { sniffPictureType } from './sniff';
import { requestLogger } from '../observability/requestLogging';
import type { PictureMedia } from './media';
import { onBehalfOf, requesterOf } from './owner';
import { readUploadedFile } from './upload';

const unsupportedType = () =>
  new HttpError(415, 'unsupported_media_type', 'Pictures are PNG, JPEG, WebP, AVIF or SVG files');

/**
 * Aborts when the client hangs up before its answer is sent, so an upload still waiting for a decode
 * slot is dropped instead of decoded for nobody.
 */
export function clientGone(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) {
      controller.abort(new HttpError(400, 'upload_interrupted', 'The client went away before its picture was read'));
    }
  });
  return controller.signal;
}

/**
 * One picture upload, for members' galleries, verification and campaign blocks alike: reads the multipart
 * field `file`, checks what the bytes really are, re-encodes them without metadata, stores the result
 * under `keyOf(...)` and runs `record` (the command). Every refusal happens before anything is stored,
 * and a refused command removes the stored file again, so a failed upload leaves nothing behind. A
 * recorded picture is queued for its standard variants, so its first view reads a file.
 *
 * Each member has an upload rate, checked before the body is read, and every decode of the upload (and
 * of its variants later) takes the sender's turn in the decode slots (docs/product.md §9, "upload"): one
 * member's burst slows that member, not everyone.
 */
export async function receivePicture<T>(
  ctx: Context,
  media: Pick<PictureMedia, 'storage' | 'prepare' | 'admitUpload'>,
  keyOf: (clean: CleanPicture) => string,
  record: (key: string, clean: CleanPicture) => Promise<T>,
): Promise<{ key: string; recorded: T }> {
  await media.admitUpload(ctx);
  const sender = requesterOf(ctx);
  return onBehalfOf(sender, () => receiveAs(ctx, sender, media, keyOf, record));
}

async function receiveAs<T>(
  ctx: Context,
  sender: string,
  { storage, prepare }: Pick<PictureMedia, 'storage' | 'prepare'>,
  keyOf: (clean: CleanPicture) => string,
  record: (key: string, clean: CleanPicture) => Promise<T>,
): Promise<{ key: string; recorded: T }> {
  const signal = clientGone(ctx);
  const bytes = await readUploadedFile(ctx.req);
  const type = sniffPictureType(bytes);
  if (!type) throw unsupportedType();
  const clean = await sanitizePicture(bytes, type, signal);
  const key = keyOf(clean);
  await storage.put(key, clean.buffer, clean.contentType);
  let recorded: T;
  try {
    recorded = await record(key, clean);
  } catch (error) {
    // Refused (limit reached, already verified): nothing may stay behind in storage.
    await storage.delete(key);
    throw error;
  }
  // The picture is saved: a queue that cannot be written only costs its first view a conversion.
  await prepare(key, sender).catch((error: unknown) =>
    requestLogger(ctx)?.warn({ err: error, key }, 'picture variants not queued; converted on first view instead'),
  );
  return { key, recorded };
}
