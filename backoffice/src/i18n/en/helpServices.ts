/** The help-services resource: its own messages (`annuaire.helpServices`) and react-admin's name and fields (`resources.help-services`). */
export const helpServices = {
  messages: {
    textsHelp: 'Name and description in both languages: the site shows them in the visitor’s.',
  },
  resource: {
    name: 'Help service |||| Help services',
    fields: {
      name: { fr: 'Name (French)', en: 'Name (English)' },
      description: { fr: 'Description (French)', en: 'Description (English)' },
      label: 'Name',
      url: 'Website',
      phone: 'Phone',
      updatedAt: 'Edited',
      q: 'Search',
    },
    notifications: {
      created: 'Help service created',
      updated: 'Help service edited',
      deleted: 'Help service deleted',
    },
  },
};
