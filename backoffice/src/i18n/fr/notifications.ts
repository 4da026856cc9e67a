import type { notifications as en } from '../en/notifications';

/** La ressource notifications : ses messages (`annuaire.notifications`) et son nom et ses champs pour react-admin (`resources.notifications`). */
export const notifications: typeof en = {
  messages: {
    types: {
      pictureRemoved: 'Photo retirée',
      creditsBalanceUpdated: 'Solde de crédits mis à jour',
      roleUpdatedEscort: 'Rôle changé pour escorte',
      roleUpdatedClient: 'Rôle changé pour client',
      accountApproved: 'Compte approuvé',
      actionTakenOnReportedUser: 'Mesure prise sur un membre signalé',
      verificationRequested: 'Vérification demandée',
      verificationRequestedAgain: 'Vérification demandée de nouveau',
      custom: 'Message personnalisé',
    },
    customHelp: 'Un message personnalisé s’écrit dans les deux langues; le membre le lit dans la sienne.',
    french: 'Français',
    english: 'Anglais',
    deleteTitle: 'Supprimer cette notification',
    deleteContent: 'Elle quitte la liste du membre. L’historique garde qu’elle a été envoyée et qui l’a retirée.',
  },
  resource: {
    name: 'Notification |||| Notifications',
    fields: {
      userId: 'Membre',
      username: 'Membre',
      type: 'Type',
      title: 'Titre',
      read: 'Lue',
      dismissed: 'Supprimée',
      createdAt: 'Envoyée',
      body: {
        fr: { title: 'Titre (français)', description: 'Texte (français)' },
        en: { title: 'Titre (anglais)', description: 'Texte (anglais)' },
      },
    },
    notifications: { created: 'Notification envoyée', deleted: 'Notification supprimée' },
  },
};
