/**
 * Why an impression or a click was not counted (docs/product.md §6 counting ads), tallied per block, day and
 * reason for admins; advertisers see only what counted.
 */
export const AD_REFUSAL_REASONS = [
  /** A click through `/go/{id}` without a token (an old link, a typed address, a script). */
  'no_token',
  /** A token the server did not sign, or signed for another block. */
  'invalid_token',
  /** A token past its half hour. */
  'expired',
  /** A token already counted (for a server-rendered page's draw: already counted from this address). */
  'replayed',
  /** The same token twice in one report. */
  'duplicate',
  /** Past the per-address limit. */
  'rate_limited',
  /** A crawler (by its user agent) or a prefetch. */
  'bot',
  /** The block is switched off, deleted or no longer fills the placement; an unset partner link. */
  'not_showing',
] as const;
export type AdRefusalReason = (typeof AD_REFUSAL_REASONS)[number];

export const AD_COUNT_KINDS = ['impression', 'click'] as const;
export type AdCountKind = (typeof AD_COUNT_KINDS)[number];

/** The refusal tallies' block for tokens that name no block the server can trust (forged ones). */
export const UNKNOWN_AD_BLOCK = '';
