import type { flags as en } from '../en/flags';

/** La ressource flags : ses messages (`annuaire.flags`) et son nom et ses champs pour react-admin (`resources.flags`). */
export const flags: typeof en = {
  messages: {
    types: { email: 'Courriel', phone: 'Téléphone' },
    valueHelp: 'Une adresse courriel, ou un numéro de téléphone sous toute forme (les chiffres sont comparés).',
    all: {
      button: 'Tout signaler',
      title: 'Ajouter un drapeau aux coordonnées de %{name}',
      content:
        'Son courriel et son téléphone, et son courriel de contact s’il diffère du courriel. Les valeurs déjà visées restent telles quelles.',
      done: 'Coordonnées de %{name} visées par un drapeau',
    },
  },
  resource: {
    name: 'Drapeau |||| Drapeaux',
    fields: {
      type: 'Type',
      value: 'Valeur',
      note: 'Note',
      createdAt: 'Créé',
      updatedAt: 'Modifié',
      q: 'Recherche',
    },
    notifications: { created: 'Drapeau créé', updated: 'Drapeau modifié', deleted: 'Drapeau supprimé' },
  },
};
