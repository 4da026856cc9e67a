import { describe, expect, it } from 'vitest';
import {
  CITIES,
  citiesOf,
  findCity,
  findProvince,
  findRegion,
  PROVINCES,
  provincesOf,
  quickFilters,
  REGIONS,
  regionsOf,
  servesRegion,
} from './dataset';
import { locationKey } from './keys';
import type { SiteVariant } from './types';
import { VARIANTS } from '../variants';

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('locations dataset: integrity', () => {
  it('has unique keys at every level, and region keys unique country-wide since URLs carry no province', () => {
    expect(duplicates(PROVINCES.map((province) => province.key))).toEqual([]);
    for (const province of PROVINCES) expect(duplicates(regionsOf(province.key).map((r) => r.key))).toEqual([]);
    expect(duplicates(REGIONS.map((region) => region.key))).toEqual([]);
    for (const region of REGIONS) expect(duplicates(citiesOf(region.key).map((city) => city.key))).toEqual([]);
  });

  it('has ids unique across the whole dataset', () => {
    expect(duplicates([...PROVINCES, ...REGIONS, ...CITIES].map((place) => place.id))).toEqual([]);
  });

  it('links every region to an existing province and every city to an existing region', () => {
    for (const region of REGIONS) expect(findProvince(region.province), region.id).toBeDefined();
    for (const city of CITIES) expect(findRegion(undefined, city.region), city.id).toBeDefined();
  });

  it('builds every key from the label in the local language: French in Quebec, English elsewhere', () => {
    for (const province of PROVINCES) {
      const locale = province.key === 'quebec' ? 'fr' : 'en';
      expect(province.key).toBe(locationKey(province.label[locale]));
      for (const region of regionsOf(province.key)) {
        expect(region.key).toBe(locationKey(region.label[locale]));
        for (const city of citiesOf(region.key)) expect(city.key).toBe(locationKey(city.label[locale]));
      }
    }
  });

  it('keeps keys URL-safe and labels filled in both languages', () => {
    for (const place of [...PROVINCES, ...REGIONS, ...CITIES]) {
      expect(place.key, place.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(place.label.fr.trim(), place.id).not.toBe('');
      expect(place.label.en.trim(), place.id).not.toBe('');
    }
  });

  it("names a region's first three cities as its popular cities", () => {
    for (const region of REGIONS) {
      expect(region.popularCities, region.id).toEqual(
        citiesOf(region.key)
          .slice(0, 3)
          .map((city) => city.key),
      );
    }
    expect(findRegion('quebec', 'capitale-nationale')?.popularCities).toEqual([
      'quebec',
      'lancienne-lorette',
      'saint-augustin-de-desmaures',
    ]);
  });

  it('marks exactly the regions without cities as standalone, Laval among them', () => {
    for (const region of REGIONS) expect(region.standalone, region.id).toBe(citiesOf(region.key).length === 0);
    expect(findRegion('quebec', 'laval')).toMatchObject({ standalone: true, popularCities: [] });
  });
});

describe('locations dataset: docs/product.md §2 geography', () => {
  it('lists the ten provinces, with French names where they differ', () => {
    expect(PROVINCES.map((province) => province.label.fr)).toEqual([
      'Québec',
      'Ontario',
      'Manitoba',
      'Nouveau-Brunswick',
      'Terre-Neuve-et-Labrador',
      'Alberta',
      'Nouvelle-Écosse',
      'Saskatchewan',
      'Colombie-Britannique',
      'Île-du-Prince-Édouard',
    ]);
    expect(findProvince('british-columbia')?.label.en).toBe('British Columbia');
  });

  it("gives Quebec its 17 administrative regions with their cities' French and English names", () => {
    expect(regionsOf('quebec')).toHaveLength(17);
    expect(regionsOf('quebec')[1]?.label.fr).toBe('Saguenay–Lac-Saint-Jean');
    expect(findRegion('quebec', 'capitale-nationale')?.shortName).toEqual({ fr: 'Québec', en: 'Quebec City' });
    expect(findCity('capitale-nationale', 'quebec')?.label).toEqual({ fr: 'Québec', en: 'Quebec City' });
    expect(findCity('outaouais', 'gatineau')?.keywords).toContain('Hull');
  });

  it('splits New Brunswick into exactly 5 regions', () => {
    expect(regionsOf('new-brunswick').map((region) => region.label.fr)).toEqual([
      'Fredericton',
      'Moncton',
      'Saint John',
      'Nord du Nouveau-Brunswick',
      'Est du Nouveau-Brunswick',
    ]);
  });

  it('gives Newfoundland and Labrador and Manitoba the regions docs/product.md §2 names', () => {
    expect(regionsOf('newfoundland-and-labrador').map((region) => region.label.en)).toEqual([
      "St. John's",
      'Central Newfoundland',
      'Corner Brook',
      'Labrador',
    ]);
    expect(findRegion('newfoundland-and-labrador', 'st-johns')?.footerLink).toBe(true);
    expect(citiesOf('central-newfoundland').map((city) => city.label.en)).toEqual(['Grand Falls-Windsor', 'Gander']);
    expect(regionsOf('manitoba').map((region) => region.key)).toEqual(['winnipeg', 'brandon']);
  });

  it('finds a region only in its own province when a province is given', () => {
    expect(findRegion(undefined, 'ottawa')?.province).toBe('ontario');
    expect(findRegion('quebec', 'ottawa')).toBeUndefined();
    expect(findCity('montreal', 'ville-marie')?.id).toBe('qc-montreal-ville-marie');
    expect(findCity('abitibi-temiscamingue', 'ville-marie')?.id).toBe('qc-abitibi-temiscamingue-ville-marie');
    expect(findCity('laval', 'laval')).toBeUndefined();
    expect(regionsOf('atlantis')).toEqual([]);
  });
});

describe('quick filters and site coverage', () => {
  it('offers on the Quebec site Montréal, Capitale-Nationale, Laval, Montérégie, Laurentides, in that order', () => {
    expect(quickFilters('QC').map((region) => region.key)).toEqual([
      'montreal',
      'capitale-nationale',
      'laval',
      'monteregie',
      'laurentides',
    ]);
  });

  it("offers on the Canada-wide site the country's busiest places, Toronto first, not Quebec's regions", () => {
    const regions = quickFilters('CA');
    expect(regions.map((region) => region.shortName?.en ?? region.label.en)).toEqual([
      'Toronto',
      'Montréal',
      'Vancouver',
      'Calgary',
      'Edmonton',
      'Ottawa',
      'Winnipeg',
    ]);
    expect(new Set(regions.map((region) => region.province)).size).toBeGreaterThanOrEqual(5);
    expect(regions.filter((region) => region.province === 'quebec')).toHaveLength(1);
  });

  it("names in each site's lists only regions that site serves", () => {
    for (const [variant, settings] of Object.entries(VARIANTS) as [SiteVariant, (typeof VARIANTS)[SiteVariant]][]) {
      for (const key of [...settings.quickFilters, ...settings.popularRegions]) {
        const region = findRegion(undefined, key);
        expect(region && servesRegion(variant, region), `${variant} ${key}`).toBe(true);
      }
      expect(quickFilters(variant)).toHaveLength(settings.quickFilters.length);
    }
  });

  it('flags as quick filters exactly the regions some site offers', () => {
    const offered = new Set([...quickFilters('QC'), ...quickFilters('CA')].map((region) => region.key));
    expect(
      REGIONS.filter((region) => region.quickFilter)
        .map((region) => region.key)
        .sort(),
    ).toEqual([...offered].sort());
  });

  it('serves Quebec only on the Quebec site and every province on the Canada-wide one', () => {
    expect(provincesOf('QC').map((province) => province.key)).toEqual(['quebec']);
    expect(provincesOf('CA')).toHaveLength(10);
  });
});
