import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { PaymentIntentList } from './PaymentIntentList';
import { PaymentIntentShow } from './PaymentIntentShow';
import type { PaymentIntentAdminRow } from './types';

const underpaid: PaymentIntentAdminRow = {
  id: 'pi-1',
  userId: 'u-7',
  username: 'jeanne',
  packId: 'pack-30',
  credits: 30,
  priceCad: 150,
  currency: 'BTC',
  status: 'underpaid',
  paymentState: 'paidPartial',
  credited: false,
  createdAt: '2026-05-01T12:00:00.000Z',
  expiresAt: '2026-05-01T12:30:00.000Z',
  settledAt: null,
  invoiceId: 'INV-7QX2',
  checkoutLink: 'https://pay.example/i/INV-7QX2',
  payment: {
    address: 'bc1qexampleaddress',
    amount: '0.00123456',
    paymentLink: 'bitcoin:bc1qexampleaddress?amount=0.00123456',
    paid: '0.00100000',
  },
};

const settled: PaymentIntentAdminRow = {
  ...underpaid,
  id: 'pi-2',
  username: 'marc',
  userId: 'u-8',
  status: 'settled',
  paymentState: 'none',
  credited: true,
  invoiceId: 'INV-8AB1',
  settledAt: '2026-05-02T09:10:00.000Z',
};

/** Nothing on these screens may credit a member: neither English nor French words for it. */
const markPaid = /paid|payé|mark|marquer|confirm|credit/i;

describe('crypto payment intents in the backoffice', () => {
  // The list keeps its filters in the address: each test starts from a bare one.
  afterEach(() => window.history.pushState({}, '', '/'));

  it('lists intents in French, newest first, with an underpaid one standing out and not credited', async () => {
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [underpaid, settled], total: 2 })) });
    renderTool(<PaymentIntentList />, { api, resource: 'payment-intents', locale: 'fr' });
    const row = (await screen.findByText('INV-7QX2')).closest('tr')!;
    for (const text of ['jeanne', '30', 'BTC', 'Paiement insuffisant', 'Non']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText(/150,00\s\$/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'jeanne' })).toHaveAttribute('href', '#/users/u-7/show');
    const settledRow = screen.getByText('INV-8AB1').closest('tr')!;
    expect(within(settledRow).getByText('Réglé')).toBeInTheDocument();
    expect(within(settledRow).getByText('Oui')).toBeInTheDocument();
    expect(api.getList).toHaveBeenCalledWith(
      'payment-intents',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' } }),
    );
  });

  it('asks the server for the underpaid intents when staff pick that status', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [underpaid], total: 1 }));
    renderTool(<PaymentIntentList />, { api: fakeApi({ getList }), resource: 'payment-intents' });
    await screen.findByText('INV-7QX2');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Underpaid' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'payment-intents',
        expect.objectContaining({ filter: { status: 'underpaid' } }),
      ),
    );
  });

  it('searches by member with the q filter', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [underpaid], total: 1 }));
    renderTool(<PaymentIntentList />, { api: fakeApi({ getList }), resource: 'payment-intents' });
    await screen.findByText('INV-7QX2');
    await user.type(screen.getByRole('textbox', { name: 'Member' }), 'jean');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('payment-intents', expect.objectContaining({ filter: { q: 'jean' } })),
    );
  });

  it('shows an intent with its provider invoice, payment and checkout link, in French', async () => {
    const api = fakeApi({ getOne: vi.fn(async () => ({ data: underpaid })) });
    renderTool(<PaymentIntentShow id="pi-1" />, { api, resource: 'payment-intents', locale: 'fr' });
    expect(await screen.findByText('INV-7QX2')).toBeInTheDocument();
    for (const text of [
      'Paiement insuffisant',
      'Payé en partie',
      'pack-30',
      'bc1qexampleaddress',
      '0.00123456',
      '0.00100000',
      'Montant reçu',
      'Expire',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: underpaid.checkoutLink })).toHaveAttribute('href', underpaid.checkoutLink);
    expect(screen.getByRole('link', { name: 'jeanne' })).toBeInTheDocument();
  });

  it('offers no way to mark an intent paid, on the list nor on the intent', async () => {
    const api = fakeApi({
      getList: vi.fn(async () => ({ data: [underpaid], total: 1 })),
      getOne: vi.fn(async () => ({ data: underpaid })),
    });
    const list = renderTool(<PaymentIntentList />, { api, resource: 'payment-intents' });
    await screen.findByText('INV-7QX2');
    for (const button of screen.queryAllByRole('button')) expect(button).not.toHaveAccessibleName(markPaid);
    list.unmount();
    renderTool(<PaymentIntentShow id="pi-1" />, { api, resource: 'payment-intents', locale: 'fr' });
    await screen.findByText('INV-7QX2');
    for (const button of screen.queryAllByRole('button')) expect(button).not.toHaveAccessibleName(markPaid);
    expect(api.command).not.toHaveBeenCalled();
    expect(api.update).not.toHaveBeenCalled();
  });
});
