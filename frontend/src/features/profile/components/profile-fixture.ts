import { aCard } from '@/lib/user-card.fixtures';
import type { Profile } from '../api/get-profile';

/** A profile page answer for component tests. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  const card = aCard();
  return {
    ...card,
    _id: 'melanie-id',
    listed: true,
    pictures: [1, 2, 3].map((n) => ({ id: `p${n}`, url: `users/m/p${n}.jpg`, width: 600, height: 800 })),
    incall: true,
    outcall: false,
    virtual: true,
    websiteUrl: null,
    tour: null,
    verified: false,
    lastSeenAt: new Date(Date.now() - 30 * 3_600_000).toISOString(),
    memberSince: new Date(Date.now() - 400 * 86_400_000).toISOString(),
    messagingAvailable: true,
    contact: { phone: '514-555-0123', email: null },
    ...overrides,
  };
}
