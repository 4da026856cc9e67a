import * as z from 'zod/mini';

/** A gallery or profile picture: a storage key for `/api/images`, with its size. */
export const PictureSummary = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type PictureSummary = z.infer<typeof PictureSummary>;

/** Where a profile advertises: region key and, unless the region is standalone, a city key. */
export const CardLocation = z.object({ region: z.string(), city: z.nullable(z.string()) });
export type CardLocation = z.infer<typeof CardLocation>;

/**
 * A directory card (docs/api.md, Directory): what listings, search and favorites show of a profile.
 * Read at the response boundary so a renamed field fails loudly instead of rendering blanks.
 */
export const UserCard = z.object({
  _id: z.string(),
  username: z.string(),
  role: z.string(),
  gender: z.string(),
  libertine: z.boolean(),
  /** Whether VIP is active now (the server compares the expiry with its clock). */
  vip: z.boolean(),
  online: z.nullable(z.string()),
  /** Marked available within the last 12 hours: the green dot. */
  onlineNow: z.boolean(),
  /** "Available later": the time still ahead, as the server saw it when answering (docs/product.md §4). */
  availableFrom: z.nullish(z.string()),
  ghost: z.boolean(),
  headline: z.string(),
  bio: z.string(),
  tags: z.array(z.string()),
  /** Verification approved: the verified badge (older answers may lack it). */
  verified: z.optional(z.boolean()),
  /** Shown only once the profile is verified (docs/product.md §4); absent when the answer does not carry it. */
  age: z.optional(z.number()),
  profilePicture: z.nullable(PictureSummary),
  placeholder: z.string(),
  underReview: z.boolean(),
  isNew: z.boolean(),
  location: z.nullish(CardLocation),
  secondaryLocation: z.nullish(CardLocation),
});
export type UserCard = z.infer<typeof UserCard>;
