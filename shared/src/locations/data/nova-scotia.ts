import type { ProvinceSource } from '../define';

export const novaScotia: ProvinceSource = {
  id: 'ns',
  label: { fr: 'Nouvelle-Écosse', en: 'Nova Scotia' },
  keyLocale: 'en',
  regions: [
    {
      label: 'Halifax',
      footerLink: true,
      cities: [{ label: 'Halifax', footerLink: true }, 'Dartmouth', 'Bedford', 'Lower Sackville'],
    },
    {
      label: { fr: 'Cap-Breton', en: 'Cape Breton' },
      cities: [{ label: 'Sydney', footerLink: true }, 'Glace Bay', 'New Waterford', 'Port Hawkesbury'],
    },
    {
      label: { fr: 'Nord de la Nouvelle-Écosse', en: 'Northern Nova Scotia' },
      cities: ['Truro', 'New Glasgow', 'Amherst', 'Antigonish'],
    },
    {
      label: { fr: "Vallée d'Annapolis", en: 'Annapolis Valley' },
      cities: ['Kentville', 'Wolfville', 'New Minas', 'Windsor', 'Digby'],
    },
    {
      /** The Atlantic coast south-west of Halifax, down to Yarmouth. */
      label: { fr: 'Rive-Sud de la Nouvelle-Écosse', en: 'South Shore' },
      cities: ['Bridgewater', 'Yarmouth', 'Lunenburg', 'Liverpool'],
    },
  ],
};
