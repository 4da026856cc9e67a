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

/** Neutral, non-explicit headline and bio pieces, in both languages as members write them. */
export const HEADLINES: readonly ((name: string, place: PlaceNames) => string)[] = [
  (name, place) => `${name}, massages relaxants ${frenchAt(place.fr)}`,
  (name, place) => `${name} — douceur et discrétion ${frenchAt(place.fr)}`,
  (name, place) => `${name}, sorties près ${frenchOf(place.fr)}`,
  (name, place) => `${name} · companion in ${place.en}`,
  (name, place) => `${name}, relaxing massage in ${place.en}`,
  (name, place) => `${name} — dinner dates and city walks, ${place.en}`,
  (name, place) => `${name}, de passage ${frenchAt(place.fr)}`,
  (name, place) => `${name}: calm, warm and punctual (${place.en})`,
];
export const BIOS = [
  'Souriante et attentionnée, j’aime les conversations et les moments calmes. Rendez-vous sur réservation seulement.',
  'Bilingue, ponctuelle et discrète. Je reçois dans un appartement propre et tranquille, près du métro.',
  'Friendly, easy-going and respectful. Appointments by reservation; please introduce yourself when you write.',
  'Massages détente et soirées tranquilles. Je réponds aux messages en soirée.',
  'I enjoy good food, music and a relaxed pace. Available for dinner dates and travel companionship.',
  'Nouvelle dans la région. Discrétion assurée, respect mutuel avant tout.',
  'Calm and attentive company. Non-smoker, no last-minute bookings, thank you for understanding.',
  'Passionnée de danse et de cinéma. Sorties, soupers et conversations en français ou en anglais.',
];
/** Only the service tags that read as neutral are used in demo content. */
export const DEMO_TAGS: readonly ProfileTag[] = ['massage', 'gfe', 'costume', 'rolePlay', 'duo', 'disabledClient'];
