import type { ProvinceSource } from '../define';

export const alberta: ProvinceSource = {
  id: 'ab',
  label: 'Alberta',
  keyLocale: 'en',
  regions: [
    {
      label: 'Calgary',
      footerLink: true,
      cities: [{ label: 'Calgary', footerLink: true }, 'Airdrie', 'Cochrane', 'Okotoks', 'Chestermere', 'Canmore'],
    },
    {
      label: 'Edmonton',
      footerLink: true,
      cities: [
        { label: 'Edmonton', footerLink: true },
        'St. Albert',
        'Sherwood Park',
        'Spruce Grove',
        'Leduc',
        'Fort Saskatchewan',
      ],
    },
    {
      label: { fr: "Centre de l'Alberta", en: 'Central Alberta' },
      cities: [{ label: 'Red Deer', footerLink: true }, 'Sylvan Lake', 'Lacombe', 'Camrose', 'Wetaskiwin'],
    },
    {
      label: { fr: "Sud de l'Alberta", en: 'Southern Alberta' },
      cities: ['Lethbridge', 'Medicine Hat', 'Brooks'],
    },
    {
      label: { fr: "Nord de l'Alberta", en: 'Northern Alberta' },
      cities: [{ label: 'Fort McMurray', keywords: ['Wood Buffalo'] }, 'Grande Prairie', 'Cold Lake'],
    },
  ],
};
