/** The notification-batches resource: its own messages (`annuaire.notificationBatches`) and react-admin's name and fields (`resources.notification-batches`). */
export const notificationBatches = {
  messages: {
    categories: {
      all: 'Every member',
      escorts: 'Escorts',
      clients: 'Clients (not libertine)',
      libertines: 'Libertines',
      vip: 'Active VIPs',
      advertisers: 'Advertisers',
    },
    activityHelp: 'Only members active (seen, available or registered) after this date. Empty: everyone.',
    count: 'This batch will reach %{smart_count} member |||| This batch will reach %{smart_count} members',
    counting: 'Counting the recipients…',
    countFailed: 'The recipients could not be counted.',
    send: 'Send',
    sendTitle: 'Send this notification',
    sendContent:
      'One notification to each of the %{smart_count} matching member, at once. This cannot be undone. |||| One notification to each of the %{smart_count} matching members, at once. This cannot be undone.',
  },
  resource: {
    name: 'Notification batch |||| Notification batches',
    fields: {
      recipientCategory: 'Recipients',
      activityDateGreaterThan: 'Active since',
      title: 'Title',
      count: 'Reached',
      sentAt: 'Sent',
      sentByUsername: 'Sent by',
      body: {
        fr: { title: 'Title (French)', description: 'Text (French)' },
        en: { title: 'Title (English)', description: 'Text (English)' },
      },
    },
    notifications: { created: 'Batch created' },
  },
};
