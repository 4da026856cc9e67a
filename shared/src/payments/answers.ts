/** What the crypto payment routes answer (docs/api.md "Crypto payments"). */
export type PaymentIntentStatus = 'open' | 'settled' | 'underpaid' | 'expired' | 'invalid';

export interface PaymentIntentAnswer {
  id: string;
  packId: string;
  credits: number;
  priceCad: number;
  currency: string;
  status: PaymentIntentStatus;
  credited: boolean;
  createdAt: string;
  expiresAt: string;
  checkoutLink: string;
  payment: null | { address: string; amount: string; paymentLink: string | null; paid: string };
}

export interface PaymentIntentAdminRow extends PaymentIntentAnswer {
  userId: string;
  username: string | null;
  invoiceId: string;
  paymentState: string;
  settledAt: string | null;
}

export interface CryptoCurrencyAnswer {
  code: string;
  name: string;
}
