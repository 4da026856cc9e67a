import type { pictures as en } from '../en/pictures';

/** La ressource pictures : ses messages (`annuaire.pictures`) et son nom et ses champs pour react-admin (`resources.pictures`). */
export const pictures: typeof en = {
  messages: {
    states: {
      pending: 'À examiner',
      declined: 'Refusée',
      approved: 'Approuvée',
      waiting: 'Non approuvée',
    },
    preview: 'Photo de %{name}',
    approve: 'Approuver',
    approveSelected: 'Approuver la sélection',
    approveTitle: 'Approuver %{smart_count} photo |||| Approuver %{smart_count} photos',
    approveContent: 'Elles paraissent aussitôt sur le profil public des membres. Vous pourrez annuler juste après.',
    decline: 'Refuser',
    declineTitle: 'Refuser cette photo de %{name}',
    declineContent: 'Le membre voit la photo refusée, avec votre note.',
    note: 'Note au membre',
    noteHelp: 'Pourquoi elle est refusée, en quelques mots (500 caractères au plus).',
    undo: 'Annuler',
    undoDone: 'Décision annulée : la photo revient à l’examen',
    approved: '%{smart_count} photo approuvée |||| %{smart_count} photos approuvées',
    declined: 'Photo refusée',
    lastDecision: 'Dernière décision : %{decision}',
    empty: 'Aucune photo à examiner.',
  },
  resource: {
    name: 'Photo |||| Modération des photos',
    fields: {
      preview: 'Photo',
      username: 'Membre',
      state: 'État',
      note: 'Note',
      addedAt: 'Ajoutée',
      q: 'Membre',
    },
  },
};
