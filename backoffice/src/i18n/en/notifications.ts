/** The notifications resource: its own messages (`annuaire.notifications`) and react-admin's name and fields (`resources.notifications`). */
export const notifications = {
  messages: {
    types: {
      pictureRemoved: 'Picture removed',
      creditsBalanceUpdated: 'Credits balance updated',
      roleUpdatedEscort: 'Role changed to escort',
      roleUpdatedClient: 'Role changed to client',
      accountApproved: 'Account approved',
      actionTakenOnReportedUser: 'Action taken on a reported member',
      verificationRequested: 'Verification requested',
      verificationRequestedAgain: 'Verification requested again',
      custom: 'Custom message',
    },
    customHelp: 'A custom message is written in both languages; the member reads it in theirs.',
    french: 'French',
    english: 'English',
    deleteTitle: 'Delete this notification',
    deleteContent: 'It leaves the member’s list. The history keeps that it was sent and who removed it.',
  },
  resource: {
    name: 'Notification |||| Notifications',
    fields: {
      userId: 'Member',
      username: 'Member',
      type: 'Type',
      title: 'Title',
      read: 'Read',
      dismissed: 'Deleted',
      createdAt: 'Sent',
      body: {
        fr: { title: 'Title (French)', description: 'Text (French)' },
        en: { title: 'Title (English)', description: 'Text (English)' },
      },
    },
    notifications: { created: 'Notification sent', deleted: 'Notification deleted' },
  },
};
