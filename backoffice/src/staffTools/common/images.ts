/** A member's stored picture through the API's image route, at the moderation preview size (SPEC §9). */
export const pictureUrl = (key: string) => `/api/images?url=${encodeURIComponent(key)}&w=640&q=75`;

/** A campaign block's picture, served by the campaigns route (docs/api.md, Staff tools). */
export const blockPictureUrl = (key: string) => `/api/blocks/images?url=${encodeURIComponent(key)}&w=640&q=75`;
