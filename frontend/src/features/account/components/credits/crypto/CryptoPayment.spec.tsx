import type { PaymentIntentAnswer } from '@annuaire/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { aPaymentIntent, anAccount, CRYPTO_CURRENCIES, mockAccountApi } from '../../../testing';

const user = userEvent.setup({ delay: null });
const INTENT_URL = '/api/crypto/payment-intents/intent-7f3a';

/** The browser's EventSource, driven by the test: the site listens to the one stream the shell opens. */
class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** The Quebec site with a provider: two currencies, intents created open and read back as `current()`. */
function mockCrypto(current: () => PaymentIntentAnswer, extra: Parameters<typeof mockAccountApi>[1] = {}) {
  return mockAccountApi(anAccount({ credits: 60 }), {
    'GET /api/crypto/currencies': { status: 200, body: CRYPTO_CURRENCIES },
    'POST /api/crypto/payment-intents': () => ({ status: 201, body: aPaymentIntent() }),
    [`GET ${INTENT_URL}`]: () => ({ status: 200, body: current() }),
    ...extra,
  });
}

/** From the profile, in French: the 60-credit pack, crypto, litecoin, continue. */
async function payWithLitecoin(path = '/profile?modal=payment') {
  const rendered = await renderAt(path);
  const dialog = await screen.findByRole('dialog', { name: 'Acheter des crédits' });
  await user.click(within(dialog).getByRole('radio', { name: /60 crédits/ }));
  await user.click(await within(dialog).findByRole('radio', { name: 'Cryptomonnaie' }));
  await user.click(within(dialog).getByRole('radio', { name: 'Litecoin (LTC)' }));
  await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Payer en LTC' }) };
}

describe('paying for credits with crypto (Quebec)', () => {
  beforeEach(() => {
    FakeEventSource.last = null;
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes from a pack to a currency to the amount, address and QR code, in French', async () => {
    const calls = mockCrypto(() => aPaymentIntent());
    const { dialog } = await payWithLitecoin();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ packId: 'pack-60', currency: 'LTC' });
    expect(within(dialog).getByText('3.1415926 LTC')).toBeInTheDocument();
    expect(within(dialog).getByText('260 $')).toBeInTheDocument();
    expect(within(dialog).getByText('ltc1qexampleaddress0000000000000000000')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Code QR du paiement en LTC' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('En attente de votre paiement.');
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/^Temps restant pour payer : [23]\d:\d\d$/);
    expect(within(dialog).getByRole('link', { name: /page de paiement de notre fournisseur/ })).toHaveAttribute(
      'href',
      'https://pay.example.org/i/inv-1',
    );
  });

  it('copies the address and the amount, each with its copied toast', async () => {
    mockCrypto(() => aPaymentIntent());
    const { dialog } = await payWithLitecoin();
    await user.click(within(dialog).getByRole('button', { name: 'Copier l’adresse' }));
    expect(await screen.findByText('Adresse copiée')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('ltc1qexampleaddress0000000000000000000');
    await user.click(within(dialog).getByRole('button', { name: 'Copier le montant' }));
    expect(await screen.findByText('Montant copié')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('3.1415926');
  });

  it('shows the credits once the live stream says the payment settled, and refreshes the balance', async () => {
    let intent = aPaymentIntent();
    const calls = mockCrypto(() => intent);
    const { dialog } = await payWithLitecoin();
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const accountReads = calls.filter((call) => call.url === '/api/user').length;

    intent = aPaymentIntent({ status: 'settled', credited: true });
    act(() => FakeEventSource.last!.dispatchEvent(new Event('payment')));
    expect(await screen.findByText('60 crédits ajoutés à votre solde')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Paiement confirmé : 60 crédits ont été ajoutés à votre solde.',
    );
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/user').length).toBeGreaterThan(accountReads));
    expect(within(dialog).getByRole('button', { name: 'Terminé' })).toBeInTheDocument();
  });

  it('reads the payment again every 10 seconds while it waits, without the live stream', async () => {
    vi.unstubAllGlobals();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let intent = aPaymentIntent();
      mockCrypto(() => intent);
      await payWithLitecoin();
      intent = aPaymentIntent({ status: 'settled', credited: true });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText('60 crédits ajoutés à votre solde')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says kindly that an expired request can be started again', async () => {
    mockCrypto(() => aPaymentIntent({ status: 'expired' }));
    const { dialog } = await payWithLitecoin();
    expect(
      await within(dialog).findByText(/Cette demande de paiement a expiré avant l’arrivée d’un paiement/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('3.1415926 LTC')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Recommencer' }));
    expect(await screen.findByRole('dialog', { name: 'Acheter des crédits' })).toBeInTheDocument();
  });

  it('tells an underpaid member that no credits were added and to contact support', async () => {
    mockCrypto(() => aPaymentIntent({ status: 'underpaid' }));
    const { dialog } = await payWithLitecoin();
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/Le montant reçu est inférieur au montant dû/));
    expect(status).toHaveTextContent('la référence intent-7f3a');
    expect(within(status).getByRole('link', { name: 'Nous écrire' })).toHaveAttribute('href', '/contact-us');
  });

  it('says plainly that crypto is not available when no provider is configured (404)', async () => {
    const calls = mockAccountApi(anAccount(), {
      'GET /api/crypto/currencies': { status: 404, body: { msg: 'Crypto is not offered', code: 'crypto_unavailable' } },
    });
    await renderAt('/en/profile?modal=payment');
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    expect(
      await within(dialog).findByText(
        'Crypto payment is not available on this site at the moment. You can pay by Interac e-Transfer.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Cryptocurrency' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/coming/i)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/crypto/payment-intents'))).toBe(false);
  });

  it('offers a retry while the provider does not answer (503)', async () => {
    let answer = { status: 503, body: { msg: 'Provider down', code: 'payment_provider_unavailable' } };
    mockAccountApi(anAccount(), { 'GET /api/crypto/currencies': () => answer });
    await renderAt('/en/profile?modal=payment');
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    expect(await within(dialog).findByText(/Crypto payment cannot be reached right now/)).toBeInTheDocument();
    answer = { status: 200, body: CRYPTO_CURRENCIES } as never;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: 'Cryptocurrency' })).toBeInTheDocument();
  });

  it('explains a refusal for too many waiting payments, in English', async () => {
    mockCrypto(() => aPaymentIntent(), {
      'POST /api/crypto/payment-intents': {
        status: 409,
        body: { msg: 'Too many open payment intents', code: 'too_many_open_intents' },
      },
    });
    await renderAt('/en/profile?modal=payment');
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Cryptocurrency' }));
    expect(within(dialog).getByRole('radio', { name: 'Bitcoin (BTC)' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText(/You already have 3 crypto payments waiting/)).toBeInTheDocument();
  });
});
