import type { RegionSource } from '../define';

/*
 * Greater Montréal: the island, Laval and the three regions around them. Most ads are placed here, so this
 * is where the quick filters and most footer links point.
 */

/**
 * Montréal is split into places rather than standalone: the island holds two million people and the region
 * listing already gathers every ad, so the finer level costs nothing and tells clients where an incall is.
 * Its places are the 19 boroughs of the City of Montréal and the larger towns of the island (the
 * reconstituted municipalities); neighbourhood names people search by are keywords.
 */
export const montreal: RegionSource = {
  label: 'Montréal',
  footerLink: true,
  cities: [
    {
      label: 'Ville-Marie',
      keywords: ['Centre-ville', 'Downtown', 'Vieux-Montréal', 'Old Montreal', 'Quartier latin'],
      footerLink: true,
    },
    { label: 'Le Plateau-Mont-Royal', keywords: ['Plateau', 'Mile End'], footerLink: true },
    { label: 'Côte-des-Neiges–Notre-Dame-de-Grâce', keywords: ['Côte-des-Neiges', 'NDG', 'Notre-Dame-de-Grâce'] },
    { label: 'Rosemont–La Petite-Patrie', keywords: ['Rosemont', 'Petite-Patrie', 'Little Italy'] },
    { label: 'Le Sud-Ouest', keywords: ['Saint-Henri', 'Pointe-Saint-Charles', 'Griffintown'] },
    { label: 'Verdun', keywords: ["L'Île-des-Sœurs", 'Nuns Island'] },
    { label: 'Mercier–Hochelaga-Maisonneuve', keywords: ['Hochelaga', 'HoMa'] },
    { label: 'Villeray–Saint-Michel–Parc-Extension', keywords: ['Villeray', 'Parc-Extension'] },
    'Ahuntsic-Cartierville',
    'Saint-Laurent',
    'Anjou',
    'Lachine',
    'LaSalle',
    'Montréal-Nord',
    'Outremont',
    'Pierrefonds-Roxboro',
    { label: 'Rivière-des-Prairies–Pointe-aux-Trembles', keywords: ['Pointe-aux-Trembles'] },
    'Saint-Léonard',
    "L'Île-Bizard–Sainte-Geneviève",
    'Westmount',
    { label: { fr: 'Mont-Royal', en: 'Mount Royal' }, keywords: ['Town of Mount Royal', 'TMR'] },
    'Côte-Saint-Luc',
    { label: 'Dorval', keywords: ['West Island', "Ouest-de-l'Île"] },
    { label: 'Pointe-Claire', keywords: ['West Island', "Ouest-de-l'Île"] },
    { label: 'Dollard-Des Ormeaux', keywords: ['DDO', 'West Island', "Ouest-de-l'Île"] },
    { label: 'Kirkland', keywords: ['West Island', "Ouest-de-l'Île"] },
    { label: 'Beaconsfield', keywords: ['West Island', "Ouest-de-l'Île"] },
  ],
};

/** Laval is one city: standalone, its listings have no city segment. */
export const laval: RegionSource = { label: 'Laval', footerLink: true, cities: [] };

export const lanaudiere: RegionSource = {
  label: 'Lanaudière',
  cities: [
    { label: 'Terrebonne', keywords: ['Lachenaie', 'La Plaine'], footerLink: true },
    'Repentigny',
    'Joliette',
    'Mascouche',
    "L'Assomption",
    'Saint-Lin–Laurentides',
    'Lavaltrie',
    'Saint-Charles-Borromée',
    'Rawdon',
    'Berthierville',
  ],
};

export const laurentides: RegionSource = {
  label: 'Laurentides',
  footerLink: true,
  cities: [
    { label: 'Saint-Jérôme', footerLink: true },
    'Blainville',
    'Mirabel',
    'Saint-Eustache',
    'Boisbriand',
    'Sainte-Thérèse',
    'Deux-Montagnes',
    'Sainte-Anne-des-Plaines',
    'Prévost',
    'Saint-Sauveur',
    'Sainte-Agathe-des-Monts',
    'Mont-Tremblant',
    'Lachute',
    'Mont-Laurier',
  ],
};

export const monteregie: RegionSource = {
  label: 'Montérégie',
  footerLink: true,
  cities: [
    { label: 'Longueuil', keywords: ['Vieux-Longueuil', 'Saint-Hubert', 'Greenfield Park'], footerLink: true },
    { label: 'Brossard', footerLink: true },
    'Saint-Jean-sur-Richelieu',
    'Saint-Hyacinthe',
    'Granby',
    'Châteauguay',
    'Vaudreuil-Dorion',
    'Boucherville',
    'Salaberry-de-Valleyfield',
    'Sorel-Tracy',
    'Chambly',
    'Saint-Bruno-de-Montarville',
    'Sainte-Julie',
    'La Prairie',
    'Candiac',
    'Saint-Constant',
    'Belœil',
    'Mont-Saint-Hilaire',
    'Cowansville',
    'Bromont',
  ],
};
