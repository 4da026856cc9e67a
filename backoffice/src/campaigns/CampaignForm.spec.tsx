import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../common/dataProvider';
import { renderTool, type FakeApi } from '../test/harness';
import { CampaignCreate } from './CampaignCreate';

/** The real data provider over a stubbed server: what the form sends, and the server's answer to it. */
function server(status: number, answer: unknown) {
  const sent: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return { sent, api: createDataProvider() as unknown as FakeApi };
}

afterEach(() => vi.unstubAllGlobals());

async function fillBlock(user: ReturnType<typeof userEvent.setup>, href: string) {
  await user.click(await screen.findByRole('combobox', { name: /Layout/ }));
  await user.click(await screen.findByRole('option', { name: 'Card: agency' }));
  await user.type(screen.getByRole('textbox', { name: /Link/ }), href);
}

describe('a campaign block’s form (docs/product.md §6)', () => {
  // Seven inputs filled in one by one: longer than the default allowance on a busy machine.
  it('sends the weight an admin sets and the targeting chosen', { timeout: 60_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, api } = server(201, { id: 'b1', pictures: [] });
    renderTool(<CampaignCreate />, { api, resource: 'campaigns', role: 'admin' });
    await fillBlock(user, 'https://example.com/spa');
    expect(screen.getByText(/three times as often as one of weight 1/)).toBeInTheDocument();
    const weight = screen.getByRole('spinbutton', { name: /Weight/ });
    await user.clear(weight);
    await user.type(weight, '3');
    await user.type(screen.getByRole('combobox', { name: /Regions/ }), 'Montr');
    await user.click(await screen.findByRole('option', { name: 'Montréal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Male escorts' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')).toEqual({
      url: '/api/admin/campaigns',
      method: 'POST',
      body: expect.objectContaining({
        layoutName: 'cardAgency',
        href: 'https://example.com/spa',
        weight: 3,
        regions: ['montreal'],
        categories: ['male-escorts'],
      }),
    });
  });

  it('leaves the weight to staff: an advertiser neither sees nor sends it', { timeout: 30_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, api } = server(201, { id: 'b1', pictures: [] });
    renderTool(<CampaignCreate />, { api, resource: 'campaigns', role: 'advertiser' });
    await fillBlock(user, 'https://example.com/spa');
    expect(screen.queryByRole('spinbutton', { name: /Weight/ })).not.toBeInTheDocument();
    expect(screen.getByText(/is set by the site’s staff/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    // The form's default, which is also the server's: an advertiser's block starts at weight 1, and stays there.
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({ weight: 1 });
  });

  it('refuses a weight that is not a whole number from 1 to 100, and a link that is not https', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent, api } = server(201, { id: 'b1', pictures: [] });
    renderTool(<CampaignCreate />, { api, resource: 'campaigns', role: 'admin' });
    await fillBlock(user, 'http://example.com/spa');
    const weight = screen.getByRole('spinbutton', { name: /Weight/ });
    await user.clear(weight);
    await user.type(weight, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A web address starting with https://')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 1')).toBeInTheDocument();
    // Only the advertisers to choose from were asked for; nothing was saved.
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s refusal of the link under the link', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = server(400, {
      msg: 'Invalid body.href',
      code: 'invalid_request',
      issues: [{ path: 'body.href', message: 'a web address starting with https://', code: 'invalid_format' }],
    });
    renderTool(<CampaignCreate />, { api, resource: 'campaigns', role: 'advertiser' });
    await fillBlock(user, 'https://example.com/spa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const link = screen.getByRole('textbox', { name: /Link/ });
    await waitFor(() => expect(link).toHaveAccessibleDescription('A web address starting with https://'));
    expect(link).toHaveAttribute('aria-invalid', 'true');
  });
});
