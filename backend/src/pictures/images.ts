import Router from '@koa/router';
import { IMAGE_QUALITIES, IMAGE_WIDTHS } from '@annuaire/shared';
import { stateOf, type Actor } from '../api/context';
import type { ApiDependencies } from '../api/dependencies';
import { HttpError } from '../api/errors';
import { validate, type ValidatedContext } from '../api/validate';
import { requireActiveUser } from '../users/lookup';
import { encodeVariant } from './decoding';
import { mayManage, parsePictureKey } from './gallery';
import { IMAGE_HEADERS, PUBLIC_CACHE } from './headers';
import { PLACEHOLDER_PATH, placeholderImage } from './placeholders';
import { onBehalfOf, requesterOf } from './owner';
import { ImageQuery } from './schema';
import type { PictureMedia } from './media';
import type { VariantFormat } from './variants';

const DEFAULT_WIDTH = IMAGE_WIDTHS[0];
const DEFAULT_QUALITY = 75;

/** The smallest served width that covers the request, else the largest (docs/product.md §9: 640 or 1200). */
export const snapWidth = (width: number = DEFAULT_WIDTH) =>
  IMAGE_WIDTHS.find((served) => served >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** The nearest served quality (60, 75, 85, 100), the higher one on a tie. */
export const snapQuality = (quality: number = DEFAULT_QUALITY) =>
  IMAGE_QUALITIES.reduce((best, served) => (Math.abs(served - quality) <= Math.abs(best - quality) ? served : best));

/** AVIF when the browser says it decodes it, else WebP, else JPEG which every browser reads. */
export function formatFor(accept: string): VariantFormat {
  const types = accept.toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  return types.includes('image/webp') ? 'webp' : 'jpeg';
}

const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

const notFound = () => new HttpError(404, 'not_found', 'Image not found');

/**
 * Who may see a stored picture: approved gallery pictures are public; pending and declined ones, and
 * verification pictures, only their owner and reviewers. Everyone else gets a 404, as if it did not exist.
 */
async function visibilityOf(deps: ApiDependencies, key: string, viewer: Actor | null): Promise<'public' | 'private'> {
  const parsed = parsePictureKey(key);
  if (!parsed) throw notFound();
  const { state } = await requireActiveUser(deps.db, parsed.userId);
  const owned = mayManage(viewer, parsed.userId);
  if (parsed.verification) {
    if (owned && state.verificationPictures.some((picture) => picture.url === key)) return 'private';
    throw notFound();
  }
  const picture = state.pictures.find((candidate) => candidate.url === key);
  if (picture?.approved) return 'public';
  if (picture && owned) return 'private';
  throw notFound();
}

/**
 * `GET /api/images?url=<storage key>&w=&q=`: the picture resized to a served width and quality, in the
 * best format the browser accepts. The standard variants were made right after upload, so this reads a
 * file; any other (or one the job has not reached yet) is converted once and kept. Placeholders go
 * through it too.
 */
export function imagesRouter(
  deps: ApiDependencies,
  { storage, variants }: Pick<PictureMedia, 'storage' | 'variants'>,
): Router {
  const router = new Router();
  router.get(
    '/api/images',
    validate({ query: ImageQuery }),
    async (ctx: ValidatedContext<{ query: typeof ImageQuery }>) => {
      const { url, w, q } = ctx.state.input.query;
      const placeholder = PLACEHOLDER_PATH.exec(url);
      const key = url.replace(/^\/+/, '');
      const visibility = placeholder ? 'public' : await visibilityOf(deps, key, stateOf(ctx).actor);
      const width = snapWidth(w);
      const quality = snapQuality(q);
      const format = formatFor(ctx.get('accept'));
      // A conversion on request takes the viewer's turn in the decode slots (pictures/owner.ts).
      const body = await variants.get(key, { width, quality, format }, () =>
        onBehalfOf(requesterOf(ctx), async () => {
          const source = placeholder ? placeholderImage(Number(placeholder[1])) : storage.get(key);
          const original = await source;
          if (!original) throw notFound();
          return encodeVariant(original, width, quality, format);
        }),
      );
      ctx.set({
        ...IMAGE_HEADERS,
        // Pictures never change under a key, but only approved ones may sit in shared caches.
        'Cache-Control': visibility === 'public' ? PUBLIC_CACHE : 'private, max-age=300',
        Vary: visibility === 'public' ? 'Accept' : 'Accept, Cookie',
      });
      ctx.type = CONTENT_TYPES[format];
      ctx.body = body;
    },
  );
  return router;
}
