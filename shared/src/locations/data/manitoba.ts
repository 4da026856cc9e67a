import type { ProvinceSource } from '../define';

/** Manitoba has two regions (docs/product.md §2); Brandon also gathers the west and north of the province. */
export const manitoba: ProvinceSource = {
  id: 'mb',
  label: 'Manitoba',
  keyLocale: 'en',
  regions: [
    {
      label: 'Winnipeg',
      footerLink: true,
      cities: [{ label: 'Winnipeg', footerLink: true }, 'Steinbach', 'Selkirk', 'Portage la Prairie'],
    },
    { label: 'Brandon', cities: ['Brandon', 'Dauphin', 'Thompson', 'The Pas', 'Flin Flon'] },
  ],
};
