import { z } from 'zod';
import { REGIONS } from '../locations/dataset';
import { LISTING_CATEGORIES } from '../locations/types';

/**
 * The parameters a saved query may declare (docs/product.md §2 "Staff tools", analytics): a period of Toronto days,
 * both included, a region (none: every region) and a listing category. The staff form and the server read the same
 * rules from here.
 */
export const SAVED_QUERY_PARAMETERS = ['from', 'to', 'region', 'category'] as const;
export type SavedQueryParameter = (typeof SAVED_QUERY_PARAMETERS)[number];

/** A saved query's id, as its address carries it (`/api/admin/saved-queries/{id}/run`). */
export const SavedQueryId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(64);

const REGION_KEYS = new Set(REGIONS.map((region) => region.key));
/** A region key of the product's places (listing addresses), e.g. `montreal`, `greater-toronto-area`. */
const RegionKey = z.string().refine((key) => REGION_KEYS.has(key), { message: 'must be a region key' });

const Day = z.iso.date();
/** A valid day: the period is compared only once both ends are (zod checks an object's rule despite bad fields). */
const isDay = (value: unknown): value is string => Day.safeParse(value).success;

/** The values of one run: each parameter the query declares, its default filled in when left out. */
export type SavedQueryValues = {
  readonly from?: string;
  readonly to?: string;
  readonly region?: string | null;
  readonly category?: (typeof LISTING_CATEGORIES)[number];
};

/** The period a run covers when it names none (the server's: the last twelve months, this one included). */
export interface SavedQueryDefaults {
  readonly from: string;
  readonly to: string;
}

/**
 * The rule for one saved query's parameters: only those it declares (another is refused), each checked, and a
 * period that does not end before it starts. Left out, `from` and `to` take `defaults`, `region` none (every region)
 * and `category` `all` (every escort, as the listing of that name).
 */
export function savedQueryParametersSchema(
  declared: readonly SavedQueryParameter[],
  defaults: SavedQueryDefaults,
): z.ZodType<SavedQueryValues> {
  const rules = {
    from: Day.default(defaults.from),
    to: Day.default(defaults.to),
    region: RegionKey.nullable().default(null),
    category: z.enum(LISTING_CATEGORIES).default('all'),
  };
  // Only the declared keys: the type says more than the object holds, which the return type corrects.
  const shape = Object.fromEntries(declared.map((name) => [name, rules[name]])) as typeof rules;
  return z
    .object(shape)
    .strict()
    .refine((values) => !isDay(values.from) || !isDay(values.to) || values.from <= values.to, {
      path: ['to'],
      message: 'must not be before from',
    });
}
