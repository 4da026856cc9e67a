import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { FakeIntersectionObserver } from '@/lib/intersection-observer.fixtures';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

const listingAnswer = {
  status: 200,
  body: {
    data: ['amelie', 'zoe', 'lea'].map((username) => aCard({ username })),
    nextChunk: null,
    extraData: { total: 3, page: 1, pageSize: 24, pages: 1 },
  },
};

/** docs/product.md §2: the site's modals open from `?{id}=open` on their page; closing removes the parameter. */
// Texts and dialogs load on first opening; on a busy machine that can outlast the default waits.
const LOADING = { timeout: 10_000 };

describe('the site modals linked from the address', { timeout: 30_000 }, () => {
  // The first render transforms the shell and the pages on demand: done once here, outside the tests' time limit.
  beforeAll(
    () =>
      Promise.all([
        loadShell(),
        import('@/features/directory/components/ListingPage'),
        import('@/features/directory/components/DirectoryInfoDialog'),
        import('@/features/info/components/DocumentDialog'),
        import('@/features/auth/components/RegisterPage'),
        // The documents' texts are the largest translations: transformed once here too.
        import('@/locales/en/legal.json'),
      ]),
    60_000,
  );
  beforeEach(() => {
    writeConsent(false);
    // Ads count as seen once on screen (features/ads/impressions.ts); jsdom has no IntersectionObserver.
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('?directoryInfo=open explains the listings over a listing, and its button opens it again', async () => {
    mockApi({ 'GET /api/users': listingAnswer });
    const { router } = await renderAt('/en/female-escorts/montreal?directoryInfo=open');
    const dialog = await screen.findByRole('dialog', { name: 'How the listings work' }, LOADING);
    expect(within(dialog).getByText(/A profile without activity for 18 days leaves the listings/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/female-escorts/montreal'));
    await user.click(screen.getByRole('button', { name: 'How the listings work' }));
    expect(await screen.findByRole('dialog', { name: 'How the listings work' }, LOADING)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/female-escorts/montreal?directoryInfo=open');
  });

  it('?termsOfService=open and ?privacyPolicy=open open the documents over the registration form', async () => {
    mockApi();
    const { router } = await renderAt('/en/register?termsOfService=open');
    const terms = await screen.findByRole('dialog', { name: 'Terms of service' }, LOADING);
    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/register'));
    // The link in the consent line opens the policy in its dialog, leaving the form as it was.
    await user.click(screen.getByRole('link', { name: 'privacy policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy policy' }, LOADING)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/en/register?privacyPolicy=open');
  });

  it('?blockModal=open shows the modal ad at once to a visitor, and closing it removes the parameter', async () => {
    const ad = {
      _id: 'b1',
      token: 'signed.token',
      href: 'https://ads.example.org',
      body: 'Spring offer',
      layoutName: 'modal',
      placement: 'blockModal',
      pictures: [],
    };
    mockApi({
      'GET /api/users': listingAnswer,
      'GET /api/ads': { status: 200, body: [ad] },
    });
    const { router } = await renderAt('/en/female-escorts/montreal?blockModal=open');
    const dialog = await screen.findByRole('dialog', { name: 'Ad' }, LOADING);
    expect(within(dialog).getByText('Spring offer')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the ad' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/female-escorts/montreal'));
  });
});
