import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderTool } from '../test/harness';
import { CampaignList } from './CampaignList';

const block = {
  id: 'b1',
  layoutName: 'cardAgency',
  placement: 'blockCard',
  href: 'https://example.com/spa',
  body: 'Spa',
  active: true,
  pictures: [],
  ownerUsername: 'advertiser',
  updatedAt: '2026-05-01T12:00:00.000Z',
};

describe('campaign blocks', () => {
  it('shows an advertiser their blocks without the advertiser column', async () => {
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [block], total: 1 })) });
    renderTool(<CampaignList />, { api, resource: 'campaigns', role: 'advertiser' });
    expect(await screen.findByText('Card: agency')).toBeInTheDocument();
    expect(screen.queryByText('Advertiser')).not.toBeInTheDocument();
  });

  it('shows the server’s message as information when a delete is refused with 403 (docs/product.md §8)', async () => {
    const user = userEvent.setup();
    const msg = 'This campaign block belongs to another advertiser; you can only manage your own.';
    const api = fakeApi({
      getList: vi.fn(async () => ({ data: [block], total: 1 })),
      delete: vi.fn(async () => {
        throw new HttpError('annuaire.errors.forbidden', 403, { msg, code: 'forbidden' });
      }),
    });
    renderTool(<CampaignList />, { api, resource: 'campaigns', role: 'advertiser' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this campaign block' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalled());
    const toast = (await screen.findByText(msg)).closest('.MuiSnackbarContent-root');
    // react-admin marks error, warning and success toasts with a class; an information toast has none.
    for (const type of ['error', 'warning', 'success']) expect(toast).not.toHaveClass(`RaNotification-${type}`);
  });

  it('says "Campaign deleted" after a delete', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getList: vi.fn(async () => ({ data: [block], total: 1 })) });
    renderTool(<CampaignList />, { api, resource: 'campaigns', role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Campaign deleted')).toBeInTheDocument();
  });
});
