import type { HistoricEvent } from '../events/historic';
import type { CreditEvent } from './events';
import { unreachable } from '../unreachable';

export interface DepositRequest {
  readonly credits: number;
  readonly price: number;
  readonly method: 'interac' | 'crypto';
  readonly reference: string;
  readonly status: 'requested' | 'confirmed' | 'cancelled';
}

/** One member's credits folded from `credits-{userId}`: deciders, read model and audit share it. */
export interface LedgerState {
  readonly balance: number;
  readonly requests: Readonly<Record<string, DepositRequest>>;
  readonly purchases: readonly string[];
  readonly mergesOut: readonly string[];
  readonly mergesIn: readonly string[];
  /** Payment intents already credited: a second deposit for one of them is refused (exactly once). */
  readonly creditedIntents: readonly string[];
}

export const initialLedger: LedgerState = {
  balance: 0,
  requests: {},
  purchases: [],
  mergesOut: [],
  mergesIn: [],
  creditedIntents: [],
};

/** How each ledger event moves the balance (positive adds). The one place this is decided. */
export function balanceChange(event: CreditEvent): number {
  switch (event.type) {
    case 'CreditsDeposited':
    case 'CreditsMovedIn':
    case 'CreditsAdjusted':
      return event.data.credits;
    case 'CreditsSpentOnVip':
    case 'CreditsMovedOut':
      return -event.data.credits;
    case 'DepositRequested':
    case 'DepositCancelled':
      return 0;
    default:
      return unreachable(event, 'credit event');
  }
}

export function evolveLedger(state: LedgerState, event: HistoricEvent<CreditEvent>): LedgerState {
  const balance = state.balance + balanceChange(event);
  switch (event.type) {
    case 'DepositRequested': {
      const { requestId, ...request } = event.data;
      return { ...state, requests: { ...state.requests, [requestId]: { ...request, status: 'requested' } } };
    }
    case 'DepositCancelled':
      return withRequestStatus(state, event.data.requestId, 'cancelled');
    case 'CreditsDeposited': {
      const { depositRequestId, paymentIntentId } = event.data;
      const confirmed = depositRequestId ? withRequestStatus(state, depositRequestId, 'confirmed') : state;
      return paymentIntentId
        ? { ...confirmed, balance, creditedIntents: [...confirmed.creditedIntents, paymentIntentId] }
        : { ...confirmed, balance };
    }
    case 'CreditsSpentOnVip':
      return { ...state, balance, purchases: [...state.purchases, event.data.purchaseId] };
    case 'CreditsMovedOut':
      return { ...state, balance, mergesOut: [...state.mergesOut, event.data.mergeId] };
    case 'CreditsMovedIn':
      return { ...state, balance, mergesIn: [...state.mergesIn, event.data.mergeId] };
    case 'CreditsAdjusted':
      return { ...state, balance };
    default:
      return unreachable(event, 'credit event');
  }
}

function withRequestStatus(state: LedgerState, requestId: string, status: DepositRequest['status']): LedgerState {
  const request = state.requests[requestId];
  return request ? { ...state, requests: { ...state.requests, [requestId]: { ...request, status } } } : state;
}
