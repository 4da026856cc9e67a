import { toLocationKey } from './location-key';

export interface QuickRegion {
  key: string;
  label: string;
  shortName: string;
  province: 'quebec' | 'ontario';
  /** Listed in the footer's popular searches. */
  footerLink: boolean;
}

function region(label: string, shortName: string, province: QuickRegion['province'], footerLink: boolean): QuickRegion {
  return { key: toLocationKey(label), label, shortName, province, footerLink };
}

/**
 * The quick-filter regions of SPEC §2. A static list until the locations API exists; it then becomes the
 * regions flagged quickFilter / footerLink.
 */
export const QUICK_REGIONS: readonly QuickRegion[] = [
  region('Montréal', 'Montréal', 'quebec', true),
  region('Capitale-Nationale', 'Québec', 'quebec', true),
  region('Laval', 'Laval', 'quebec', true),
  region('Montérégie', 'Montérégie', 'quebec', false),
  region('Laurentides', 'Laurentides', 'quebec', false),
  region('Greater Toronto Area', 'Toronto', 'ontario', true),
];
