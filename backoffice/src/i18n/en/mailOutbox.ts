/** The mail-outbox resource: its own messages (`annuaire.mailOutbox`) and react-admin's name and fields (`resources.mail-outbox`). */
export const mailOutbox = {
  messages: {
    body: 'Message',
    html: 'As the member sees it',
    text: 'Plain text',
    bodyRemoved: 'Delivered: the message itself is no longer kept, so its links are not left behind.',
    linkHidden:
      'The link in this mail is hidden (••••••): it opens the recipient’s account, so only the recipient can follow it, from their own mailbox.',
    readRecorded: 'Your reading of this mail is recorded, in the recipient’s history when they are a member.',
    listNotice: 'Links in mail are hidden from staff. Opening a mail is recorded.',
    statuses: { kept: 'Kept (no mail server)', pending: 'Waiting to be sent', sent: 'Sent', failed: 'Failed' },
  },
  resource: {
    name: 'Mail |||| Mail outbox',
    fields: {
      createdAt: 'Written',
      to: 'To',
      subject: 'Subject',
      status: 'Delivery',
      attempts: 'Attempts',
      lastError: 'Last error',
      sentAt: 'Sent',
      nextAttemptAt: 'Next attempt',
    },
  },
};
