/** The flags resource: its own messages (`annuaire.flags`) and react-admin's name and fields (`resources.flags`). */
export const flags = {
  messages: {
    types: { email: 'Email', phone: 'Phone' },
    valueHelp: 'An email address, or a phone number in any format (digits are compared).',
    all: {
      button: 'Flag all',
      title: 'Flag the contact details of %{name}',
      content:
        'Their email and phone, and their contact email when it differs from the email. Values already flagged are kept as they are.',
      done: 'Contact details of %{name} flagged',
    },
  },
  resource: {
    name: 'Flag |||| Flags',
    fields: {
      type: 'Type',
      value: 'Value',
      note: 'Note',
      createdAt: 'Created',
      updatedAt: 'Edited',
      q: 'Search',
    },
    notifications: { created: 'Flag created', updated: 'Flag edited', deleted: 'Flag deleted' },
  },
};
