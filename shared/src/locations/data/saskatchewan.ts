import type { ProvinceSource } from '../define';

export const saskatchewan: ProvinceSource = {
  id: 'sk',
  label: 'Saskatchewan',
  keyLocale: 'en',
  regions: [
    {
      label: 'Saskatoon',
      footerLink: true,
      cities: [{ label: 'Saskatoon', footerLink: true }, 'Warman', 'Martensville'],
    },
    { label: 'Regina', footerLink: true, cities: [{ label: 'Regina', footerLink: true }, 'White City', 'Lumsden'] },
    {
      label: { fr: 'Sud de la Saskatchewan', en: 'Southern Saskatchewan' },
      cities: ['Moose Jaw', 'Swift Current', 'Yorkton', 'Estevan', 'Weyburn'],
    },
    {
      label: { fr: 'Nord de la Saskatchewan', en: 'Northern Saskatchewan' },
      cities: ['Prince Albert', 'North Battleford', 'Lloydminster', 'Meadow Lake', 'La Ronge'],
    },
  ],
};
