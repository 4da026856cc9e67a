import {
  citiesOf,
  PROVINCES,
  regionsOf,
  servesRegion,
  VARIANTS,
  type ProfileLocation,
  type SiteVariant,
} from '@annuaire/shared';
import type { Random } from './random';

/** Approximate provincial populations (millions, 2024): where advertisers live, roughly. */
const PROVINCE_POPULATION: Readonly<Record<string, number>> = {
  ontario: 15.6,
  quebec: 9.0,
  'british-columbia': 5.6,
  alberta: 4.8,
  manitoba: 1.5,
  saskatchewan: 1.2,
  'nova-scotia': 1.1,
  'new-brunswick': 0.85,
  'newfoundland-and-labrador': 0.54,
  'prince-edward-island': 0.18,
};

/**
 * Big-city regions (the site's quick filters, largest first) draw most profiles, the largest most of all (Montréal
 * on the Quebec site: the home opens there, docs/product.md §2); within a region, its first cities do.
 */
const QUICK_FILTER_WEIGHTS = [24, 10, 8, 7, 6];
const REGION_WEIGHT = { quickFilter: 6, footerLink: 3, other: 1 } as const;
const CITY_WEIGHTS = [6, 3, 2];

/** Weighted places for a variant's population: Quebec only for QC, the whole country for CA. */
export function placeTable(variant: SiteVariant): (readonly [ProfileLocation, number])[] {
  const table: (readonly [ProfileLocation, number])[] = [];
  for (const province of PROVINCES) {
    const regions = regionsOf(province.key).filter((region) => servesRegion(variant, region));
    if (regions.length === 0) continue;
    const quick = VARIANTS[variant].quickFilters;
    const weights = regions.map((region) => {
      const rank = quick.indexOf(region.key);
      if (rank !== -1) return QUICK_FILTER_WEIGHTS[rank] ?? REGION_WEIGHT.quickFilter;
      return region.footerLink ? REGION_WEIGHT.footerLink : REGION_WEIGHT.other;
    });
    const regionTotal = weights.reduce((sum, weight) => sum + weight, 0);
    const provinceWeight = PROVINCE_POPULATION[province.key] ?? 0.1;
    regions.forEach((region, index) => {
      const regionWeight = (provinceWeight * weights[index]!) / regionTotal;
      const cities = citiesOf(region.key);
      if (region.standalone || cities.length === 0) {
        table.push([{ region: region.key, city: null }, regionWeight]);
        return;
      }
      const cityWeights = cities.map((_, i) => CITY_WEIGHTS[i] ?? 1);
      const cityTotal = cityWeights.reduce((sum, weight) => sum + weight, 0);
      cities.forEach((city, i) =>
        table.push([{ region: region.key, city: city.key }, (regionWeight * cityWeights[i]!) / cityTotal]),
      );
    });
  }
  return table;
}

/** A second place near the first: another city of the same region, when it has one. */
export function secondPlace(random: Random, first: ProfileLocation): ProfileLocation | null {
  const others = citiesOf(first.region).filter((city) => city.key !== first.city);
  return others.length === 0 ? null : { region: first.region, city: random.pick(others).key };
}
