import type { UserCard } from './user-card';

/** A directory card as the API answers it, for component tests; override what the test is about. */
export function aCard(overrides: Partial<UserCard> = {}): UserCard {
  const username = overrides.username ?? 'melanie.qc';
  return {
    _id: `id-${username}`,
    username,
    role: 'escort',
    gender: 'woman',
    libertine: false,
    vip: false,
    online: null,
    onlineNow: false,
    ghost: false,
    headline: 'Mélanie, massages relaxants à Montréal',
    bio: 'Souriante et attentionnée, rendez-vous sur réservation seulement.',
    tags: ['massage', 'gfe', 'duo', 'costume'],
    profilePicture: { id: 'p1', url: `users/${username}/p1.jpg`, width: 600, height: 800 },
    placeholder: '/cached/placeholders/2.jpg',
    underReview: false,
    isNew: false,
    location: { region: 'montreal', city: 'ville-marie' },
    secondaryLocation: null,
    ...overrides,
  };
}
