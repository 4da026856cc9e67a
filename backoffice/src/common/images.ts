/**
 * A member's stored picture through the API's image route (docs/api.md), resized: 640 for previews and
 * avatars, the moderation size of docs/product.md §9.
 */
export const imageUrl = (key: string, width: 640 | 1200 = 640) =>
  `/api/images?url=${encodeURIComponent(key)}&w=${width}&q=75`;

/** A campaign block's picture, served by the campaigns route (docs/api.md, Staff tools). */
export const blockPictureUrl = (key: string) => `/api/blocks/images?url=${encodeURIComponent(key)}&w=640&q=75`;
