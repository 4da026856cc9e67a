import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderAt } from '@/test/render';
import { anAccount, mockAccountApi } from '../../testing';

const user = userEvent.setup({ delay: null });
const TRANSACTIONS = '/api/users/65a1f0c2e4b0a1b2c3d4e5f6/transactions';

/** Newest first, as the API answers: a deposit of 60, then n VIP weeks bought with 10 each. */
function history(weeks: number) {
  const rows = Array.from({ length: weeks }, (_, i) => ({
    id: `vip-${weeks - i}`,
    type: 'debit',
    kind: 'CreditsSpentOnVip',
    credits: 10,
    balanceAfter: 60 - (weeks - i) * 10 + 100,
    reason: null,
    at: new Date(Date.UTC(2026, 2, 10 + weeks - i)).toISOString(),
  }));
  return [
    ...rows,
    {
      id: 'deposit',
      type: 'credit',
      kind: 'CreditsDeposited',
      credits: 160,
      balanceAfter: 160,
      reason: null,
      at: '2026-03-01T12:00:00.000Z',
    },
  ];
}

describe('/transaction-history', () => {
  it('lists credits and debits with the balance after each, and the balance now', async () => {
    mockAccountApi(anAccount({ credits: 130 }), { [`GET ${TRANSACTIONS}`]: { status: 200, body: history(3) } });
    await renderAt('/en/transaction-history');
    expect(await screen.findByRole('heading', { name: 'Credit history' })).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('130 credits');
    const rows = within(await screen.findByRole('table', { name: 'Credit history' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['VIP purchase', '−10', '130'],
      ['VIP purchase', '−10', '140'],
      ['VIP purchase', '−10', '150'],
      ['Credits added', '+160', '160'],
    ]);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('pages through a long history, 20 at a time', async () => {
    const calls = mockAccountApi(anAccount(), { [`GET ${TRANSACTIONS}`]: { status: 200, body: history(20) } });
    const { router } = await renderAt('/en/transaction-history');
    await user.click(await screen.findByRole('button', { name: 'Older' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/transaction-history?page=2'));
    const ranges = calls
      .filter((call) => call.url.startsWith(TRANSACTIONS))
      .map((call) => new URL(call.url, 'http://x').searchParams.get('range'));
    expect(ranges).toEqual(['[0,20]', '[20,40]']);
  });

  it('says so when there is nothing yet', async () => {
    mockAccountApi(anAccount({ credits: 0 }), { [`GET ${TRANSACTIONS}`]: { status: 200, body: [] } });
    await renderAt('/transaction-history');
    expect(await screen.findByText('Pas encore de crédits')).toBeInTheDocument();
  });
});
