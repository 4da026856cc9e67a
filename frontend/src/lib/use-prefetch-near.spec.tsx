import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileCardGrid } from '@/components/ProfileCardGrid';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';
import { cardObserver, FakeIntersectionObserver } from './intersection-observer.fixtures';
import type { UserCard } from './user-card';
import { aCard } from './user-card.fixtures';

const CARDS = [aCard({ username: 'melanie.qc' }), aCard({ username: 'jade.4' }), aCard({ username: 'zoe' })];

async function renderGrid(prefetch: (card: UserCard) => void) {
  mockApi();
  const routes = [
    { path: '/en/cards', Component: () => <ProfileCardGrid cards={CARDS} label="Results" prefetch={prefetch} /> },
  ];
  await renderAt('/en/cards', { routes });
  return screen.findAllByRole('article');
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

describe('listing cards prefetching their profile', () => {
  beforeEach(() => {
    writeConsent(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // The page has loaded and the browser is idle: prefetches run as soon as they are asked for.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run();
      return 0;
    });
  });
  afterEach(() => setConnection(undefined));

  it('prefetch a card once, when it comes within 200 px of the viewport once the visitor uses the page, with one observer for all', async () => {
    const prefetch = vi.fn();
    const [, second] = await renderGrid(prefetch);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(cardObserver().rootMargin).toBe('200px');
    expect(cardObserver().observed.size).toBe(3);
    expect(prefetch).not.toHaveBeenCalled();

    // Near, but the visitor has only looked at the first screen: nothing yet.
    act(() => cardObserver().bringNear(second!));
    await act(async () => {});
    expect(prefetch).not.toHaveBeenCalled();
    // Their first scroll (once for the whole visit) lets the waiting prefetch run.
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(CARDS[1]);
    // Scrolled away and back: already done, no longer watched.
    act(() => cardObserver().bringNear(second!));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(cardObserver().observed.size).toBe(2);
  });

  it('do not prefetch for a visitor saving data', async () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    const prefetch = vi.fn();
    const [first] = await renderGrid(prefetch);
    act(() => cardObserver().bringNear(first!));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('do not prefetch on a 2G connection', async () => {
    const prefetch = vi.fn();
    const [first, second] = await renderGrid(prefetch);
    setConnection({ effectiveType: 'slow-2g' });
    act(() => cardObserver().bringNear(first!));
    setConnection({ effectiveType: '2g' });
    act(() => cardObserver().bringNear(second!));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
