import type { RegionSource } from '../define';

/* Quebec's administrative regions outside Greater Montréal, cities most important first. */

export const basSaintLaurent: RegionSource = {
  label: 'Bas-Saint-Laurent',
  cities: ['Rimouski', 'Rivière-du-Loup', 'Matane', 'Mont-Joli', 'Amqui', 'Trois-Pistoles', 'La Pocatière'],
};

export const saguenayLacSaintJean: RegionSource = {
  label: 'Saguenay–Lac-Saint-Jean',
  footerLink: true,
  cities: [
    { label: 'Saguenay', keywords: ['Chicoutimi', 'Jonquière', 'La Baie'], footerLink: true },
    'Alma',
    'Dolbeau-Mistassini',
    'Roberval',
    'Saint-Félicien',
  ],
};

export const capitaleNationale: RegionSource = {
  label: 'Capitale-Nationale',
  shortName: { fr: 'Québec', en: 'Quebec City' },
  footerLink: true,
  cities: [
    {
      label: { fr: 'Québec', en: 'Quebec City' },
      keywords: ['Sainte-Foy', 'Charlesbourg', 'Beauport', 'Limoilou', 'Vieux-Québec', 'Old Quebec'],
      footerLink: true,
    },
    "L'Ancienne-Lorette",
    'Saint-Augustin-de-Desmaures',
    'Boischatel',
    'Sainte-Catherine-de-la-Jacques-Cartier',
    'Pont-Rouge',
    'Donnacona',
    'Baie-Saint-Paul',
    'La Malbaie',
  ],
};

export const mauricie: RegionSource = {
  label: 'Mauricie',
  footerLink: true,
  cities: [
    { label: 'Trois-Rivières', keywords: ['Cap-de-la-Madeleine'], footerLink: true },
    { label: 'Shawinigan', keywords: ['Grand-Mère'] },
    'La Tuque',
    'Louiseville',
    'Saint-Tite',
  ],
};

export const estrie: RegionSource = {
  label: 'Estrie',
  footerLink: true,
  cities: [
    { label: 'Sherbrooke', keywords: ['Eastern Townships', 'Cantons-de-l’Est'], footerLink: true },
    'Magog',
    'Coaticook',
    'Val-des-Sources',
    'Lac-Mégantic',
    'Windsor',
    'East Angus',
  ],
};

/**
 * Ottawa is across the river and served by the Canada-wide site: Outaouais listings link to its Ottawa
 * pages. Paths only; `nearbyCityUrls` prefixes the sister site's address from configuration.
 */
export const outaouais: RegionSource = {
  label: 'Outaouais',
  footerLink: true,
  nearbyCity: {
    label: { fr: 'Ottawa', en: 'Ottawa' },
    urls: {
      'female-escorts': '/female-escorts/ottawa/ottawa',
      'male-escorts': '/male-escorts/ottawa/ottawa',
      'trans-escorts': '/trans-escorts/ottawa/ottawa',
      all: '/all/ottawa/ottawa',
      libertines: '/libertines/ottawa/ottawa',
    },
  },
  cities: [
    { label: 'Gatineau', keywords: ['Hull', 'Aylmer', 'Buckingham', 'Masson-Angers'], footerLink: true },
    'Chelsea',
    'Cantley',
    'Val-des-Monts',
    "L'Ange-Gardien",
    'Maniwaki',
    'Papineauville',
    'Shawville',
  ],
};

export const abitibiTemiscamingue: RegionSource = {
  label: 'Abitibi-Témiscamingue',
  cities: ['Rouyn-Noranda', "Val-d'Or", 'Amos', 'La Sarre', 'Ville-Marie', 'Malartic', 'Senneterre'],
};

export const coteNord: RegionSource = {
  label: 'Côte-Nord',
  cities: ['Sept-Îles', 'Baie-Comeau', 'Port-Cartier', 'Forestville', 'Havre-Saint-Pierre', 'Fermont'],
};

export const nordDuQuebec: RegionSource = {
  label: 'Nord-du-Québec',
  cities: ['Chibougamau', 'Chapais', 'Lebel-sur-Quévillon', 'Matagami', 'Kuujjuaq'],
};

export const gaspesieIlesDeLaMadeleine: RegionSource = {
  label: 'Gaspésie–Îles-de-la-Madeleine',
  cities: [
    'Gaspé',
    'Sainte-Anne-des-Monts',
    'Chandler',
    'Carleton-sur-Mer',
    'New Richmond',
    'Bonaventure',
    'Percé',
    { label: { fr: 'Les Îles-de-la-Madeleine', en: 'Magdalen Islands' } },
  ],
};

export const chaudiereAppalaches: RegionSource = {
  label: 'Chaudière-Appalaches',
  footerLink: true,
  cities: [
    { label: 'Lévis', footerLink: true },
    'Saint-Georges',
    'Thetford Mines',
    'Sainte-Marie',
    'Montmagny',
    'Saint-Apollinaire',
    'Beauceville',
    'Lac-Etchemin',
  ],
};

export const centreDuQuebec: RegionSource = {
  label: 'Centre-du-Québec',
  footerLink: true,
  cities: [
    { label: 'Drummondville', footerLink: true },
    'Victoriaville',
    'Bécancour',
    'Nicolet',
    'Plessisville',
    'Princeville',
  ],
};
