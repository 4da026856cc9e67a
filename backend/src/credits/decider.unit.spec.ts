import { describe, it } from 'vitest';
import type { CreditEvent } from '@annuaire/shared';
import { given } from '../domain/specification';
import { creditsDecider } from './decider';

const deposited = (credits: number): CreditEvent => ({
  type: 'CreditsDeposited',
  data: { credits, notify: false, depositRequestId: null },
});
const requested: CreditEvent = {
  type: 'DepositRequested',
  data: { requestId: 'r1', method: 'interac', credits: 60, price: 260, reference: 'ANN-7K2Q' },
};

describe('credits ledger decider', () => {
  it('deposits any positive amount', () => {
    given(creditsDecider, [])
      .when({ type: 'Deposit', credits: 30, notify: true })
      .then([{ type: 'CreditsDeposited', data: { credits: 30, notify: true, depositRequestId: null } }]);
  });

  it('spends on VIP only what the balance covers, once per purchase', () => {
    given(creditsDecider, [deposited(30)])
      .when({ type: 'SpendOnVip', purchaseId: 'p1', credits: 30, days: 30 })
      .then([{ type: 'CreditsSpentOnVip', data: { purchaseId: 'p1', credits: 30, days: 30 } }]);
    given(creditsDecider, [deposited(29)])
      .when({ type: 'SpendOnVip', purchaseId: 'p1', credits: 30, days: 30 })
      .thenFails('insufficient_credits', 409);
    given(creditsDecider, [
      deposited(60),
      { type: 'CreditsSpentOnVip', data: { purchaseId: 'p1', credits: 30, days: 30 } },
    ])
      .when({ type: 'SpendOnVip', purchaseId: 'p1', credits: 30, days: 30 })
      .then([]);
  });

  it('credits a payment intent exactly once, naming it on the deposit', () => {
    const forIntent: CreditEvent = {
      type: 'CreditsDeposited',
      data: { credits: 30, notify: true, depositRequestId: null, paymentIntentId: 'i1' },
    };
    given(creditsDecider, [])
      .when({ type: 'DepositForIntent', intentId: 'i1', credits: 30, notify: true })
      .then([forIntent]);
    given(creditsDecider, [forIntent])
      .when({ type: 'DepositForIntent', intentId: 'i1', credits: 30, notify: true })
      .then([]);
    given(creditsDecider, [forIntent])
      .when({ type: 'DepositForIntent', intentId: 'i2', credits: 60, notify: false })
      .then([
        {
          type: 'CreditsDeposited',
          data: { credits: 60, notify: false, depositRequestId: null, paymentIntentId: 'i2' },
        },
      ]);
  });

  it('adjusts down never below zero', () => {
    given(creditsDecider, [deposited(10)])
      .when({ type: 'Adjust', credits: -10 })
      .then([{ type: 'CreditsAdjusted', data: { credits: -10 } }]);
    given(creditsDecider, [deposited(10)])
      .when({ type: 'Adjust', credits: -11 })
      .thenFails('insufficient_credits');
  });

  it('turns a confirmed interac request into a deposit of its pack, once', () => {
    given(creditsDecider, [])
      .when({ type: 'RequestDeposit', requestId: 'r1', packId: 'pack-60', method: 'interac', reference: 'ANN-7K2Q' })
      .then([requested]);
    given(creditsDecider, [requested])
      .when({ type: 'ConfirmDeposit', requestId: 'r1', notify: true })
      .then([{ type: 'CreditsDeposited', data: { credits: 60, notify: true, depositRequestId: 'r1' } }]);
    const confirmed: CreditEvent = {
      type: 'CreditsDeposited',
      data: { credits: 60, notify: true, depositRequestId: 'r1' },
    };
    given(creditsDecider, [requested, confirmed])
      .when({ type: 'ConfirmDeposit', requestId: 'r1', notify: true })
      .then([]);
    given(creditsDecider, [requested, confirmed])
      .when({ type: 'CancelDeposit', requestId: 'r1' })
      .thenFails('deposit_confirmed');
    given(creditsDecider, [])
      .when({ type: 'ConfirmDeposit', requestId: 'nope', notify: true })
      .thenFails('not_found', 404);
    given(creditsDecider, [])
      .when({ type: 'RequestDeposit', requestId: 'r2', packId: 'pack-7', method: 'interac', reference: 'ANN-0000' })
      .thenFails('invalid_request', 400);
  });

  it('moves the whole balance out once per merge, and in once', () => {
    given(creditsDecider, [deposited(45)])
      .when({ type: 'MoveOut', mergeId: 'm1', targetUserId: 'u2' })
      .then([{ type: 'CreditsMovedOut', data: { mergeId: 'm1', targetUserId: 'u2', credits: 45 } }]);
    given(creditsDecider, [{ type: 'CreditsMovedIn', data: { mergeId: 'm1', sourceUserId: 'u1', credits: 45 } }])
      .when({ type: 'MoveIn', mergeId: 'm1', sourceUserId: 'u1', credits: 45 })
      .then([]);
  });
});
