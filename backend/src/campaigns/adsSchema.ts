import { z } from 'zod';
import { AD_PLACEMENTS, AD_SPOTS, LISTING_CATEGORIES } from '@annuaire/shared';
import { AD_TOKEN_MAX } from './adTokens';

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

/** An ad token as `GET /api/ads` signs it (adTokens.ts); its contents are checked by the signature, not here. */
const Token = z.string().min(1).max(AD_TOKEN_MAX);

/**
 * `POST /api/ads/impressions`: the tokens of the blocks one page showed, batched by the browser. The token says
 * which block and placement: nothing else the request says about them is read (docs/product.md §6).
 */
export const ImpressionsBody = z.object({ tokens: z.array(Token).min(1).max(24) }).strict();

/**
 * `GET /go/{id}?t={token}`: a block's id, or `menu-1` to `menu-3` for the partner links. `p` and `v` are what
 * links carried before tokens (a page left open across a deploy): accepted so the visitor still gets through,
 * never read.
 */
export const GoParams = z.object({ id: z.string().min(1).max(64) });
export const GoQuery = z
  .object({ t: Token.optional(), p: z.enum(AD_SPOTS).optional(), v: z.string().max(64).optional() })
  .strict();
