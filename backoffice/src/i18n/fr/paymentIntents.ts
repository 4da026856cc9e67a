import type { paymentIntents as en } from '../en/paymentIntents';

/** La ressource payment-intents : ses messages (`annuaire.paymentIntents`) et son nom et ses champs pour react-admin (`resources.payment-intents`). */
export const paymentIntents: typeof en = {
  messages: {
    statuses: {
      open: 'En attente',
      settled: 'Réglé',
      underpaid: 'Paiement insuffisant',
      expired: 'Expiré',
      invalid: 'Invalide',
    },
    paymentStates: {
      none: 'Conforme à la facture',
      paidPartial: 'Payé en partie',
      paidOver: 'Payé en trop',
      paidLate: 'Payé en retard',
      marked: 'Marqué chez le fournisseur',
    },
    credited: { yes: 'Oui', no: 'Non' },
    noPayment: 'Le fournisseur n’a encore donné aucun détail de paiement.',
  },
  resource: {
    name: 'Paiement crypto |||| Paiements crypto',
    fields: {
      id: 'Intention',
      createdAt: 'Créé',
      username: 'Membre',
      userId: 'Identifiant du membre',
      q: 'Membre',
      packId: 'Forfait',
      credits: 'Crédits',
      priceCad: 'Prix (CAD)',
      currency: 'Monnaie',
      status: 'État',
      paymentState: 'Paiement',
      credited: 'Crédité',
      invoiceId: 'Facture',
      expiresAt: 'Expire',
      settledAt: 'Réglé le',
      checkoutLink: 'Page de paiement',
      payment: {
        address: 'Adresse',
        amount: 'Montant dû',
        paid: 'Montant reçu',
        paymentLink: 'Lien de paiement',
      },
    },
  },
};
