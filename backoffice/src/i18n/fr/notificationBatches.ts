import type { notificationBatches as en } from '../en/notificationBatches';

/** La ressource notification-batches : ses messages (`annuaire.notificationBatches`) et son nom et ses champs pour react-admin (`resources.notification-batches`). */
export const notificationBatches: typeof en = {
  messages: {
    categories: {
      all: 'Tous les membres',
      escorts: 'Escortes',
      clients: 'Clients (non libertins)',
      libertines: 'Libertins',
      vip: 'VIP actifs',
      advertisers: 'Annonceurs',
    },
    activityHelp: 'Seulement les membres actifs (vus, disponibles ou inscrits) après cette date. Vide : tous.',
    count: 'Cet envoi joindra %{smart_count} membre |||| Cet envoi joindra %{smart_count} membres',
    counting: 'Calcul des destinataires…',
    countFailed: 'Les destinataires n’ont pas pu être comptés.',
    send: 'Envoyer',
    sendTitle: 'Envoyer cette notification',
    sendContent:
      'Une notification au %{smart_count} membre visé, tout de suite. Impossible d’annuler. |||| Une notification à chacun des %{smart_count} membres visés, tout de suite. Impossible d’annuler.',
  },
  resource: {
    name: 'Envoi groupé |||| Envois groupés',
    fields: {
      recipientCategory: 'Destinataires',
      activityDateGreaterThan: 'Actifs depuis',
      title: 'Titre',
      count: 'Joints',
      sentAt: 'Envoyé',
      sentByUsername: 'Envoyé par',
      body: {
        fr: { title: 'Titre (français)', description: 'Texte (français)' },
        en: { title: 'Titre (anglais)', description: 'Texte (anglais)' },
      },
    },
    notifications: { created: 'Envoi groupé créé' },
  },
};
