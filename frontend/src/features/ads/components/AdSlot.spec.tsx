import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { FakeIntersectionObserver } from '@/lib/intersection-observer.fixtures';
import { aUser, mockApi, signedIn } from '@/test/api-mock';
import { renderAt } from '@/test/render';
import { anAdBlock } from '@/test/ad-block.fixtures';
import { useAdSlotWait } from '../ad-placement';
import { adsKey } from '../api/get-ads';
import { AdSlot } from './AdSlot';

const CONTEXT = { region: 'laval', category: 'all' };

/** A page holding its leaderboard as the listing does: its content waits for the draw, then both show at once. */
function ListingLike() {
  const wait = useAdSlotWait('blockLeaderboard', CONTEXT, true);
  if (wait) return <p>Loading</p>;
  return (
    <>
      <AdSlot placement="blockLeaderboard" context={CONTEXT} />
      <h1>Results</h1>
    </>
  );
}

/** A page whose slot is there before its draw, below its content, as the profile's bottom is. */
function ProfileLike() {
  return (
    <>
      <h1>Profile</h1>
      <AdSlot placement="blockUserProfileBottom" />
    </>
  );
}

const renderPage = (page: ReactElement) => renderAt('/page', { routes: [{ path: '/page', element: page }] });
const slot = () => screen.queryByRole('complementary', { name: 'Publicité' });
const pendingPoint = () => document.querySelector('[data-ad-slot-pending]');

/**
 * Holds the browser's draws until the test releases them, so the page paints first; notes the draws asked. Call it
 * after `mockApi`, whose answers it passes on.
 */
function holdDraws(): { asked: string[]; release: () => Promise<void> } {
  const answer = globalThis.fetch;
  const asked: string[] = [];
  let open = () => {};
  const held = new Promise<void>((resolve) => (open = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith('/api/ads')) {
      asked.push(String(input));
      await held;
    }
    return answer(input, init);
  });
  return { asked, release: () => act(async () => open()) };
}

describe('an ad slot (docs/product.md §6)', () => {
  beforeEach(() => {
    writeConsent(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.restoreAllMocks());

  it('takes no room when nothing is drawn: no slot element, and the content shows', async () => {
    mockApi({ 'GET /api/ads': { status: 200, body: [] } });
    await renderPage(<ListingLike />);
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(slot()).not.toBeInTheDocument();
    expect(pendingPoint()).not.toBeInTheDocument();
  });

  it('shows the block drawn for it above the content, which waited for the draw', async () => {
    mockApi({ 'GET /api/ads': { status: 200, body: [anAdBlock('blockLeaderboard')] } });
    const { asked, release } = holdDraws();
    await renderPage(<ListingLike />);
    // The draw is asked at once, beside the page's own request; the content is not shown without it.
    await waitFor(() =>
      expect(asked).toEqual(['/api/ads?placement=blockLeaderboard&count=1&region=laval&category=all']),
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
    await release();
    const heading = await screen.findByRole('heading', { name: 'Results' });
    const aside = await screen.findByRole('complementary', { name: 'Publicité' });
    expect(within(aside).getByRole('link', { name: /Spring offer/ })).toHaveAttribute('href', '/go/b1?t=signed.token');
    expect(aside.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives a woman escort the VIP offer in its place, with the content', async () => {
    mockApi({ ...signedIn(aUser({ role: 'escort', gender: 'woman' })), 'GET /api/ads': { status: 200, body: [] } });
    await renderPage(<ListingLike />);
    await screen.findByRole('heading', { name: 'Results' });
    expect(document.querySelector('[data-vip-promotion]')).toBeInTheDocument();
    expect(slot()).not.toBeInTheDocument();
  });

  it('never pushes what is on screen: a block drawn after the page painted leaves the slot an empty point', async () => {
    mockApi({ 'GET /api/ads': { status: 200, body: [anAdBlock('blockUserProfileBottom')] } });
    const { release } = holdDraws();
    const { queryClient } = await renderPage(<ProfileLike />);
    await screen.findByRole('heading', { name: 'Profile' });
    expect(pendingPoint()).toBeInTheDocument();
    await release();
    await waitFor(() => expect(queryClient.getQueryState(adsKey('blockUserProfileBottom', 1))?.status).toBe('success'));
    // jsdom lays everything out at the top of the screen: the slot is on screen, so it keeps out.
    expect(slot()).not.toBeInTheDocument();
    expect(pendingPoint()).toBeInTheDocument();
  });

  it('shows a block drawn after the page painted when its slot is below the screen, where nothing seen moves', async () => {
    mockApi({ 'GET /api/ads': { status: 200, body: [anAdBlock('blockUserProfileBottom')] } });
    const { release } = holdDraws();
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.hasAttribute('data-ad-slot-pending') ? window.innerHeight + 200 : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 300, height: 0 });
    });
    await renderPage(<ProfileLike />);
    await screen.findByRole('heading', { name: 'Profile' });
    await release();
    const aside = await screen.findByRole('complementary', { name: 'Publicité' });
    expect(within(aside).getByText('Spring offer')).toBeInTheDocument();
    expect(pendingPoint()).not.toBeInTheDocument();
  });
});
