import type { mailOutbox as en } from '../en/mailOutbox';

/** La ressource mail-outbox : ses messages (`annuaire.mailOutbox`) et son nom et ses champs pour react-admin (`resources.mail-outbox`). */
export const mailOutbox: typeof en = {
  messages: { body: 'Message', html: 'Tel que le membre le voit', text: 'Texte brut' },
  resource: {
    name: 'Courriel |||| Courriels envoyés',
    fields: { createdAt: 'Envoyé', to: 'À', subject: 'Objet' },
  },
};
