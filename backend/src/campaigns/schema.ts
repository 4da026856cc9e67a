import { z } from 'zod';
import { AD_LAYOUTS, AD_PLACEMENTS, BlockInput, PictureId, STATISTICS_RANGES } from '@annuaire/shared';
import { resourceQuery } from '../api/simpleRest';

const OwnerId = z.string().min(1).max(64);

/** Create: the block's fields, and for admins the advertiser it is for. */
export const CreateBlockBody = BlockInput.extend({ ownerId: OwnerId.optional() }).strict();

/**
 * react-admin's PUT sends the whole record back (id, owner, pictures...); only the editable fields are kept. A
 * weight left out keeps the block's own (service.ts: only staff change it), rather than falling back to 1.
 */
export const BlockUpdate = z.object({
  ...BlockInput.shape,
  weight: BlockInput.shape.weight.removeDefault().optional(),
});

/** `PATCH /api/blocks/{id}` (docs/product.md §7): any of the fields, merged with the block then checked whole. */
export const BlockPatch = z
  .object({
    href: z.string(),
    body: z.string(),
    layoutName: z.string(),
    active: z.boolean(),
    weight: z.number(),
    regions: z.array(z.string()),
    categories: z.array(z.string()),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');

export const CampaignsQuery = resourceQuery(['createdAt', 'updatedAt', 'layoutName', 'href', 'active'], {
  ownerId: OwnerId,
  placement: z.enum(AD_PLACEMENTS),
  layoutName: z.enum(AD_LAYOUTS),
  active: z.boolean(),
});

/** The site asks for the active blocks of one placement or layout. */
export const PublicBlocksQuery = z
  .object({ placement: z.enum(AD_PLACEMENTS), layoutName: z.enum(AD_LAYOUTS) })
  .partial()
  .strict();

export const BlockPictureParams = z.object({ id: z.string().min(1).max(64), pictureId: PictureId });

/** `GET /api/blocks/images?url=blocks/{blockId}/{pictureId}.{ext}&w=&q=`. */
export const BlockImageQuery = z.object({
  url: z
    .string()
    .regex(/^blocks\/[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.(?:jpg|png|webp|avif)$/, 'a block picture key'),
  w: z.coerce.number().int().positive().max(10_000).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
});

/** `GET /api/admin/campaigns/statistics?range=14d[&blockId=]`: impressions and clicks by day or month. */
export const CampaignStatisticsQuery = z
  .object({ range: z.enum(STATISTICS_RANGES).default('14d'), blockId: z.string().min(1).max(64).optional() })
  .strict();
