import type { CurrentUser, OwnPicture, PaymentIntentAnswer } from '@annuaire/shared';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, type MockAnswer, type RecordedCall } from '@/test/api-mock';
import type { ListingRank } from './api/get-rank';

/** Test support only: the member as GET /api/user answers it, an approved escort in Montréal by default. */
export function anAccount(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return aUser({
    role: 'escort',
    incall: true,
    bio: 'Hello.',
    headline: 'Montréal, downtown',
    tags: ['massage'],
    location: { region: 'montreal', city: 'ville-marie' },
    credits: 60,
    ...overrides,
  });
}

export function aPicture(overrides: Partial<OwnPicture> = {}): OwnPicture {
  return {
    id: 'picture-1',
    url: 'users/65a1f0c2e4b0a1b2c3d4e5f6/picture-1.jpg',
    width: 600,
    height: 800,
    approved: true,
    pending: false,
    note: null,
    state: 'approved',
    inRotation: false,
    addedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function aRank(position: number, overrides: Partial<ListingRank> = {}): ListingRank {
  return {
    listing: 'female-escorts/montreal/ville-marie',
    category: 'female-escorts',
    region: 'montreal',
    city: 'ville-marie',
    position,
    total: 120,
    ...overrides,
  };
}

/** A crypto payment as GET /api/crypto/payment-intents/{id} answers it: 60 credits in litecoin, open for 30 minutes. */
export function aPaymentIntent(overrides: Partial<PaymentIntentAnswer> = {}): PaymentIntentAnswer {
  return {
    id: 'intent-7f3a',
    packId: 'pack-60',
    credits: 60,
    priceCad: 260,
    currency: 'LTC',
    status: 'open',
    credited: false,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    checkoutLink: 'https://pay.example.org/i/inv-1',
    payment: {
      address: 'ltc1qexampleaddress0000000000000000000',
      amount: '3.1415926',
      paymentLink: 'litecoin:ltc1qexampleaddress0000000000000000000?amount=3.1415926',
      paid: '0',
    },
    ...overrides,
  };
}

export const CRYPTO_CURRENCIES = [
  { code: 'BTC', name: 'Bitcoin' },
  { code: 'LTC', name: 'Litecoin' },
];

type Answers = Record<string, MockAnswer | ((body: unknown) => MockAnswer)>;

/**
 * The API for the account pages: the member (PATCH /api/user answers them with the change applied), their
 * rank, and whatever else a test adds. The cookie choice is made, so no dialog covers the page.
 */
export function mockAccountApi(
  account: CurrentUser,
  answers: Answers = {},
  ranks: () => ListingRank[] = () => [aRank(12)],
): RecordedCall[] {
  writeConsent(false);
  let current = account;
  // Crypto is offered when the test gives the store's currencies (anything but a 404 `crypto_unavailable`).
  const currencies = answers['GET /api/crypto/currencies'];
  const offered = currencies !== undefined && (typeof currencies === 'function' || currencies.status !== 404);
  return mockApi({
    'GET /api/crypto/offer': { status: 200, body: { offered } },
    'GET /api/user': () => ({ status: 200, body: current }),
    'PATCH /api/user': (body) => {
      current = { ...current, ...(body as Partial<CurrentUser>) };
      return { status: 200, body: current };
    },
    [`GET /api/users/${account._id}/rank`]: () => ({ status: 200, body: { ranks: ranks() } }),
    ...answers,
  });
}

export const patches = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PATCH' && call.url.startsWith('/api/user')).map((call) => call.body);
