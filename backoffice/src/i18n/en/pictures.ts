/** The pictures resource: its own messages (`annuaire.pictures`) and react-admin's name and fields (`resources.pictures`). */
export const pictures = {
  messages: {
    states: {
      pending: 'Awaiting review',
      declined: 'Declined',
      approved: 'Approved',
      waiting: 'Not approved',
    },
    preview: 'Picture of %{name}',
    approve: 'Approve',
    approveSelected: 'Approve selected',
    approveTitle: 'Approve %{smart_count} picture |||| Approve %{smart_count} pictures',
    approveContent: 'They appear on the members’ public profiles at once. You can undo it right after.',
    decline: 'Decline',
    declineTitle: 'Decline this picture of %{name}',
    declineContent: 'The member sees the picture as declined, with your note.',
    note: 'Note to the member',
    noteHelp: 'Why it was declined, in a few words (at most 500 characters).',
    undo: 'Undo',
    undoDone: 'Decision undone: back in the queue',
    approved: '%{smart_count} picture approved |||| %{smart_count} pictures approved',
    declined: 'Picture declined',
    lastDecision: 'Last decision: %{decision}',
    empty: 'No picture awaits review.',
  },
  resource: {
    name: 'Picture |||| Picture moderation',
    fields: {
      preview: 'Picture',
      username: 'Member',
      state: 'State',
      note: 'Note',
      addedAt: 'Added',
      q: 'Member',
    },
  },
};
