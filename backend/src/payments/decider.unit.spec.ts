import { describe, it } from 'vitest';
import type { PaymentEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { paymentIntentDecider } from './decider';

const intent = {
  intentId: 'i1',
  userId: 'u1',
  packId: 'pack-30',
  credits: 30,
  priceCad: 15,
  currency: 'BTC',
  provider: 'btcpay' as const,
  invoiceId: 'inv1',
  expiresAt: '2026-03-02T12:30:00.000Z',
};
const created: PaymentEvent = { type: 'PaymentIntentCreated', data: intent };
const settled: PaymentEvent = { type: 'PaymentIntentSettled', data: { intentId: 'i1', paymentState: 'none' } };
const expired: PaymentEvent = { type: 'PaymentIntentExpired', data: { intentId: 'i1' } };

describe('payment intent decider', () => {
  it('creates an intent once', () => {
    given(paymentIntentDecider, []).when({ type: 'Create', intent }).then([created]);
    given(paymentIntentDecider, [created]).when({ type: 'Create', intent }).then([]);
  });

  it('waits while the invoice is new or being confirmed', () => {
    given(paymentIntentDecider, [created]).when({ type: 'ApplyInvoice', status: 'new', paymentState: 'none' }).then([]);
    given(paymentIntentDecider, [created])
      .when({ type: 'ApplyInvoice', status: 'processing', paymentState: 'none' })
      .then([]);
  });

  it('settles a paid invoice, overpaid ones too, keeping how it was paid', () => {
    given(paymentIntentDecider, [created])
      .when({ type: 'ApplyInvoice', status: 'settled', paymentState: 'none' })
      .then([settled]);
    given(paymentIntentDecider, [created])
      .when({ type: 'ApplyInvoice', status: 'settled', paymentState: 'paidOver' })
      .then([{ type: 'PaymentIntentSettled', data: { intentId: 'i1', paymentState: 'paidOver' } }]);
  });

  it('tells an underpaid expiry from a plain one, and records invalid invoices', () => {
    given(paymentIntentDecider, [created])
      .when({ type: 'ApplyInvoice', status: 'expired', paymentState: 'paidPartial' })
      .then([{ type: 'PaymentIntentUnderpaid', data: { intentId: 'i1' } }]);
    given(paymentIntentDecider, [created])
      .when({ type: 'ApplyInvoice', status: 'expired', paymentState: 'none' })
      .then([expired]);
    given(paymentIntentDecider, [created])
      .when({ type: 'ApplyInvoice', status: 'invalid', paymentState: 'none' })
      .then([{ type: 'PaymentIntentInvalid', data: { intentId: 'i1' } }]);
  });

  it('never changes an ended intent: an expired one is not settled later, a settled one does not expire', () => {
    given(paymentIntentDecider, [created, expired])
      .when({ type: 'ApplyInvoice', status: 'settled', paymentState: 'paidLate' })
      .then([]);
    given(paymentIntentDecider, [created, settled])
      .when({ type: 'ApplyInvoice', status: 'expired', paymentState: 'none' })
      .then([]);
    given(paymentIntentDecider, [created, settled])
      .when({ type: 'ApplyInvoice', status: 'settled', paymentState: 'none' })
      .then([]);
  });

  it('refuses to apply an invoice to an intent that does not exist', () => {
    given(paymentIntentDecider, [])
      .when({ type: 'ApplyInvoice', status: 'settled', paymentState: 'none' })
      .thenFails('not_found', 404);
  });
});
