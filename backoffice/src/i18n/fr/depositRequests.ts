import type { depositRequests as en } from '../en/depositRequests';

/** La ressource deposit-requests : ses messages (`annuaire.depositRequests`) et son nom et ses champs pour react-admin (`resources.deposit-requests`). */
export const depositRequests: typeof en = {
  messages: {
    statuses: { requested: 'À confirmer', confirmed: 'Confirmé', cancelled: 'Annulé' },
    methods: { interac: 'Virement Interac', crypto: 'Cryptomonnaie' },
    confirm: 'Confirmer',
    confirmTitle: 'Confirmer le dépôt de %{name}',
    confirmContent:
      'Vérifiez que le virement de %{price} $ avec le message %{reference} est arrivé : %{credits} crédits sont alors ajoutés.',
    notify: 'Aviser le membre',
    confirmed: 'Crédits de %{name} déposés',
  },
  resource: {
    name: 'Demande de dépôt |||| Dépôts Interac',
    fields: {
      requestedAt: 'Demandé',
      username: 'Membre',
      userId: 'Membre',
      memberId: 'Identifiant du membre',
      method: 'Mode',
      credits: 'Crédits',
      price: 'Montant ($)',
      reference: 'Référence',
      status: 'Statut',
      decidedAt: 'Décidé',
    },
  },
};
