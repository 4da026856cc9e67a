import { z } from 'zod';
import { AD_PLACEMENTS, AD_SPOTS, LISTING_CATEGORIES } from '@annuaire/shared';

/** `GET /api/ads`: blocks for one placement of one page, in its region and category when it has them. */
export const ChooseAdsQuery = z
  .object({
    placement: z.enum(AD_PLACEMENTS),
    count: z.coerce.number().int().min(1).max(12).default(1),
    region: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .optional(),
    category: z.enum(LISTING_CATEGORIES).optional(),
  })
  .strict();

const PageView = z.uuid('a page view id (UUID)');

/** `POST /api/ads/impressions`: the blocks one page view actually showed, batched by the browser. */
export const ImpressionsBody = z
  .object({
    pageView: PageView,
    impressions: z
      .array(z.object({ blockId: z.string().min(1).max(64), placement: z.enum(AD_PLACEMENTS) }).strict())
      .min(1)
      .max(24),
  })
  .strict();

/** `GET /go/{id}?p={placement}&v={pageView}`: a block's id, or `menu-1` to `menu-3` for the partner links. */
export const GoParams = z.object({ id: z.string().min(1).max(64) });
export const GoQuery = z.object({ p: z.enum(AD_SPOTS).optional(), v: PageView.optional() }).strict();
