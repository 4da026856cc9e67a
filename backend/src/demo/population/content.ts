import type { ProfileTag } from './types';

/** First names people advertise under; accents live in headlines (usernames are ASCII, docs/product.md §2 URLs). */
export const WOMEN = [
  'Mélanie',
  'Amélie',
  'Hélène',
  'Zoé',
  'Chloé',
  'Noémie',
  'Béatrice',
  'Élodie',
  'Renée',
  'Gaëlle',
  'Léa',
  'Maëlle',
  'Sophie',
  'Julie',
  'Camille',
  'Émilie',
  'Laurence',
  'Valérie',
  'Isabelle',
  'Nathalie',
  'Audrey',
  'Jade',
  'Rosalie',
  'Florence',
  'Clara',
  'Maya',
  'Olivia',
  'Emma',
  'Grace',
  'Hannah',
  'Chantal',
  'Ariane',
];
export const MEN = [
  'Étienne',
  'Olivier',
  'Mathieu',
  'Félix',
  'Jérôme',
  'Antoine',
  'Gabriel',
  'Samuel',
  'Noah',
  'Liam',
  'Lucas',
  'Hugo',
  'Benoît',
  'Rémi',
  'Thomas',
  'Alex',
  'Daniel',
  'Marc',
  'Simon',
  'Ryan',
];
export const NEUTRAL = [
  'Sacha',
  'Alexis',
  'Charlie',
  'Dominique',
  'Morgan',
  'Camille',
  'Robin',
  'Andréa',
  'Noa',
  'Eden',
];

/**
 * "à" before a French place name, contracted as people write it: au Plateau-Mont-Royal, aux Îles-de-la-Madeleine,
 * à La Prairie, à L'Assomption, à Montréal.
 */
export function frenchAt(place: string): string {
  if (place.startsWith('Le ')) return `au ${place.slice(3)}`;
  if (place.startsWith('Les ')) return `aux ${place.slice(4)}`;
  return `à ${place}`;
}

/** "de" before a French place name: du Sud-Ouest, des Îles-de-la-Madeleine, d’Alma, de Montréal. */
export function frenchOf(place: string): string {
  if (place.startsWith('Le ')) return `du ${place.slice(3)}`;
  if (place.startsWith('Les ')) return `des ${place.slice(4)}`;
  if (/^[AEIOUYÂÉÈÊÎÏÔÛaeiouyâéèêîïôû]/.test(place)) return `d’${place}`;
  return `de ${place}`;
}

/** A place's name in both languages, as the site spells it (capitals, accents, hyphens). */
export interface PlaceNames {
  readonly fr: string;
  readonly en: string;
}

/** The language a demo profile writes in: a profile has one headline and one bio (docs/product.md §3). */
export type TextLocale = 'fr' | 'en';

/** French agrees with the writer: `feminine` for women and trans women (accompagnatrice, ponctuelle). */
export type Headline = (name: string, place: PlaceNames, feminine: boolean) => string;
type Bio = (feminine: boolean) => string;
/** The feminine or masculine French form. */
const fm = (feminine: boolean, f: string, m: string) => (feminine ? f : m);

/**
 * Neutral, non-explicit headlines as members write them, one set per language: a French profile never reads
 * "companion in Laval", an English one never "massages relaxants à Toronto".
 */
export const HEADLINES: Readonly<Record<TextLocale, readonly Headline[]>> = {
  fr: [
    (name, place) => `${name}, massages relaxants ${frenchAt(place.fr)}`,
    (name, place) => `${name} — douceur et discrétion ${frenchAt(place.fr)}`,
    (name, place) => `${name}, sorties près ${frenchOf(place.fr)}`,
    (name, place, f) => `${name} · ${fm(f, 'accompagnatrice', 'accompagnateur')} ${frenchAt(place.fr)}`,
    (name, place) => `${name}, de passage ${frenchAt(place.fr)}`,
    (name, place) => `${name} — soupers et balades ${frenchAt(place.fr)}`,
    (name, place, f) =>
      `${name} : calme, ${fm(f, 'chaleureuse et ponctuelle', 'chaleureux et ponctuel')} (${place.fr})`,
  ],
  en: [
    (name, place) => `${name} · companion in ${place.en}`,
    (name, place) => `${name}, relaxing massage in ${place.en}`,
    (name, place) => `${name} — dinner dates and city walks, ${place.en}`,
    (name, place) => `${name}: calm, warm and punctual (${place.en})`,
    (name, place) => `${name}, visiting ${place.en} this month`,
    (name, place) => `${name} — discreet and easy-going, ${place.en}`,
  ],
};

