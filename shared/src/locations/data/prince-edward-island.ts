import type { ProvinceSource } from '../define';

export const princeEdwardIsland: ProvinceSource = {
  id: 'pe',
  label: { fr: 'Île-du-Prince-Édouard', en: 'Prince Edward Island' },
  keyLocale: 'en',
  regions: [
    {
      label: 'Charlottetown',
      footerLink: true,
      cities: [{ label: 'Charlottetown', footerLink: true }, 'Stratford', 'Cornwall', 'Montague', 'Souris'],
    },
    { label: 'Summerside', cities: ['Summerside', 'Kensington', "O'Leary", 'Alberton'] },
  ],
};
