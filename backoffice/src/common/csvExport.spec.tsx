import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditTransaction, PaymentIntentAdminRow } from '@annuaire/shared';
import { DepositRequestList } from '../depositRequests/DepositRequestList';
import type { DepositRequestRow } from '../depositRequests/types';
import { PaymentIntentList } from '../paymentIntents/PaymentIntentList';
import { fakeApi, renderTool } from '../test/harness';
import { TransactionList } from '../transactions/TransactionList';
import { EXPORT_PAGE_SIZE, fetchAllPages } from './csvExport';

/** The most rows a staff list answers per request (backend/src/api/simpleRest.ts MAX_PAGE). */
const SERVER_MAX_PAGE = 500;

/** A list API over `rows` that answers as the server does: a page of the range asked, refused past 500 rows. */
function pagedApi<T>(rows: readonly T[]) {
  const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => {
    const { page, perPage } = pagination!;
    if (perPage > SERVER_MAX_PAGE) throw new Error('range: must be [first, last] with at most 500 rows');
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  return { api: fakeApi({ getList }), getList };
}

let downloads: Blob[];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob);
    return 'blob:export';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const downloaded = async () => {
  await waitFor(() => expect(downloads).toHaveLength(1));
  // The byte-order mark first, so spreadsheets read the accents as UTF-8 (Blob.text() drops it).
  const bytes = new Uint8Array(await downloads[0]!.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return (await downloads[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
};

const transaction = (n: number): CreditTransaction & { username: string } => ({
  id: `t-${n}`,
  userId: `u-${n % 7}`,
  username: `member, ${n % 7}`,
  type: n % 2 ? 'debit' : 'credit',
  kind: 'CreditsDeposited',
  credits: 1000 + n,
  balanceAfter: 2500.5,
  actorId: null,
  actorRole: 'admin',
  impersonatorId: null,
  reason: n === 0 ? 'said "thanks"' : 'deposit',
  at: '2026-05-01T12:05:00.000Z',
  details: n === 0 ? { paymentIntentId: 'pi-1' } : {},
});

describe('exporting the ledger', () => {
  it('writes every transaction under the filters, a page of 500 at a time, headed in French, amounts as numbers', async () => {
    const rows = Array.from({ length: 1203 }, (_, n) => transaction(n));
    const { api, getList } = pagedApi(rows);
    const user = userEvent.setup();
    renderTool(<TransactionList />, { api, resource: 'transactions', locale: 'fr' });
    await screen.findAllByText('member, 0');
    getList.mockClear();
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    const lines = await downloaded();

    expect(getList.mock.calls.map(([, params]) => params.pagination)).toEqual([
      { page: 1, perPage: EXPORT_PAGE_SIZE },
      { page: 2, perPage: EXPORT_PAGE_SIZE },
      { page: 3, perPage: EXPORT_PAGE_SIZE },
    ]);
    expect(getList.mock.calls[0]![1]).toMatchObject({ sort: { field: 'at', order: 'DESC' } });
    expect(lines[0]).toBe('Date,Membre,Identifiant du membre,Type,Opération,Crédits,Solde après,Par,Motif,Paiement');
    expect(lines[1]).toBe(
      '2026-05-01T12:05:00.000Z,"member, 0",u-0,Crédit,Crédits déposés,1000,2500.5,Administrateur,"said ""thanks""",pi-1',
    );
    expect(lines[2]).toBe(
      '2026-05-01T12:05:00.000Z,"member, 1",u-1,Débit,Crédits déposés,1001,2500.5,Administrateur,deposit,',
    );
    expect(lines).toHaveLength(1 + 1203 + 1);
    expect(lines.at(-1)).toBe('');
  });

  it('sends the list’s filters with every page', async () => {
    const { api, getList } = pagedApi([transaction(0)]);
    const user = userEvent.setup();
    renderTool(<TransactionList />, { api, resource: 'transactions', locale: 'en' });
    await screen.findByText('member, 0');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Credit' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('transactions', expect.objectContaining({ filter: { type: 'credit' } })),
    );
    getList.mockClear();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await downloaded();
    expect(getList).toHaveBeenCalledWith('transactions', expect.objectContaining({ filter: { type: 'credit' } }));
  });
});

describe('exporting crypto payments and Interac deposits', () => {
  it('writes the payment intents headed in English, the price in dollars as a number', async () => {
    const intent: PaymentIntentAdminRow = {
      id: 'pi-1',
      userId: 'u-1',
      username: 'amelie',
      packId: 'pack-100',
      credits: 100,
      priceCad: 12.5,
      currency: 'BTC',
      status: 'settled',
      credited: true,
      invoiceId: 'inv-1',
      paymentState: 'none',
      settledAt: '2026-05-02T10:00:00.000Z',
      createdAt: '2026-05-02T09:55:00.000Z',
    } as PaymentIntentAdminRow;
    const { api } = pagedApi([intent]);
    const user = userEvent.setup();
    renderTool(<PaymentIntentList />, { api, resource: 'payment-intents', locale: 'en' });
    await screen.findByText('amelie');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await downloaded()).toEqual([
      'Created,Member,Member id,Pack,Credits,Price (CAD),Currency,Status,Credited,Settled,Invoice,Intent',
      '2026-05-02T09:55:00.000Z,amelie,u-1,pack-100,100,12.5,BTC,Settled,Yes,2026-05-02T10:00:00.000Z,inv-1,pi-1',
      '',
    ]);
  });

  it('writes the deposit requests headed in French', async () => {
    const request = {
      id: 'r-1',
      userId: 'u-2',
      username: 'jade',
      method: 'interac',
      credits: 50,
      price: 7.25,
      reference: 'ABC-123',
      status: 'requested',
      requestedAt: '2026-05-03T08:00:00.000Z',
      decidedAt: null,
    } as DepositRequestRow & { decidedAt: string | null };
    const { api } = pagedApi([request]);
    const user = userEvent.setup();
    renderTool(<DepositRequestList />, { api, resource: 'deposit-requests', locale: 'fr' });
    await screen.findByText('jade');
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await downloaded()).toEqual([
      'Demandé,Membre,Identifiant du membre,Mode,Crédits,Montant ($),Référence,Statut,Décidé',
      '2026-05-03T08:00:00.000Z,jade,u-2,Virement Interac,50,7.25,ABC-123,À confirmer,',
      '',
    ]);
  });
});

describe('fetchAllPages', () => {
  it('stops at the total, keeps a row once when an insert shifts the pages, and stops at the ceiling', async () => {
    const rows = Array.from({ length: 5 }, (_, n) => ({ id: n }));
    // Page 2 is read after a new row arrived at the top: its first row is the last of page 1 again.
    const shifted = [{ id: 99 }, ...rows];
    const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => {
      const { page, perPage } = pagination!;
      const source = page === 1 ? rows : shifted;
      return { data: source.slice((page - 1) * perPage, page * perPage), total: source.length };
    });
    const api = fakeApi({ getList });
    const query = { filter: {}, sort: { field: 'id', order: 'DESC' as const } };
    const all = await fetchAllPages(api, 'things', query, { pageSize: 2 });
    expect(all.rows.map((row) => row.id)).toEqual([0, 1, 2, 3, 4]);
    expect(getList).toHaveBeenCalledTimes(3);
    const capped = await fetchAllPages(api, 'things', query, { pageSize: 2, maxRows: 3 });
    expect(capped).toEqual({ rows: [{ id: 0 }, { id: 1 }, { id: 2 }], total: 6 });
  });
});
