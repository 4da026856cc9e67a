/** The flagged-active-users resource: its own messages (`annuaire.flaggedActive`) and react-admin's name and fields (`resources.flagged-active-users`). */
export const flaggedActive = {
  messages: {
    matchedOn: { email: 'email', contactEmail: 'contact email', phone: 'phone' },
    matched: '%{value} (%{field})',
  },
  resource: {
    name: 'Flagged member |||| Flagged active members',
    fields: {
      username: 'Member',
      role: 'Role',
      email: 'Email',
      phone: 'Phone',
      flags: 'Matching flags',
      createdAt: 'Registered',
      q: 'Search',
    },
  },
};
