/** The duplicate-checks resource: its own messages (`annuaire.duplicates`) and react-admin's name and fields (`resources.duplicate-checks`). */
export const duplicates = {
  messages: {
    types: { email: 'Email or contact email', phone: 'Phone', ip: 'Sign-in address', bio: 'Near-identical bio' },
    fields: { email: 'email', contactEmail: 'contact email', phone: 'phone', ip: 'address', bio: 'bio' },
    member: '%{name} (%{field})',
  },
  resource: {
    name: 'Duplicate check |||| Duplicate checks',
    fields: { type: 'Shared', value: 'Value', count: 'Members', members: 'Who' },
  },
};
