import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';

const footer = () => screen.getByRole('contentinfo');

/** The Quebec site (the tests' default variant): crypto is named only while the server offers it (§3). */
describe('footer payment methods on the Quebec site', () => {
  beforeAll(loadShell);
  beforeEach(() => writeConsent(false));

  it('promises no crypto when no provider is configured, and learns it without a refused request', async () => {
    const calls = mockApi({ 'GET /api/crypto/offer': { status: 200, body: { offered: false } } });
    await renderAt('/faq');
    expect(await within(footer()).findByText(/Les crédits se paient par/)).toBeInTheDocument();
    await expect.poll(() => calls.some((call) => call.url === '/api/crypto/offer')).toBe(true);
    expect(within(footer()).getByText('Les crédits se paient par virement Interac')).toBeInTheDocument();
    expect(within(footer()).queryByText(/cryptomonnaie/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/crypto/currencies'))).toBe(false);
  });

  it('names crypto once the server says it is offered, in English too', async () => {
    mockApi({ 'GET /api/crypto/offer': { status: 200, body: { offered: true } } });
    await renderAt('/en/faq');
    expect(
      await within(footer()).findByText('Credits can be paid by Interac e-Transfer or cryptocurrency'),
    ).toBeInTheDocument();
  });
});

describe("footer's link to the sister site", () => {
  beforeAll(loadShell);
  beforeEach(() => writeConsent(false));

  it('says it opens in a new tab', async () => {
    mockApi();
    await renderAt('/en/faq');
    const link = await within(footer()).findByRole('link', { name: 'Our Canada-wide site opens in a new tab' });
    expect(link).toHaveAttribute('target', '_blank');
  });
});
