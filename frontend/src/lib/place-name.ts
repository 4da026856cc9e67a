import type { LabelLocale, Region } from '@annuaire/shared';

/**
 * What chips, headings and links call a region: its short name where it has one (Capitale-Nationale →
 * Québec, Greater Toronto Area → Toronto), in the page's language.
 */
export function regionName(region: Region, locale: LabelLocale): string {
  return (region.shortName ?? region.label)[locale];
}
