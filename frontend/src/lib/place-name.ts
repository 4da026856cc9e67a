import { citiesOf, type City, type LabelLocale, type Region } from '@annuaire/shared';

/**
 * What chips, headings and links call a region: its short name where it has one (Capitale-Nationale →
 * Québec, Greater Toronto Area → Toronto), in the page's language.
 */
export function regionName(region: Region, locale: LabelLocale): string {
  return (region.shortName ?? region.label)[locale];
}

const namesACity = (region: Region, name: string, locale: LabelLocale) =>
  citiesOf(region.key).some((city) => city.label[locale] === name);

/**
 * What a page title or a "city, region" label calls a region, so it never reads as one of its own cities: the
 * short name unless a city of the region bears it, else the full name (Greater Toronto Area, not the chips'
 * "Toronto"; Capitale-Nationale, not "Québec"). `namesACity` tells when even the full name is a city's (Ottawa,
 * Winnipeg): a title then needs the caller's "and area" wording.
 */
export function regionTitleName(region: Region, locale: LabelLocale): { name: string; namesACity: boolean } {
  const short = region.shortName?.[locale];
  if (short !== undefined && !namesACity(region, short, locale)) return { name: short, namesACity: false };
  const name = region.label[locale];
  return { name, namesACity: namesACity(region, name, locale) };
}

/**
 * "City, Region" as a profile states its place: the region by its own name, never another city's ("Oakville,
 * Greater Toronto Area", not "Oakville, Toronto"); a city that names its region stands alone ("Ottawa").
 */
export function cityInRegion(city: City, region: Region, locale: LabelLocale): string {
  const cityName = city.label[locale];
  const { name } = regionTitleName(region, locale);
  return name === cityName ? cityName : `${cityName}, ${name}`;
}
