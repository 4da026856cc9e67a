/** The transactions resource: its own messages (`annuaire.transactions`) and react-admin's name and fields (`resources.transactions`). */
export const transactions = {
  messages: {
    types: { credit: 'Credit', debit: 'Debit' },
    paymentIntent: 'Crypto payment',
  },
  resource: {
    name: 'Transaction |||| Transactions',
    fields: {
      at: 'Date',
      username: 'Member',
      userId: 'Member',
      memberId: 'Member id',
      type: 'Type',
      kind: 'Operation',
      credits: 'Credits',
      balanceAfter: 'Balance after',
      actorRole: 'By',
      reason: 'Reason',
      paymentIntentId: 'Payment',
    },
  },
};
