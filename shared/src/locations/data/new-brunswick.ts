import type { ProvinceSource } from '../define';

/** New Brunswick has exactly five regions (docs/product.md §2). */
export const newBrunswick: ProvinceSource = {
  id: 'nb',
  label: { fr: 'Nouveau-Brunswick', en: 'New Brunswick' },
  keyLocale: 'en',
  regions: [
    { label: 'Fredericton', footerLink: true, cities: [{ label: 'Fredericton', footerLink: true }, 'Oromocto'] },
    {
      label: 'Moncton',
      footerLink: true,
      cities: [{ label: 'Moncton', footerLink: true }, 'Dieppe', 'Riverview', 'Shediac'],
    },
    {
      label: 'Saint John',
      footerLink: true,
      cities: [{ label: 'Saint John', footerLink: true }, 'Quispamsis', 'Rothesay', 'Grand Bay-Westfield'],
    },
    {
      label: { fr: 'Nord du Nouveau-Brunswick', en: 'Northern New Brunswick' },
      cities: [
        'Bathurst',
        'Edmundston',
        'Campbellton',
        { label: { fr: 'Grand-Sault', en: 'Grand Falls' } },
        'Caraquet',
        'Tracadie',
        'Shippagan',
      ],
    },
    {
      label: { fr: 'Est du Nouveau-Brunswick', en: 'Eastern New Brunswick' },
      cities: ['Miramichi', 'Sackville', 'Bouctouche', 'Richibucto'],
    },
  ],
};
