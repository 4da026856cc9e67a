import { writeConsent } from '@/features/consent/consent-store';
import { mockApi, type MockAnswer, type RecordedCall } from '@/test/api-mock';
import type { OwnAccount, OwnPicture } from './api/own-account';
import type { ListingRank } from './api/get-rank';

/** Test support only: the member as GET /api/user answers it, an approved escort in Montréal by default. */
export function anAccount(overrides: Partial<OwnAccount> = {}): OwnAccount {
  return {
    _id: '65a1f0c2e4b0a1b2c3d4e5f6',
    username: 'amelie',
    email: 'amelie@example.com',
    contactEmail: null,
    phone: null,
    role: 'escort',
    gender: 'woman',
    permissions: [],
    vip: null,
    pending: false,
    libertine: false,
    incall: true,
    outcall: false,
    virtual: false,
    virtualLocked: false,
    bio: 'Hello.',
    headline: 'Montréal, downtown',
    tags: ['massage'],
    websiteUrl: null,
    tour: null,
    online: null,
    ghost: false,
    messaging: true,
    verificationState: null,
    profilePicture: null,
    pictures: [],
    location: { region: 'montreal', city: 'ville-marie' },
    secondaryLocation: null,
    favorites: {},
    credits: 60,
    createdAt: '2026-01-01T00:00:00.000Z',
    showAvailableReminder: false,
    ...overrides,
  };
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

type Answers = Record<string, MockAnswer | ((body: unknown) => MockAnswer)>;

/**
 * The API for the account pages: the member (PATCH /api/user answers them with the change applied), their
 * rank, and whatever else a test adds. The cookie choice is made, so no dialog covers the page.
 */
export function mockAccountApi(
  account: OwnAccount,
  answers: Answers = {},
  ranks: () => ListingRank[] = () => [aRank(12)],
): RecordedCall[] {
  writeConsent(false);
  let current = account;
  return mockApi({
    'GET /api/user': () => ({ status: 200, body: current }),
    'PATCH /api/user': (body) => {
      current = { ...current, ...(body as Partial<OwnAccount>) };
      return { status: 200, body: current };
    },
    [`GET /api/users/${account._id}/rank`]: () => ({ status: 200, body: { ranks: ranks() } }),
    ...answers,
  });
}

export const patches = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PATCH' && call.url.startsWith('/api/user')).map((call) => call.body);
