import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';

/** docs/product.md §2 sub-navigation, §6 counting ads: a partner link counts its click only with its token. */
describe('the partner sub-navigation', { timeout: 30_000 }, () => {
  beforeAll(() => loadShell(), 60_000);
  beforeEach(() => writeConsent(false));

  it('links through /go/menu-n, with the token the server signed once the browser has it', async () => {
    const calls = mockApi({
      'GET /api/app-settings': {
        status: 200,
        body: { maintenanceMode: false, cookieConsentEnabled: false, partnerLinks: ['dating'] },
      },
      'GET /api/ads/menu': { status: 200, body: [{ _id: 'menu-2', token: 'eyJpIjoiMSJ9.c2lnbmVk' }] },
    });
    await renderAt('/en/faq');
    const dating = await screen.findByRole('link', { name: /Dating/ }, { timeout: 10_000 });
    await waitFor(() => expect(dating).toHaveAttribute('href', '/go/menu-2?t=eyJpIjoiMSJ9.c2lnbmVk'));
    expect(calls.filter((call) => call.url === '/api/ads/menu')).toHaveLength(1);
  });
});
