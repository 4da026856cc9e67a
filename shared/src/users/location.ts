import { z } from 'zod';
import { findCity, findRegion } from '../locations/dataset';

/**
 * Where a profile advertises: a region and, unless the region is standalone, one of its cities (docs/product.md §2
 * location pickers). Keys, as in listing URLs; only places of the dataset are accepted.
 */
export const ProfileLocation = z
  .object({ region: z.string().min(1).max(80), city: z.string().min(1).max(80).nullable() })
  .strict()
  .superRefine((location, ctx) => {
    const region = findRegion(undefined, location.region);
    if (!region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'unknown region' });
      return;
    }
    if (region.standalone && location.city !== null) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'this region has no cities' });
    } else if (!region.standalone && (location.city === null || !findCity(region.key, location.city))) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: 'unknown city for this region' });
    }
  });
export type ProfileLocation = z.infer<typeof ProfileLocation>;

/** The listing places a profile appears in: its city page and its region page, for each location. */
export function listingPlacesOf(locations: readonly (ProfileLocation | null)[]): {
  regions: string[];
  cities: string[];
} {
  const regions = new Set<string>();
  const cities = new Set<string>();
  for (const location of locations) {
    if (!location) continue;
    regions.add(location.region);
    if (location.city) cities.add(`${location.region}/${location.city}`);
  }
  return { regions: [...regions], cities: [...cities] };
}
