import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { answerCsv } from './resultCsv';
import { SavedQueryList } from './SavedQueryList';
import { SavedQueryShow } from './SavedQueryShow';
import type { SavedQuery, SavedQueryAnswer } from './types';

const query: SavedQuery = {
  id: 'vip-purchases-by-month',
  title: { en: 'VIP purchases per month, by region', fr: 'Achats de VIP par mois, par région' },
  description: { en: 'VIP bought with credits each month.', fr: 'VIP achetés avec des crédits chaque mois.' },
  parameters: ['from', 'to', 'region'],
  defaults: { from: '2025-12-01', to: '2026-11-28' },
  chart: 'purchases',
  reads: ['analytics.vip_purchases'],
  sql: 'select month, region, purchases from analytics.vip_purchases',
};

const answer: SavedQueryAnswer = {
  queryId: query.id,
  parameters: { from: '2025-12-01', to: '2026-11-28', region: 'montreal' },
  columns: [
    { name: 'month', type: 'date' },
    { name: 'region', type: 'text' },
    { name: 'purchases', type: 'number' },
    { name: 'note', type: 'text' },
  ],
  rows: [
    ['2026-10-01', 'montreal', 1200, 'a "quoted", text'],
    ['2026-11-01', 'montreal', 3, null],
  ],
  rowCount: 2,
  truncated: false,
  maxRows: 5000,
};

/** The show page of `query`, its run answered by `command`. */
function showQuery(command = vi.fn(async () => ({ data: answer, status: 200 })), locale: 'en' | 'fr' = 'en') {
  const api = fakeApi({ getOne: vi.fn(async () => ({ data: query })), command });
  renderTool(<SavedQueryShow id={query.id} />, { api, resource: 'saved-queries', locale });
  return api;
}

/** Each row of a table as the text of its cells, headings first. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => vi.restoreAllMocks());

describe('the analytics screen (saved queries)', () => {
  it('lists the saved queries with what each answers, in the staff’s language', async () => {
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [query], total: 1 })) });
    renderTool(<SavedQueryList />, { api, resource: 'saved-queries', locale: 'fr' });
    const row = (await screen.findByText('Achats de VIP par mois, par région')).closest('tr')!;
    expect(within(row).getByText('VIP achetés avec des crédits chaque mois.')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ce qu’elle mesure' })).toBeInTheDocument();
  });

  it('asks for the query’s parameters, runs it and shows the answer as a table under its own column names', async () => {
    const user = userEvent.setup();
    const api = showQuery();
    expect(await screen.findByText('VIP bought with credits each month.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Parameters' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^From/)).toHaveValue('2025-12-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-11-28');
    // A query without a category parameter asks for none.
    expect(screen.queryByLabelText('Listing')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Region'), 'montreal');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect(api.command).toHaveBeenCalledWith('/api/admin/saved-queries/vip-purchases-by-month/run', {
      body: { parameters: { from: '2025-12-01', to: '2026-11-28', region: 'montreal' } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Result · 2 rows' })).toBeInTheDocument();
    expect(cells(screen.getByRole('table', { name: 'Result' }))).toEqual([
      ['month', 'region', 'purchases', 'note'],
      ['2026-10-01', 'montreal', '1,200', 'a "quoted", text'],
      ['2026-11-01', 'montreal', '3', '—'],
    ]);
    // A date column and a number: a chart of the query's preferred column, the table standing in for it.
    expect(screen.getByRole('figure', { name: 'purchases by month' })).toBeInTheDocument();
    expect(screen.getByText('Run recorded in the audit history.')).toBeInTheDocument();
  });

  it('downloads exactly the answer as CSV, quoted, with a byte-order mark for spreadsheets', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:saved-query';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    showQuery();
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    await user.click(await screen.findByRole('button', { name: 'Download as CSV' }));
    expect(blobs).toHaveLength(1);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'month,region,purchases,note',
      '2026-10-01,montreal,1200,"a ""quoted"", text"',
      '2026-11-01,montreal,3,',
      '',
    ]);
  });

  it('checks the period with the server’s rule before sending anything', async () => {
    const user = userEvent.setup();
    const api = showQuery();
    const to = await screen.findByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Must not be before the start')).toBeInTheDocument();
    expect(api.command).not.toHaveBeenCalled();
  });

  it('says when the answer was cut at the row cap', async () => {
    const user = userEvent.setup();
    showQuery(vi.fn(async () => ({ data: { ...answer, truncated: true, maxRows: 2 }, status: 200 })));
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/Only the first 2 rows are shown/)).toBeInTheDocument();
  });

  it('words a timeout in the staff’s language', async () => {
    const user = userEvent.setup();
    const timeout = new HttpError('annuaire.errors.default', 504, {
      msg: 'The query ran longer',
      code: 'query_timeout',
    });
    showQuery(
      vi.fn(async () => Promise.reject(timeout)),
      'fr',
    );
    await user.click(await screen.findByRole('button', { name: 'Exécuter' }));
    expect(await screen.findByText(/La requête a pris trop de temps/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field under that field', async () => {
    const user = userEvent.setup();
    const refused = new HttpError('annuaire.errors.invalid_request', 400, {
      msg: 'Invalid body.parameters.region',
      code: 'invalid_request',
      issues: [{ path: 'body.parameters.region', message: 'must be a region key', code: 'custom' }],
    });
    showQuery(vi.fn(async () => Promise.reject(refused)));
    await user.click(await screen.findByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Region')).toHaveAccessibleDescription('Not a region of the site'),
    );
  });
});

describe('answerCsv', () => {
  it('quotes separators, quotes and line breaks, and leaves nulls empty', () => {
    const csv = answerCsv({
      columns: [
        { name: 'a;b', type: 'text' },
        { name: 'n', type: 'number' },
      ],
      rows: [
        ['line\nbreak', 1.5],
        [null, null],
      ],
    });
    expect(csv).toBe('\uFEFF"a;b",n\r\n"line\nbreak",1.5\r\n,\r\n');
  });
});
