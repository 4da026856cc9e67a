import {
  CREDIT_PACKS,
  evolveLedger,
  initialLedger,
  unreachable,
  type CreditEvent,
  type LedgerState,
} from '@annuaire/shared';
import { conflictError, DomainError, notFoundError, type Decider } from '../domain/decider';

export type CreditCommand =
  | { type: 'Deposit'; credits: number; notify: boolean }
  | { type: 'DepositForIntent'; intentId: string; credits: number; notify: boolean }
  | { type: 'Adjust'; credits: number }
  | { type: 'SpendOnVip'; purchaseId: string; credits: number; days: number }
  | { type: 'RequestDeposit'; requestId: string; packId: string; method: 'interac' | 'crypto'; reference: string }
  | { type: 'ConfirmDeposit'; requestId: string; notify: boolean }
  | { type: 'CancelDeposit'; requestId: string }
  | { type: 'MoveOut'; mergeId: string; targetUserId: string }
  | { type: 'MoveIn'; mergeId: string; sourceUserId: string; credits: number };

const insufficient = (balance: number, needed: number) =>
  conflictError('insufficient_credits', `Not enough credits: the balance is ${balance}, ${needed} are needed`);

/** The credits ledger: the balance never goes below zero, whatever the interleaving of commands. */
export const creditsDecider: Decider<CreditCommand, CreditEvent, LedgerState> = {
  initialState: initialLedger,
  evolve: evolveLedger,
  decide(command, state): CreditEvent[] {
    switch (command.type) {
      case 'Deposit':
        return [
          {
            type: 'CreditsDeposited',
            data: { credits: command.credits, notify: command.notify, depositRequestId: null },
          },
        ];
      case 'DepositForIntent':
        // Exactly once per payment intent (docs/product.md §3): the webhook and the poll may both get here.
        if (state.creditedIntents.includes(command.intentId)) return [];
        return [
          {
            type: 'CreditsDeposited',
            data: {
              credits: command.credits,
              notify: command.notify,
              depositRequestId: null,
              paymentIntentId: command.intentId,
            },
          },
        ];
      case 'Adjust':
        if (state.balance + command.credits < 0) throw insufficient(state.balance, -command.credits);
        return [{ type: 'CreditsAdjusted', data: { credits: command.credits } }];
      case 'SpendOnVip':
        if (state.purchases.includes(command.purchaseId)) return [];
        if (state.balance < command.credits) throw insufficient(state.balance, command.credits);
        return [
          {
            type: 'CreditsSpentOnVip',
            data: { purchaseId: command.purchaseId, credits: command.credits, days: command.days },
          },
        ];
      case 'RequestDeposit': {
        const pack = CREDIT_PACKS.find((candidate) => candidate.id === command.packId);
        if (!pack) throw new DomainError(400, 'invalid_request', `Unknown pack ${command.packId}`);
        const open = Object.values(state.requests).filter((request) => request.status === 'requested');
        if (open.length >= 3) throw conflictError('too_many_requests', 'At most 3 deposit requests may wait at once');
        const { requestId, method, reference } = command;
        return [
          {
            type: 'DepositRequested',
            data: { requestId, method, reference, credits: pack.credits, price: pack.price },
          },
        ];
      }
      case 'ConfirmDeposit': {
        const request = state.requests[command.requestId];
        if (!request) throw notFoundError('Deposit request');
        if (request.status === 'confirmed') return [];
        if (request.status === 'cancelled')
          throw conflictError('deposit_cancelled', 'This deposit request was cancelled');
        return [
          {
            type: 'CreditsDeposited',
            data: { credits: request.credits, notify: command.notify, depositRequestId: command.requestId },
          },
        ];
      }
      case 'CancelDeposit': {
        const request = state.requests[command.requestId];
        if (!request) throw notFoundError('Deposit request');
        if (request.status === 'cancelled') return [];
        if (request.status === 'confirmed')
          throw conflictError('deposit_confirmed', 'A confirmed deposit cannot be cancelled');
        return [{ type: 'DepositCancelled', data: { requestId: command.requestId } }];
      }
      case 'MoveOut':
        if (state.mergesOut.includes(command.mergeId)) return [];
        return [
          {
            type: 'CreditsMovedOut',
            data: { mergeId: command.mergeId, targetUserId: command.targetUserId, credits: state.balance },
          },
        ];
      case 'MoveIn':
        if (state.mergesIn.includes(command.mergeId)) return [];
        return [
          {
            type: 'CreditsMovedIn',
            data: { mergeId: command.mergeId, sourceUserId: command.sourceUserId, credits: command.credits },
          },
        ];
      default:
        return unreachable(command, 'credit command');
    }
  },
};
