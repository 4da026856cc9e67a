import { z } from 'zod';
import { GENDERS, LISTING_CATEGORIES } from '@annuaire/shared';

/** `a,b,c` → a list of allowed values; an unknown value is a 400 naming it. */
const commaList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .max(200)
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)));

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/users`: a public listing, a search (`q`), or a staff list (role, moderation modes). */
export const ListingQuery = z
  .object({
    category: z.enum(LISTING_CATEGORIES).optional(),
    region: z.string().min(1).max(80).optional(),
    city: z.string().min(1).max(80).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    gender: commaList(GENDERS).optional(),
    travel: commaList(['incall', 'outcall', 'virtual']).optional(),
    contact: commaList(['phone', 'email', 'messaging']).optional(),
    /** Narrowing choices (docs/product.md §2): available now, verified, VIP. */
    only: commaList(['available', 'verified', 'vip']).optional(),
    /** The order (docs/product.md §2): rank when absent. */
    sort: z.enum(['rank', 'active', 'newest']).optional(),
    chunk: z.string().max(200).optional(),
    q: z.string().max(100).optional(),
    role: z.enum(['client', 'escort', 'advertiser', 'moderator', 'admin']).optional(),
    moderationMode: flag.optional(),
    pictureModeration: flag.optional(),
    unpaginated: flag.optional(),
  })
  .strict();

/** Search runs only for trimmed terms longer than 2 characters (docs/product.md §5). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_LIMIT = 20;
/** "Show more" in the overlay asks for the first `page` × 20 profiles, up to 100 (docs/product.md §2 search). */
export const SEARCH_MAX_PAGES = 5;

export const SearchQuery = z
  .object({
    q: z.string().max(100),
    role: z.enum(['escort']).optional(),
    page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGES).default(1),
  })
  .strict();

export const ProfileParams = z.object({ id: z.string().min(1).max(64) });

export const PAGE_SIZE = 24;
