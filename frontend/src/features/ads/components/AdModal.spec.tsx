import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { FakeIntersectionObserver } from '@/lib/intersection-observer.fixtures';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { mockApi } from '@/test/api-mock';
import { currentUrl, loadShell, renderAt } from '@/test/render';
import { linkedModalInAddress } from '../linked-modal';

const user = userEvent.setup({ delay: null });
// The documents' dialogs and texts load on first opening; on a busy machine that can outlast the default waits.
const LOADING = { timeout: 10_000 };

const ad = {
  _id: 'b1',
  token: 'signed.token',
  href: 'https://ads.example.org',
  body: 'Spring offer',
  layoutName: 'modal',
  placement: 'blockModal',
  pictures: [],
};

/** docs/product.md §9: the modal ad is due after 5 page views, and never opens over another dialog. */
describe('the modal ad and the other dialogs', { timeout: 30_000 }, () => {
  beforeAll(
    () =>
      Promise.all([
        loadShell(),
        import('@/features/auth/components/RegisterPage'),
        import('@/features/info/components/DocumentDialog'),
        import('@/locales/en/legal.json'),
      ]),
    60_000,
  );
  beforeEach(() => {
    writeConsent(false);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // Local storage is cleared between tests (test/setup.ts): the ad has never opened.
    writeStorage(STORAGE_KEYS.pageViews, '12');
  });

  it('waits while the terms linked from the address are open (their code loads later), then shows', async () => {
    mockApi({ 'GET /api/ads': { status: 200, body: [ad] } });
    const { router } = await renderAt('/en/register?termsOfService=open');
    const terms = await screen.findByRole('dialog', { name: 'Terms of service' }, LOADING);
    // Every dialog on screen is the terms: the ad is not over them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Ad' })).not.toBeInTheDocument();
    expect(screen.queryByText('Spring offer')).not.toBeInTheDocument();

    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/en/register'));
    const shown = await screen.findByRole('dialog', { name: 'Ad' }, LOADING);
    expect(within(shown).getByText('Spring offer')).toBeInTheDocument();
  });

  it('steps aside when another dialog opens over the page, and comes back once it closes', async () => {
    mockApi({ 'GET /api/ads': { status: 200, body: [ad] } });
    await renderAt('/en/register');
    expect(await screen.findByRole('dialog', { name: 'Ad' }, LOADING)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'terms of service', hidden: true }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of service' }, LOADING);
    await waitFor(() => expect(screen.queryByText('Spring offer')).not.toBeInTheDocument());

    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Ad' }, LOADING)).toBeInTheDocument();
  });

  it('knows the linkable modals from the address, the ad’s own excepted', () => {
    expect(linkedModalInAddress('?termsOfService=open')).toBe(true);
    expect(linkedModalInAddress('?modal=payment')).toBe(true);
    expect(linkedModalInAddress('?blockModal=open')).toBe(false);
    expect(linkedModalInAddress('?sort=newest&gender=woman')).toBe(false);
  });
});
