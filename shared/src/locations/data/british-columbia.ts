import type { ProvinceSource } from '../define';

export const britishColumbia: ProvinceSource = {
  id: 'bc',
  label: { fr: 'Colombie-Britannique', en: 'British Columbia' },
  keyLocale: 'en',
  regions: [
    {
      label: { fr: 'Grand Vancouver', en: 'Metro Vancouver' },
      shortName: 'Vancouver',
      footerLink: true,
      cities: [
        { label: 'Vancouver', keywords: ['Downtown', 'Centre-ville', 'Kitsilano', 'Yaletown'], footerLink: true },
        { label: 'Surrey', footerLink: true },
        'Burnaby',
        'Richmond',
        'Coquitlam',
        { label: 'North Vancouver', keywords: ['North Van'] },
        'West Vancouver',
        'New Westminster',
        'Port Coquitlam',
        'Langley',
        'Delta',
        'Maple Ridge',
      ],
    },
    {
      label: { fr: 'Île de Vancouver', en: 'Vancouver Island' },
      footerLink: true,
      cities: [
        { label: 'Victoria', footerLink: true },
        'Nanaimo',
        'Saanich',
        'Langford',
        'Courtenay',
        'Campbell River',
        'Duncan',
        'Parksville',
      ],
    },
    {
      label: { fr: 'Vallée du Fraser', en: 'Fraser Valley' },
      cities: ['Abbotsford', 'Chilliwack', 'Mission', 'Hope'],
    },
    {
      label: 'Okanagan',
      cities: [{ label: 'Kelowna', footerLink: true }, 'West Kelowna', 'Vernon', 'Penticton'],
    },
    {
      label: 'Thompson-Cariboo',
      cities: ['Kamloops', 'Williams Lake', 'Quesnel', 'Merritt'],
    },
    {
      label: 'Kootenays',
      cities: ['Cranbrook', 'Nelson', 'Castlegar', 'Trail'],
    },
    {
      label: { fr: 'Nord de la Colombie-Britannique', en: 'Northern British Columbia' },
      cities: ['Prince George', 'Fort St. John', 'Terrace', 'Prince Rupert', 'Dawson Creek'],
    },
  ],
};
