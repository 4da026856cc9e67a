import { findCity, findRegion, listingPath, type ListingCategory } from '@annuaire/shared';
import type { Locale } from '@/config/variant';
import { cityInRegion, regionName } from '@/lib/place-name';
import type { CardLocation } from '@/lib/user-card';

/** The listing a profile appears under: libertines, or escorts by gender (as the listings file them). */
export function categoryOf(profile: { role: string; gender: string; libertine: boolean }): ListingCategory {
  if (profile.role !== 'escort') return profile.libertine ? 'libertines' : 'all';
  if (profile.gender === 'woman') return 'female-escorts';
  if (profile.gender === 'man') return 'male-escorts';
  return 'trans-escorts';
}

/** A profile's place as words and a link to its listing; null for a place this site no longer knows. */
export function placeLink(
  location: CardLocation | null | undefined,
  category: ListingCategory,
  locale: Locale,
): { label: string; to: string } | null {
  if (!location) return null;
  const region = findRegion(undefined, location.region);
  if (!region) return null;
  const city = location.city ? findCity(region.key, location.city) : undefined;
  return {
    label: city ? cityInRegion(city, region, locale) : regionName(region, locale),
    to: listingPath({ category, region: region.key, city: city?.key }),
  };
}

/** A calendar date (`2026-12-04`) in the page's language, read as a date rather than a UTC instant. */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** `tel:` wants digits (and a leading +); people write phones with spaces, dots and dashes. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
