import type { flaggedActive as en } from '../en/flaggedActive';

/** La ressource flagged-active-users : ses messages (`annuaire.flaggedActive`) et son nom et ses champs pour react-admin (`resources.flagged-active-users`). */
export const flaggedActive: typeof en = {
  messages: {
    matchedOn: { email: 'courriel', contactEmail: 'courriel de contact', phone: 'téléphone' },
    matched: '%{value} (%{field})',
  },
  resource: {
    name: 'Membre signalé |||| Membres actifs signalés',
    fields: {
      username: 'Membre',
      role: 'Rôle',
      email: 'Courriel',
      phone: 'Téléphone',
      flags: 'Drapeaux correspondants',
      createdAt: 'Inscrit',
      q: 'Recherche',
    },
  },
};