/** Libertines are members with a public profile, not advertisers (docs/product.md §1): their own wording. */
export const LIBERTINE_HEADLINES: Readonly<Record<TextLocale, readonly Headline[]>> = {
  fr: [
    (name, place) => `${name}, esprit ouvert ${frenchAt(place.fr)}`,
    (name, place) => `${name} — rencontres entre adultes ${frenchAt(place.fr)}`,
  ],
  en: [
    (name, place) => `${name}, open-minded in ${place.en}`,
    (name, place) => `${name} — meeting like-minded adults in ${place.en}`,
  ],
};

export const BIOS: Readonly<Record<TextLocale, readonly Bio[]>> = {
  fr: [
    (f) =>
      `${fm(f, 'Souriante et attentionnée', 'Souriant et attentionné')}, j’aime les conversations et les moments calmes. Rendez-vous sur réservation seulement.`,
    (f) =>
      `Bilingue, ${fm(f, 'ponctuelle et discrète', 'ponctuel et discret')}. Je reçois dans un appartement propre et tranquille, près du métro.`,
    () => 'Massages détente et soirées tranquilles. Je réponds aux messages en soirée.',
    (f) => `${fm(f, 'Nouvelle', 'Nouveau')} dans la région. Discrétion assurée, respect mutuel avant tout.`,
    (f) =>
      `${fm(f, 'Passionnée', 'Passionné')} de danse et de cinéma. Sorties, soupers et conversations en français ou en anglais.`,
    () => 'J’aime la bonne cuisine, la musique et prendre le temps. Disponible pour des soupers et des voyages.',
    (f) =>
      `Compagnie calme et attentionnée. ${fm(f, 'Non-fumeuse', 'Non-fumeur')}; merci de réserver à l’avance et de vous présenter dans votre message.`,
    (f) =>
      `${fm(f, 'Amatrice', 'Amateur')} de plein air et de cafés tranquilles. Respect, ponctualité et bonne humeur.`,
  ],
  en: [
    () => 'Friendly, easy-going and respectful. Appointments by reservation; please introduce yourself when you write.',
    () => 'I enjoy good food, music and a relaxed pace. Available for dinner dates and travel companionship.',
    () => 'Calm and attentive company. Non-smoker, no last-minute bookings, thank you for understanding.',
    () => 'Bilingual, punctual and discreet. I host in a clean, quiet apartment close to transit.',
    () => 'Relaxing massage and quiet evenings. I answer messages in the evening.',
    () => 'New in town. Discretion assured, mutual respect above all.',
    () => 'Love dancing, movies and long conversations, in English or in French.',
    () => 'Outdoors lover and coffee enthusiast. Respect, punctuality and good humour.',
  ],
};

export const LIBERTINE_BIOS: Readonly<Record<TextLocale, readonly Bio[]>> = {
  fr: [
    (f) =>
      `${fm(f, 'Curieuse et respectueuse', 'Curieux et respectueux')}, j’aime les rencontres simples entre adultes consentants. Discrétion réciproque.`,
    () => 'Esprit ouvert, bonne humeur et respect des limites de chacun. On prend un café pour commencer?',
  ],
  en: [
    () => 'Curious and respectful; I enjoy simple meetings between consenting adults. Discretion both ways.',
    () => 'Open-minded, good-humoured and respectful of everyone’s limits. Coffee first?',
  ],
};

/** Other languages people here speak besides French and English (docs/product.md §3 spoken languages). */
export const OTHER_LANGUAGES = ['es', 'pt', 'it', 'ar', 'ht', 'ro', 'vi', 'zh'] as const;

/** Only the service tags that read as neutral are used in demo content. */
export const DEMO_TAGS: readonly ProfileTag[] = ['massage', 'gfe', 'costume', 'rolePlay', 'duo', 'disabledClient'];
