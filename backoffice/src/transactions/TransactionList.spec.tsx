import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CreditTransaction } from '@annuaire/shared';
import { fakeApi, renderTool } from '../test/harness';
import { TransactionList } from './TransactionList';

const entry = (id: string, reason: string, details: unknown): CreditTransaction => ({
  id,
  userId: 'u-7',
  type: 'credit',
  kind: 'CreditsDeposited',
  credits: 30,
  balanceAfter: 30,
  actorId: null,
  actorRole: 'system',
  impersonatorId: null,
  reason,
  at: '2026-05-01T12:05:00.000Z',
  details,
});

describe('the ledger in the backoffice', () => {
  it('links a crypto deposit to its payment intent, and only that one', async () => {
    const crypto = entry('e-1', 'crypto deposit', { userId: 'u-7', credits: 30, paymentIntentId: 'pi-1' });
    const interac = entry('e-2', 'interac deposit', { userId: 'u-7', credits: 30, paymentIntentId: null });
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [crypto, interac], total: 2 })) });
    renderTool(<TransactionList />, { api, resource: 'transactions', locale: 'fr' });
    const cryptoRow = (await screen.findByText('crypto deposit')).closest('tr')!;
    expect(within(cryptoRow).getByRole('link', { name: 'Paiement crypto' })).toHaveAttribute(
      'href',
      '#/payment-intents/pi-1/show',
    );
    const interacRow = screen.getByText('interac deposit').closest('tr')!;
    expect(within(interacRow).queryByRole('link', { name: 'Paiement crypto' })).not.toBeInTheDocument();
  });
});
