import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderAt } from '@/test/render';
import { anAccount, mockAccountApi } from '../../testing';

const user = userEvent.setup({ delay: null });
const FUTURE = '2999-01-01T00:00:00.000Z';
const STATISTICS = '/api/users/65a1f0c2e4b0a1b2c3d4e5f6/statistics';

describe('the VIP modal (?modal=vip)', () => {
  it('buys 30 days with credits, showing the balance, and closes', async () => {
    const calls = mockAccountApi(anAccount({ credits: 60 }), {
      'POST /api/user/vip': { status: 200, body: { userId: 'x', balance: 30 } },
    });
    const { router } = await renderAt('/en/profile?modal=vip');
    const dialog = await screen.findByRole('dialog', { name: 'VIP' });
    expect(within(dialog).getByText('60 credits')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Buy 30 days for 30 credits' }));
    expect(await screen.findByText('You are VIP for 30 more days.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/user/vip')?.body).toEqual({ days: 30 });
    await waitFor(() => expect(currentUrl(router)).toBe('/en/profile'));
  });

  it('leads to buying credits when the balance does not cover the choice', async () => {
    const calls = mockAccountApi(anAccount({ credits: 12 }));
    const { router } = await renderAt('/en/profile?modal=vip');
    const dialog = await screen.findByRole('dialog', { name: 'VIP' });
    // 7 days (10 credits) is covered; 30 days (30 credits) is not.
    expect(within(dialog).getByText('You need 18 more credits.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Buy credits' }));

    const payment = await screen.findByRole('dialog', { name: 'Buy credits' });
    expect(currentUrl(router)).toBe('/en/profile?modal=payment');
    expect(within(payment).getByText('Save 13%')).toBeInTheDocument();
    expect(within(payment).getByText('Save 24%')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('goes to buying credits when the server says the balance is short', async () => {
    mockAccountApi(anAccount({ credits: 30 }), {
      'POST /api/user/vip': { status: 409, body: { msg: 'short', code: 'insufficient_credits' } },
    });
    const { router } = await renderAt('/en/profile?modal=vip');
    const dialog = await screen.findByRole('dialog', { name: 'VIP' });
    await user.click(within(dialog).getByRole('button', { name: 'Buy 30 days for 30 credits' }));
    expect(await screen.findByRole('dialog', { name: 'Buy credits' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/profile?modal=payment');
  });

  it('gives interac instructions on the Quebec site, where crypto is unavailable without a provider', async () => {
    const calls = mockAccountApi(anAccount(), {
      'GET /api/crypto/offer': { status: 200, body: { offered: false } },
      'POST /api/credits/deposit-requests': {
        status: 201,
        body: {
          requestId: 'r1',
          reference: 'ANN-1A2B3C4D',
          credits: 60,
          price: 260,
          instructions: { recipient: 'paiements@annuaire.local', amount: 260, message: 'ANN-1A2B3C4D' },
        },
      },
    });
    await renderAt('/profile?modal=payment');
    const dialog = await screen.findByRole('dialog', { name: 'Acheter des crédits' });
    expect(
      await within(dialog).findByText(/Le paiement en cryptomonnaie n’est pas offert sur ce site pour le moment/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Cryptomonnaie/ })).not.toBeInTheDocument();
    // The site learns it from the plain answer: no refused request (and no 404 in the console) to find out.
    expect(calls.some((call) => call.url.startsWith('/api/crypto/currencies'))).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: /60 crédits/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    const instructions = await screen.findByRole('dialog', { name: 'Envoyez votre virement' });
    expect(within(instructions).getByText('ANN-1A2B3C4D')).toBeInTheDocument();
    expect(within(instructions).getByText('paiements@annuaire.local')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/credits/deposit-requests')?.body).toEqual({
      packId: 'pack-60',
      method: 'interac',
    });
  });
});

describe('VIP promotion and statistics (docs/product.md §6)', () => {
  it('promotes VIP to a woman escort without VIP, and fetches no statistics', async () => {
    const calls = mockAccountApi(anAccount({ gender: 'woman' }));
    await renderAt('/en/profile');
    const promotion = await screen.findByRole('complementary', { name: 'VIP' });
    await user.click(within(promotion).getByRole('button', { name: 'Become VIP' }));
    expect(await screen.findByRole('dialog', { name: 'VIP' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith(STATISTICS))).toBe(false);
  });

  it('promotes nothing to a man escort', async () => {
    mockAccountApi(anAccount({ gender: 'man' }));
    await renderAt('/en/profile');
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'VIP' })).not.toBeInTheDocument();
  });

  it('shows a VIP their statistics, with chart labels of docs/product.md §9 and a table', async () => {
    const day = (d: number, views: number) => ({
      year: 2026,
      month: 3,
      day: d,
      counts: { user_view: views, user_contact: 1, user_favorite: 0 },
    });
    const calls = mockAccountApi(anAccount({ vip: FUTURE }), {
      [`GET ${STATISTICS}`]: {
        status: 200,
        body: {
          userId: 'x',
          range: '14d',
          unit: 'day',
          points: [day(1, 4), day(2, 9)],
          totals: { user_view: 13, user_contact: 2, user_favorite: 0 },
        },
      },
    });
    await renderAt('/en/profile');
    expect(await screen.findByRole('img', { name: /Profile views over 14 days/ })).toHaveAccessibleName(
      'Profile views over 14 days 13 in all; at most 9 on Mar 2.',
    );
    expect(screen.queryByRole('complementary', { name: 'VIP' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: 'Your statistics over 14 days' });
    expect(within(table).getByRole('rowheader', { name: 'Mar 1' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith(STATISTICS))?.url).toBe(`${STATISTICS}?range=14d`);
  });
});
