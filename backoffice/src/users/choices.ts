import { GENDERS, PROFILE_TAGS, REGIONS, ROLES, servesRegion, VERIFICATION_STATES } from '@annuaire/shared';
import { choicesOf } from '../common/choices';
import { variant, type Locale } from '../config/variant';

/** Choices for react-admin inputs; names are translation keys, translated by the inputs themselves. */
export const ROLE_CHOICES = choicesOf(ROLES, 'annuaire.users.roles');
export const GENDER_CHOICES = choicesOf(GENDERS, 'annuaire.users.genders');
export const VERIFICATION_CHOICES = choicesOf([...VERIFICATION_STATES, 'none'], 'annuaire.users.verification');
export const STATUS_CHOICES = choicesOf(['active', 'merging', 'merged', 'deleted'], 'annuaire.users.statuses');
export const TAG_CHOICES = PROFILE_TAGS.map((tag) => ({ id: tag, name: tag }));

const regionsByLocale = new Map<Locale, Array<{ id: string; name: string }>>();

/** The regions this site serves, named in the interface's language (not translation keys). */
export function regionChoices(locale: string) {
  const label = locale === 'fr' || locale === 'en' ? locale : variant.defaultLocale;
  let choices = regionsByLocale.get(label);
  if (!choices) {
    choices = REGIONS.filter((region) => servesRegion(variant.website, region))
      .map((region) => ({ id: region.key, name: region.label[label] }))
      .sort((a, b) => a.name.localeCompare(b.name, label));
    regionsByLocale.set(label, choices);
  }
  return choices;
}

/** A region's name in the interface's language, or its key when unknown. */
export function regionName(key: string | null | undefined, locale: string): string {
  if (!key) return '';
  return regionChoices(locale).find((choice) => choice.id === key)?.name ?? key;
}
