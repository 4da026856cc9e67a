/** The deposit-requests resource: its own messages (`annuaire.depositRequests`) and react-admin's name and fields (`resources.deposit-requests`). */
export const depositRequests = {
  messages: {
    statuses: { requested: 'To confirm', confirmed: 'Confirmed', cancelled: 'Cancelled' },
    methods: { interac: 'Interac e-Transfer', crypto: 'Crypto' },
    confirm: 'Confirm',
    confirmTitle: 'Confirm the deposit of %{name}',
    confirmContent:
      'Check that the e-Transfer of %{price} $ with the message %{reference} arrived: %{credits} credits are then added.',
    notify: 'Notify the member',
    confirmed: '%{name} credits deposited',
  },
  resource: {
    name: 'Deposit request |||| Interac deposits',
    fields: {
      requestedAt: 'Requested',
      username: 'Member',
      userId: 'Member',
      memberId: 'Member id',
      method: 'Method',
      credits: 'Credits',
      price: 'Amount ($)',
      reference: 'Reference',
      status: 'Status',
      decidedAt: 'Decided',
    },
  },
};
