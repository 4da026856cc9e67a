import { findCity, findRegion, type LabelLocale } from '@annuaire/shared';
import type { CardLocation } from './user-card';
import { regionName } from './place-name';

/** Where a card says the profile is: its city, else its region by its short name, in the page's language. */
export function cardPlaceName(location: CardLocation | null | undefined, locale: LabelLocale): string | null {
  if (!location) return null;
  const city = location.city ? findCity(location.region, location.city) : undefined;
  if (city) return city.label[locale];
  const region = findRegion(undefined, location.region);
  return region ? regionName(region, locale) : null;
}
