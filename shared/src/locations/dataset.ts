import { defineProvince } from './define';
import { alberta } from './data/alberta';
import { britishColumbia } from './data/british-columbia';
import { manitoba } from './data/manitoba';
import { newBrunswick } from './data/new-brunswick';
import { newfoundlandAndLabrador } from './data/newfoundland-and-labrador';
import { novaScotia } from './data/nova-scotia';
import { ontario } from './data/ontario';
import { princeEdwardIsland } from './data/prince-edward-island';
import { quebec } from './data/quebec';
import { saskatchewan } from './data/saskatchewan';
import { VARIANTS } from '../variants';
import type { City, Province, Region, SiteVariant } from './types';

/** Provinces in the order the sites list them (docs/product.md §2). */
const DATA = [
  quebec,
  ontario,
  manitoba,
  newBrunswick,
  newfoundlandAndLabrador,
  alberta,
  novaScotia,
  saskatchewan,
  britishColumbia,
  princeEdwardIsland,
].map(defineProvince);

export const PROVINCES: readonly Province[] = DATA.map((entry) => entry.province);
/** Every region, grouped by province in `PROVINCES` order. */
export const REGIONS: readonly Region[] = DATA.flatMap((entry) => entry.regions);
/** Every city, grouped by region in `REGIONS` order, most important first within a region. */
export const CITIES: readonly City[] = DATA.flatMap((entry) => entry.cities);

const provinceByKey = new Map(PROVINCES.map((province) => [province.key, province]));
const regionByKey = new Map(REGIONS.map((region) => [region.key, region]));
const regionsByProvince = groupBy(REGIONS, (region) => region.province);
const citiesByRegion = groupBy(CITIES, (city) => city.region);

/** The QC site covers Quebec only (Ottawa is reached through the sister site); the CA site covers all. */
const VARIANT_PROVINCES: Readonly<Record<SiteVariant, readonly Province[]>> = {
  QC: PROVINCES.filter((province) => province.key === 'quebec'),
  CA: PROVINCES,
};

export function findProvince(key: string): Province | undefined {
  return provinceByKey.get(key);
}

/**
 * A region by key. Region keys are unique country-wide (listing URLs carry no province), so the province is
 * optional; when given, a region of another province is not found.
 */
export function findRegion(provinceKey: string | undefined, regionKey: string): Region | undefined {
  const region = regionByKey.get(regionKey);
  return region && (provinceKey === undefined || region.province === provinceKey) ? region : undefined;
}

export function findCity(regionKey: string, cityKey: string): City | undefined {
  return citiesOf(regionKey).find((city) => city.key === cityKey);
}

/** A province's regions in display order; empty for an unknown province. */
export function regionsOf(provinceKey: string): readonly Region[] {
  return regionsByProvince.get(provinceKey) ?? [];
}

/** A region's cities, most important first; empty for a standalone or unknown region. */
export function citiesOf(regionKey: string): readonly City[] {
  return citiesByRegion.get(regionKey) ?? [];
}

/** The provinces a site serves. */
export function provincesOf(variant: SiteVariant): readonly Province[] {
  return VARIANT_PROVINCES[variant];
}

/** Whether a site serves a region's listings. */
export function servesRegion(variant: SiteVariant, region: Region): boolean {
  return provincesOf(variant).some((province) => province.key === region.province);
}

/**
 * The quick-filter regions a site offers, its busiest first (`VARIANTS[…].quickFilters`): on QC Montréal,
 * Capitale-Nationale, Laval, Montérégie, Laurentides (docs/product.md §2); on CA Canada's largest metropolitan areas,
 * Greater Toronto Area first. Only regions the site serves.
 */
export function quickFilters(variant: SiteVariant): readonly Region[] {
  return VARIANTS[variant].quickFilters.flatMap((key) => {
    const region = regionByKey.get(key);
    return region && servesRegion(variant, region) ? [region] : [];
  });
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): ReadonlyMap<string, readonly T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
