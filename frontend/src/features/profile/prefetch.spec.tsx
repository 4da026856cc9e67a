import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileCardGrid } from '@/components/ProfileCardGrid';
import { writeConsent } from '@/features/consent';
import { cardObserver, FakeIntersectionObserver } from '@/lib/intersection-observer.fixtures';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';
import { aProfile } from './components/profile-fixture';
import { ProfilePage } from './components/ProfilePage';
import { useProfilePrefetch } from './prefetch';

const user = userEvent.setup({ delay: null });

/** A listing's cards with the profile feature's prefetch, as the directory and favorites pages use them. */
function Listing() {
  const prefetch = useProfilePrefetch();
  return <ProfileCardGrid cards={[aCard()]} label="Results" prefetch={prefetch} />;
}

const routes = [
  { path: '/en/listing', Component: Listing },
  { path: '/en/user/:username', Component: ProfilePage },
];

describe('a profile prefetched from its listing card', () => {
  beforeAll(() => Promise.all([loadShell(), import('./components/ProfilePage')]), 60_000);
  beforeEach(() => {
    writeConsent(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run();
      return 0;
    });
  });

  it('opens from the cache: its data is fetched once, when the card came near, not again on opening', async () => {
    const calls = mockApi({
      'GET /api/users/melanie.qc': { status: 200, body: aProfile() },
      'POST /api/views': { status: 201, body: { counted: true } },
    });
    const profileCalls = () => calls.filter((call) => call.method === 'GET' && call.url === '/api/users/melanie.qc');
    await renderAt('/en/listing', { routes });
    const [card] = await screen.findAllByRole('article');
    expect(profileCalls()).toHaveLength(0);

    act(() => cardObserver().bringNear(card!));
    // The visitor scrolls: prefetches wait for the page's first use (lib/use-prefetch-near.ts).
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(profileCalls()).toHaveLength(1));

    await user.click(screen.getByRole('link', { name: /melanie\.qc/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'melanie.qc' })).toBeInTheDocument();
    expect(screen.getByText('Mélanie, massages relaxants à Montréal')).toBeInTheDocument();
    expect(profileCalls()).toHaveLength(1);
  });
});
