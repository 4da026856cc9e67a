import type { duplicates as en } from '../en/duplicates';

/** La ressource duplicate-checks : ses messages (`annuaire.duplicates`) et son nom et ses champs pour react-admin (`resources.duplicate-checks`). */
export const duplicates: typeof en = {
  messages: {
    types: {
      email: 'Courriel ou courriel de contact',
      phone: 'Téléphone',
      ip: 'Adresse de connexion',
      bio: 'Présentation presque identique',
    },
    fields: {
      email: 'courriel',
      contactEmail: 'courriel de contact',
      phone: 'téléphone',
      ip: 'adresse',
      bio: 'présentation',
    },
    member: '%{name} (%{field})',
  },
  resource: {
    name: 'Doublon |||| Doublons',
    fields: { type: 'En commun', value: 'Valeur', count: 'Membres', members: 'Qui' },
  },
};
