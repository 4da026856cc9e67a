/** The mail-outbox resource: its own messages (`annuaire.mailOutbox`) and react-admin's name and fields (`resources.mail-outbox`). */
export const mailOutbox = {
  messages: { body: 'Message', html: 'As the member sees it', text: 'Plain text' },
  resource: {
    name: 'Mail |||| Mail outbox',
    fields: { createdAt: 'Sent', to: 'To', subject: 'Subject' },
  },
};
