import type { ProvinceSource } from '../define';

export const newfoundlandAndLabrador: ProvinceSource = {
  id: 'nl',
  label: { fr: 'Terre-Neuve-et-Labrador', en: 'Newfoundland and Labrador' },
  keyLocale: 'en',
  regions: [
    {
      label: "St. John's",
      footerLink: true,
      cities: [{ label: "St. John's", footerLink: true }, 'Mount Pearl', 'Paradise', 'Conception Bay South'],
    },
    {
      label: { fr: 'Centre de Terre-Neuve', en: 'Central Newfoundland' },
      cities: ['Grand Falls-Windsor', 'Gander'],
    },
    { label: 'Corner Brook', cities: ['Corner Brook', 'Deer Lake', 'Stephenville'] },
    { label: 'Labrador', cities: ['Happy Valley-Goose Bay', 'Labrador City', 'Wabush'] },
  ],
};
