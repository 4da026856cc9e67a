import {
  unreachable,
  type DataOf,
  type PaymentEvent,
  type PaymentIntentCreated,
  type PaymentIntentStatus,
} from '@annuaire/shared';
import { notFoundError, type Decider } from '../domain/decider';
import type { InvoicePaymentState, InvoiceStatus } from './provider';

type Created = DataOf<typeof PaymentIntentCreated>['data'];

export interface PaymentIntentState {
  readonly intent: Created | null;
  readonly status: PaymentIntentStatus;
}

export type PaymentIntentCommand =
  | { type: 'Create'; intent: Created }
  /** What the provider says of the intent's invoice now (read from the provider, never from a webhook body). */
  | { type: 'ApplyInvoice'; status: InvoiceStatus; paymentState: InvoicePaymentState };

const initialState: PaymentIntentState = { intent: null, status: 'open' };

/**
 * One crypto payment intent. The provider's invoice decides its end (docs/product.md §3): settled (credited),
 * underpaid (expired with part of the amount: not credited, staff see it), expired, invalid. An ended intent
 * never changes again: a settled one cannot expire, an expired one cannot be settled later; the decider
 * then quietly decides nothing, since webhooks and polls repeat.
 */
export const paymentIntentDecider: Decider<PaymentIntentCommand, PaymentEvent, PaymentIntentState> = {
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'PaymentIntentCreated':
        return { intent: event.data, status: 'open' };
      case 'PaymentIntentSettled':
        return { ...state, status: 'settled' };
      case 'PaymentIntentUnderpaid':
        return { ...state, status: 'underpaid' };
      case 'PaymentIntentExpired':
        return { ...state, status: 'expired' };
      case 'PaymentIntentInvalid':
        return { ...state, status: 'invalid' };
      default:
        return unreachable(event, 'payment event');
    }
  },
  decide(command, state): PaymentEvent[] {
    switch (command.type) {
      case 'Create':
        // The intent id is new for each request; a repeat (a retried append) changes nothing.
        if (state.intent) return [];
        return [{ type: 'PaymentIntentCreated', data: command.intent }];
      case 'ApplyInvoice': {
        if (!state.intent) throw notFoundError('Payment intent');
        if (state.status !== 'open') return [];
        const ended = outcome(command.status, command.paymentState);
        return ended ? [ended(state.intent.intentId)] : [];
      }
      default:
        return unreachable(command, 'payment command');
    }
  },
};

/** How the provider's invoice ends the intent, or null while it is still open. */
function outcome(
  status: InvoiceStatus,
  paymentState: InvoicePaymentState,
): ((intentId: string) => PaymentEvent) | null {
  switch (status) {
    case 'new':
    case 'processing':
      return null;
    case 'settled': {
      // Overpaid is credited the pack (the surplus stays visible to staff); a settlement the store owner
      // marked in BTCPay is the provider's word that it was paid, like any other.
      const state = paymentState === 'paidOver' || paymentState === 'paidLate' ? paymentState : 'none';
      return (intentId) => ({ type: 'PaymentIntentSettled', data: { intentId, paymentState: state } });
    }
    case 'expired':
      if (paymentState === 'paidPartial') return (intentId) => ({ type: 'PaymentIntentUnderpaid', data: { intentId } });
      // BTCPay keeps a full payment that arrived after the expiry as Expired + PaidLate: the money is there.
      if (paymentState === 'paidLate')
        return (intentId) => ({ type: 'PaymentIntentSettled', data: { intentId, paymentState: 'paidLate' } });
      return (intentId) => ({ type: 'PaymentIntentExpired', data: { intentId } });
    case 'invalid':
      return (intentId) => ({ type: 'PaymentIntentInvalid', data: { intentId } });
    default:
      return unreachable(status, 'invoice status');
  }
}
