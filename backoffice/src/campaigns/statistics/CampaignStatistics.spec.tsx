import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../../test/harness';
import { CampaignStatistics } from './CampaignStatistics';

const day = (date: number, impressions = 0, clicks = 0) => ({ year: 2026, month: 11, day: date, impressions, clicks });

/** Two days of one card block and one day of a deleted block's modal: what `GET …/statistics?range=14d` answers. */
const answer = {
  range: '14d',
  unit: 'day',
  from: '2026-11-26',
  to: '2026-11-27',
  timeZone: 'America/Toronto',
  series: [
    {
      blockId: 'b1',
      ownerId: 'u-adv',
      placement: 'blockCard',
      points: [day(26, 400, 10), day(27, 0, 0)],
      impressions: 400,
      clicks: 10,
      layoutName: 'cardAgency',
      href: 'https://example.com/spa',
      ownerUsername: 'advertiser',
    },
    {
      blockId: 'b2',
      ownerId: 'u-adv',
      placement: 'blockModal',
      points: [day(26, 0, 0), day(27, 8, 1)],
      impressions: 8,
      clicks: 1,
      layoutName: null,
      href: null,
      ownerUsername: null,
    },
  ],
};

const statisticsApi = (body: object = answer) =>
  fakeApi({ getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { ...body, id } })) });

afterEach(() => vi.restoreAllMocks());

describe('campaign statistics (docs/product.md §6)', () => {
  it('shows each block’s impressions, clicks and click-through rate by day in a table', async () => {
    const api = statisticsApi();
    renderTool(<CampaignStatistics />, { api, resource: 'campaigns', role: 'advertiser' });
    const table = await screen.findByRole('table', { name: 'Figures of Card: agency · Listing card by date' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Date', 'Impressions', 'Clicks', 'CTR'],
      ['Nov 26', '400', '10', '2.5%'],
      // No impressions: no rate, rather than 0%.
      ['Nov 27', '0', '0', '—'],
    ]);
    expect(screen.getByText('400 impressions · 10 clicks · CTR 2.5%')).toBeInTheDocument();
    // A deleted block keeps its figures.
    expect(screen.getByRole('table', { name: 'Figures of Deleted block · Modal by date' })).toBeInTheDocument();
    expect(screen.getByText('8 impressions · 1 clicks · CTR 12.5%')).toBeInTheDocument();
    expect(api.getOne).toHaveBeenCalledWith('campaign-statistics', expect.objectContaining({ id: '14d' }));
    // An advertiser is not told whose blocks they are: they are all theirs.
    expect(screen.queryByText(/Advertiser:/)).not.toBeInTheDocument();
  });

  it('asks the server again for the period chosen', async () => {
    const user = userEvent.setup();
    const api = statisticsApi();
    renderTool(<CampaignStatistics />, { api, resource: 'campaigns', role: 'advertiser' });
    await screen.findByRole('table', { name: /Card: agency/ });
    await user.click(screen.getByRole('button', { name: '6 months' }));
    await waitFor(() =>
      expect(api.getOne).toHaveBeenLastCalledWith('campaign-statistics', expect.objectContaining({ id: '6m' })),
    );
    expect(screen.getByRole('button', { name: '6 months' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('names each advertiser for admins', async () => {
    renderTool(<CampaignStatistics />, { api: statisticsApi(), resource: 'campaigns', role: 'admin' });
    expect(await screen.findByText(/Advertiser: advertiser/)).toBeInTheDocument();
  });

  it('exports what is shown as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:statistics';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTool(<CampaignStatistics />, { api: statisticsApi(), resource: 'campaigns', role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Export as CSV' }));
    expect(blobs).toHaveLength(1);
    expect((await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Block,Placement,Advertiser,Link,Date,Impressions,Clicks,CTR (%)',
      'Card: agency,Listing card,advertiser,https://example.com/spa,2026-11-26,400,10,2.50',
      'Card: agency,Listing card,advertiser,https://example.com/spa,2026-11-27,0,0,',
      'Deleted block,Modal,,,2026-11-26,0,0,',
      'Deleted block,Modal,,,2026-11-27,8,1,12.50',
      '',
    ]);
  });

  it('shows admins what was refused and why, by block; advertisers neither see nor ask for it', async () => {
    const totals = [
      { blockId: 'b1', kind: 'impression', reason: 'replayed', count: 1200 },
      { blockId: '', kind: 'impression', reason: 'invalid_token', count: 40 },
      { blockId: 'b1', kind: 'click', reason: 'no_token', count: 3 },
    ];
    const api = statisticsApi();
    api.command.mockResolvedValue({ data: { totals }, status: 200 });
    renderTool(<CampaignStatistics />, { api, resource: 'campaigns', role: 'admin' });
    const table = await screen.findByRole('table', { name: 'Refused impressions and clicks' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Block', 'Kind', 'Reason', 'Refused'],
      ['Card: agency', 'Impression', 'Token already counted', '1,200'],
      ['No block (forged or unreadable token)', 'Impression', 'Forged token, or one for another block', '40'],
      ['Card: agency', 'Click', 'No token (old link, typed address, script)', '3'],
    ]);
    expect(api.command).toHaveBeenCalledWith('/api/admin/campaigns/refusals', {
      method: 'GET',
      query: { range: '14d' },
    });

    const advertiserApi = statisticsApi();
    renderTool(<CampaignStatistics />, { api: advertiserApi, resource: 'campaigns', role: 'advertiser' });
    await screen.findAllByRole('table', { name: /Card: agency/ });
    expect(advertiserApi.command).not.toHaveBeenCalled();
  });

  it('words the refusals in French', async () => {
    const api = statisticsApi();
    api.command.mockResolvedValue({
      data: { totals: [{ blockId: 'b1', kind: 'click', reason: 'rate_limited', count: 2 }] },
      status: 200,
    });
    renderTool(<CampaignStatistics />, { api, resource: 'campaigns', role: 'admin', locale: 'fr' });
    const table = await screen.findByRole('table', { name: 'Impressions et clics refusés' });
    expect(within(table).getByText('Au-delà de la limite par adresse')).toBeInTheDocument();
    expect(within(table).getByText('Clic')).toBeInTheDocument();
  });

  it('says when there are no figures yet, and offers no export', async () => {
    const empty = { ...answer, series: [] };
    renderTool(<CampaignStatistics />, { api: statisticsApi(empty), resource: 'campaigns', role: 'advertiser' });
    expect(await screen.findByText('No impressions or clicks over this period yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderTool(<CampaignStatistics />, {
      api: statisticsApi(),
      resource: 'campaigns',
      role: 'advertiser',
      locale: 'fr',
    });
    expect(await screen.findByRole('heading', { name: 'Statistiques des campagnes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '30 jours' })).toBeInTheDocument();
  });
});
