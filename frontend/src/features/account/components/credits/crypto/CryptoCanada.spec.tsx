import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as VariantModule from '@/config/variant';
import { renderAt } from '@/test/render';
import { anAccount, CRYPTO_CURRENCIES, mockAccountApi } from '../../../testing';

// This file is the Canada-wide site: its payments are Interac only (shared/src/variants.ts).
vi.mock('@/config/variant', async (importOriginal) => {
  const actual = await importOriginal<typeof VariantModule>();
  return { ...actual, variant: actual.VARIANTS.CA };
});

describe('buying credits on the Canada-wide site', () => {
  it('shows no crypto at all, and never asks for currencies, even if the API offered some', async () => {
    const calls = mockAccountApi(anAccount(), {
      'GET /api/crypto/currencies': { status: 200, body: CRYPTO_CURRENCIES },
    });
    await renderAt('/profile?modal=payment');
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    expect(within(dialog).getByRole('radio', { name: 'Interac e-Transfer' })).toBeChecked();
    expect(within(dialog).getAllByRole('radio', { name: /Interac|Crypto/ })).toHaveLength(1);
    expect(within(dialog).queryByText(/crypto/i)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/crypto'))).toBe(false);
  });
});
