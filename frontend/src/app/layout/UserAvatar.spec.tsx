import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';

const KEY = 'users/65a1f0c2e4b0a1b2c3d4e5f6/picture-1.jpg';
/** The member's approved profile picture as GET /api/user describes it: a storage key, not an address. */
const picture = {
  id: 'picture-1',
  url: KEY,
  width: 600,
  height: 800,
  approved: true,
  pending: false,
  note: null,
  inRotation: false,
  addedAt: '2026-01-02T00:00:00.000Z',
};

const topBar = () => screen.getByRole('navigation', { name: /Navigation principale|Main navigation/ });
const mobileNav = () => screen.getByRole('navigation', { name: /Navigation rapide|Quick navigation/ });

/** The avatar's picture in a navigation bar, once the member's widgets have loaded. */
async function avatarIn(nav: () => HTMLElement): Promise<HTMLImageElement> {
  await within(nav()).findByRole('button', { name: /Menu du compte|Profil/ });
  return waitFor(() => {
    const image = nav().querySelector('img');
    expect(image).not.toBeNull();
    return image as HTMLImageElement;
  });
}

describe('member avatar in the navigation', () => {
  beforeAll(loadShell);
  beforeEach(() => writeConsent(false));

  it('shows the profile picture through the image endpoint in the top bar and the bottom navigation', async () => {
    mockApi(signedIn(aUser({ profilePicture: picture, pictures: [{ ...picture, state: 'approved' }] })));
    await renderAt('/faq');

    for (const nav of [topBar, mobileNav]) {
      const image = await avatarIn(nav);
      expect(image).toBeInstanceOf(HTMLImageElement);
      const src = new URL(image.getAttribute('src') ?? '', 'https://example.org');
      expect(src.pathname).toBe('/api/images');
      expect(src.searchParams.get('url')).toBe(KEY);
    }
  });

  it('shows the initial when the member has no picture', async () => {
    mockApi(signedIn(aUser({ profilePicture: null })));
    await renderAt('/faq');
    await within(topBar()).findByRole('button', { name: 'Menu du compte' });
    expect(await within(topBar()).findByText('A')).toBeInTheDocument();
    expect(topBar().querySelector('img[src]')).toBeNull();
  });
});
