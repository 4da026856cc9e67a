import { citiesOf, provincesOf, quickFilters, regionsOf, type Province, type Region } from '@annuaire/shared';
import { variant } from '@/config/variant';

/** The provinces this site serves (one on the Quebec site: no province picker there). */
export const PROVINCES = provincesOf(variant.website);
/** docs/product.md §2 quick filters: the site's busiest regions, offered as shortcuts. */
export const QUICK_FILTERS = quickFilters(variant.website);

/** Where a province's listing starts: its first quick filter, else its first region. */
export function mainRegionOf(province: Province): Region | undefined {
  return QUICK_FILTERS.find((region) => region.province === province.key) ?? regionsOf(province.key)[0];
}

/** A region's cities: the popular ones shown as chips, the rest behind "more cities". */
export function citiesByShare(region: Region) {
  const cities = citiesOf(region.key);
  return {
    cities,
    popular: cities.filter((city) => region.popularCities.includes(city.key)),
    secondary: cities.filter((city) => !region.popularCities.includes(city.key)),
  };
}
