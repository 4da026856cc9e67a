import type { mailOutbox as en } from '../en/mailOutbox';

/** La ressource mail-outbox : ses messages (`annuaire.mailOutbox`) et son nom et ses champs pour react-admin (`resources.mail-outbox`). */
export const mailOutbox: typeof en = {
  messages: {
    body: 'Message',
    html: 'Tel que le membre le voit',
    text: 'Texte brut',
    bodyRemoved: 'Remis : le message lui-même n’est plus conservé, pour que ses liens ne traînent pas.',
    linkHidden:
      'Le lien de ce courriel est masqué (••••••) : il ouvre le compte du destinataire, seul le destinataire peut le suivre, depuis sa propre boîte.',
    readRecorded: 'Votre lecture de ce courriel est consignée, dans l’historique du destinataire s’il est membre.',
    listNotice: 'Les liens des courriels sont masqués pour l’équipe. Ouvrir un courriel est consigné.',
    statuses: {
      kept: 'Conservé (aucun serveur de courriel)',
      pending: 'En attente d’envoi',
      sent: 'Envoyé',
      failed: 'Échec',
    },
  },
  resource: {
    name: 'Courriel |||| Boîte d’envoi',
    fields: {
      createdAt: 'Écrit',
      to: 'À',
      subject: 'Objet',
      status: 'Remise',
      attempts: 'Tentatives',
      lastError: 'Dernière erreur',
      sentAt: 'Envoyé',
      nextAttemptAt: 'Prochaine tentative',
    },
  },
};
