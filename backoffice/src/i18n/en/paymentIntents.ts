/** The payment-intents resource: its own messages (`annuaire.paymentIntents`) and react-admin's name and fields (`resources.payment-intents`). */
export const paymentIntents = {
  messages: {
    statuses: {
      open: 'Open',
      settled: 'Settled',
      underpaid: 'Underpaid',
      expired: 'Expired',
      invalid: 'Invalid',
    },
    paymentStates: {
      none: 'As invoiced',
      paidPartial: 'Partly paid',
      paidOver: 'Overpaid',
      paidLate: 'Paid late',
      marked: 'Marked in the provider',
    },
    credited: { yes: 'Yes', no: 'No' },
    noPayment: 'The provider has given no payment details yet.',
  },
  resource: {
    name: 'Crypto payment |||| Crypto payments',
    fields: {
      id: 'Intent',
      createdAt: 'Created',
      username: 'Member',
      userId: 'Member id',
      q: 'Member',
      packId: 'Pack',
      credits: 'Credits',
      priceCad: 'Price (CAD)',
      currency: 'Currency',
      status: 'Status',
      paymentState: 'Payment',
      credited: 'Credited',
      invoiceId: 'Invoice',
      expiresAt: 'Expires',
      settledAt: 'Settled',
      checkoutLink: 'Checkout page',
      payment: {
        address: 'Address',
        amount: 'Amount due',
        paid: 'Amount received',
        paymentLink: 'Payment link',
      },
    },
  },
};
