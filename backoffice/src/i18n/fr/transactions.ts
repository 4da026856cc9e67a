import type { transactions as en } from '../en/transactions';

/** La ressource transactions : ses messages (`annuaire.transactions`) et son nom et ses champs pour react-admin (`resources.transactions`). */
export const transactions: typeof en = {
  messages: {
    types: { credit: 'Crédit', debit: 'Débit' },
    paymentIntent: 'Paiement crypto',
  },
  resource: {
    name: 'Transaction |||| Transactions',
    fields: {
      at: 'Date',
      username: 'Membre',
      userId: 'Membre',
      memberId: 'Identifiant du membre',
      type: 'Type',
      kind: 'Opération',
      credits: 'Crédits',
      balanceAfter: 'Solde après',
      actorRole: 'Par',
      reason: 'Motif',
      paymentIntentId: 'Paiement',
    },
  },
};
