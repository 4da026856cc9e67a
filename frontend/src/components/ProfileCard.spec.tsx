import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { ringOf } from '@/components/profile-ring';
import type { UserCard } from '@/lib/user-card';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileCard } from './ProfileCard';

async function renderCards(cards: UserCard[]) {
  mockApi();
  const routes = [
    {
      path: '/en/cards',
      Component: () => (
        <ul>
          {cards.map((card) => (
            <li key={card._id}>
              <ProfileCard card={card} />
            </li>
          ))}
        </ul>
      ),
    },
  ];
  await renderAt('/en/cards', { routes });
  // The directory translations load on first use.
  return screen.findAllByRole('article');
}

describe('profile cards', () => {
  beforeEach(() => writeConsent(false));

  it('show the picture through the optimisation endpoint at both widths, with its size', async () => {
    const [card] = await renderCards([aCard()]);
    const image = within(card!).getByRole('img', { name: 'Photo of melanie.qc' });
    expect(image).toHaveAttribute('src', '/api/images?url=users%2Fmelanie.qc%2Fp1.jpg&w=640&q=75');
    expect(image).toHaveAttribute(
      'srcset',
      '/api/images?url=users%2Fmelanie.qc%2Fp1.jpg&w=640&q=75 640w, /api/images?url=users%2Fmelanie.qc%2Fp1.jpg&w=1200&q=75 1200w',
    );
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('link the whole card to the profile, as plain elements that cost no style work per card', async () => {
    const [card] = await renderCards([aCard({ vip: true, onlineNow: true, tags: ['massage'] })]);
    expect(within(card!).getByRole('link')).toHaveAttribute('href', '/en/user/melanie.qc');
    expect(within(card!).getByRole('heading', { level: 3, name: 'melanie.qc' })).toBeInTheDocument();
    // Emotion's classes (css-…) and MUI's (Mui…) would mean styles serialised for every card during hydration.
    const styled = [card!, ...card!.querySelectorAll('*')].filter((element) => /\b(css|Mui)/.test(element.className));
    expect(styled).toEqual([]);
  });

  it('fall back to the placeholder the server picked when there is no picture', async () => {
    const [card] = await renderCards([aCard({ profilePicture: null, placeholder: '/cached/placeholders/7.jpg' })]);
    const image = within(card!).getByRole('img', { name: 'Photo of melanie.qc' });
    expect(image).toHaveAttribute('src', '/cached/placeholders/7.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('wear the VIP, libertine, new and under-review badges, and the online dot only when available', async () => {
    const [vip, libertine, review, plain] = await renderCards([
      aCard({ username: 'vip', vip: true, onlineNow: true }),
      aCard({ username: 'libre', libertine: true, gender: 'man', isNew: true }),
      aCard({ username: 'pending', underReview: true }),
      aCard({ username: 'plain' }),
    ]);
    expect(within(vip!).getByText('VIP')).toBeInTheDocument();
    expect(within(vip!).getByText('Available now')).toBeInTheDocument();
    expect(within(libertine!).getByText('Libertine')).toBeInTheDocument();
    expect(within(libertine!).getByText('New')).toBeInTheDocument();
    expect(within(libertine!).queryByText('Available now')).not.toBeInTheDocument();
    expect(within(review!).getByText('Under review')).toBeInTheDocument();
    for (const badge of ['VIP', 'Libertine', 'New', 'Under review']) {
      expect(within(plain!).queryByText(badge)).not.toBeInTheDocument();
    }
  });

  it('say where the profile is, its age only when the card carries one, and whether it is verified', async () => {
    const [city, region, aged] = await renderCards([
      aCard({ username: 'city', location: { region: 'capitale-nationale', city: 'quebec' } }),
      aCard({ username: 'region', location: { region: 'laval', city: null }, verified: true }),
      aCard({ username: 'aged', age: 27 }),
    ]);
    expect(within(city!).getByText('Quebec City')).toBeInTheDocument();
    expect(within(city!).queryByText(/y\/o/)).not.toBeInTheDocument();
    expect(within(city!).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(region!).getByText('Laval')).toBeInTheDocument();
    expect(within(region!).getByText('Verified')).toBeInTheDocument();
    expect(within(aged!).getByText('Ville-Marie · 27 y/o')).toBeInTheDocument();
  });

  it('show a later availability on the picture, and load eagerly only when asked', async () => {
    mockApi();
    const later = aCard({ username: 'later', availableFrom: '2026-11-27T02:00:00.000Z' });
    await renderAt('/en/later', {
      routes: [{ path: '/en/later', Component: () => <ProfileCard card={later} eager /> }],
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByText(/^Available from /)).toBeInTheDocument();
    expect(within(article).queryByText('Available now')).not.toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Photo of later' })).toHaveAttribute('loading', 'eager');
  });

  it('give screen readers the whole availability, the short form a narrow phone card shows being for the eye', async () => {
    const [now, later] = await renderCards([
      aCard({ username: 'now', onlineNow: true }),
      aCard({ username: 'later', availableFrom: '2026-11-27T02:00:00.000Z' }),
    ]);
    expect(within(now!).getByText('Available now')).not.toHaveAttribute('aria-hidden');
    expect(within(now!).getByText('Available')).toHaveAttribute('aria-hidden', 'true');
    expect(within(later!).getByText(/^From /)).toHaveAttribute('aria-hidden', 'true');
    expect(within(later!).getByText(/^Available from /)).not.toHaveAttribute('aria-hidden');
  });

  it('agree in gender in French and show at most three known tags in the page language', async () => {
    mockApi();
    const card = aCard({ isNew: true, libertine: true, tags: ['massage', 'unknownTag', 'gfe', 'duo', 'costume'] });
    await renderAt('/cartes', {
      routes: [{ path: '/cartes', Component: () => <ProfileCard card={card} /> }],
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Nouvelle')).toBeInTheDocument();
    expect(within(article).getByText('Libertine')).toBeInTheDocument();
    const tags = within(article).getByRole('list', { name: 'Services' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Massage', 'Expérience de couple', 'Duo']);
  });
});

describe('profile rings', () => {
  it('warn first, then VIP gold, then libertine', () => {
    expect(ringOf({ underReview: true, vip: true, libertine: true })).toBe('warning');
    expect(ringOf({ underReview: false, vip: true, libertine: true })).toBe('vip');
    expect(ringOf({ underReview: false, vip: false, libertine: true })).toBe('libertine');
    expect(ringOf({ underReview: false, vip: false, libertine: false })).toBe('none');
  });

  it('label the avatar with the VIP badge from the small size up', async () => {
    mockApi();
    await renderAt('/en/a', {
      routes: [
        {
          path: '/en/a',
          Component: () => (
            <>
              <ProfileAvatar picture={null} placeholder="/p.jpg" username="a" ring="vip" size="small" gender="woman" />
              <ProfileAvatar
                picture={null}
                placeholder="/p.jpg"
                username="b"
                ring="vip"
                size="xsmall"
                gender="woman"
                online
              />
            </>
          ),
        },
      ],
    });
    expect(await screen.findAllByText('VIP')).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Available now' })).toHaveLength(1);
  });
});
