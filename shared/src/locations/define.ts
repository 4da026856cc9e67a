import { VARIANTS } from '../variants';
import { locationKey } from './keys';
import type { City, LabelLocale, LocalizedLabel, NearbyCity, Province, Region } from './types';

/** A label written once when both languages spell the place alike. */
export type LabelSource = string | LocalizedLabel;

/**
 * Keys and ids are derived from labels so the data cannot drift from the §2 rule. Both are published
 * (keys in URLs, ids in stored records): when a label is corrected later, pin the old `key` (the id follows
 * it) or the old `id` so neither changes.
 */
interface PinnedKeys {
  readonly key?: string;
  readonly id?: string;
}

export interface CitySource extends PinnedKeys {
  readonly label: LabelSource;
  readonly keywords?: readonly string[];
  readonly footerLink?: boolean;
}

export interface RegionSource extends PinnedKeys {
  readonly label: LabelSource;
  readonly shortName?: LabelSource;
  readonly footerLink?: boolean;
  readonly nearbyCity?: NearbyCity;
  /** Most important first: the first three are the popular cities. None: the region is standalone. */
  readonly cities: readonly (string | CitySource)[];
}

export interface ProvinceSource {
  /** Short stable id, the prefix of every region and city id in the province. */
  readonly id: string;
  readonly label: LabelSource;
  /**
   * The language keys are built from: the site's default language where the place lies, French in
   * Quebec (the QC site), English elsewhere (the CA site).
   */
  readonly keyLocale: LabelLocale;
  readonly regions: readonly RegionSource[];
}

/** One province with its regions and cities, ready to serve. */
export interface ProvinceData {
  readonly province: Province;
  readonly regions: readonly Region[];
  readonly cities: readonly City[];
}

const POPULAR_CITIES = 3;

/** Regions some site offers as a quick filter; each site lists its own, busiest first (shared/src/variants.ts). */
const QUICK_FILTER_KEYS = new Set(Object.values(VARIANTS).flatMap((settings) => settings.quickFilters));

const localized = (label: LabelSource): LocalizedLabel =>
  typeof label === 'string' ? { fr: label, en: label } : label;

/** Expands the compact source form of a province into the docs/product.md §3 records. */
export function defineProvince(source: ProvinceSource): ProvinceData {
  const keyOf = (pinned: PinnedKeys, label: LocalizedLabel) => pinned.key ?? locationKey(label[source.keyLocale]);
  const provinceLabel = localized(source.label);
  const province: Province = {
    key: locationKey(provinceLabel[source.keyLocale]),
    id: source.id,
    label: provinceLabel,
    translationKey: `provinces.${locationKey(provinceLabel.en)}`,
  };
  const regions: Region[] = [];
  const cities: City[] = [];
  for (const regionSource of source.regions) {
    const label = localized(regionSource.label);
    const key = keyOf(regionSource, label);
    const id = regionSource.id ?? `${province.id}-${key}`;
    const regionCities = regionSource.cities.map((entry): City => {
      const city = typeof entry === 'string' ? { label: entry } : entry;
      const cityLabel = localized(city.label);
      const cityKey = keyOf(city, cityLabel);
      return {
        key: cityKey,
        id: city.id ?? `${id}-${cityKey}`,
        label: cityLabel,
        region: key,
        ...(city.keywords ? { keywords: city.keywords } : {}),
        footerLink: city.footerLink ?? false,
      };
    });
    regions.push({
      key,
      id,
      label,
      ...(regionSource.shortName ? { shortName: localized(regionSource.shortName) } : {}),
      quickFilter: QUICK_FILTER_KEYS.has(key),
      footerLink: regionSource.footerLink ?? false,
      standalone: regionCities.length === 0,
      province: province.key,
      popularCities: regionCities.slice(0, POPULAR_CITIES).map((city) => city.key),
      ...(regionSource.nearbyCity ? { nearbyCity: regionSource.nearbyCity } : {}),
    });
    cities.push(...regionCities);
  }
  return { province, regions, cities };
}
