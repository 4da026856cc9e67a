import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';
import { aProfile } from './profile-fixture';

const user = userEvent.setup({ delay: null });

const RATES = [
  { minutes: 60, price: 250, place: 'incall' as const },
  { minutes: 60, price: 300, place: 'outcall' as const },
  { minutes: 30, price: 150, place: 'incall' as const },
];

/** The test browser's navigator with some of its properties replaced (some have getters only). */
function withNavigator(replaced: Record<string, unknown>): Navigator {
  const stub = Object.create(navigator) as Navigator;
  for (const [key, value] of Object.entries(replaced)) Object.defineProperty(stub, key, { value });
  return stub;
}

function showProfile(overrides: Parameters<typeof aProfile>[0] = {}) {
  mockApi({
    'GET /api/users/melanie.qc': { status: 200, body: aProfile(overrides) },
    'POST /api/views': { status: 201, body: { counted: true } },
  });
}

describe('the profile facts (docs/product.md §3): age, languages, rates and sharing', () => {
  beforeAll(() => Promise.all([loadShell(), import('./ProfilePage')]), 60_000);
  beforeEach(() => writeConsent(false));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the age the server sends, the languages in the page’s language and the rates table in dollars', async () => {
    showProfile({ age: 27, languages: ['fr', 'en', 'es'], rates: RATES });
    await renderAt('/en/user/melanie.qc');
    expect(await screen.findByText('27 years old')).toBeInTheDocument();
    expect(screen.getByText('French, English, Spanish')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rates in Canadian dollars' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['DurationIncallOutcall', '30 min$150—', '1 hour$250$300']);
  });

  it('says it in French on the French site', async () => {
    showProfile({ age: 27, languages: ['fr', 'en'], rates: RATES.slice(0, 1) });
    await renderAt('/user/melanie.qc');
    expect(await screen.findByText('27 ans')).toBeInTheDocument();
    expect(screen.getByText('Français, Anglais')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tarifs en dollars canadiens' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DuréeReçoit', '1 heure250\u00a0$']);
  });

  it('shows no age, languages or rates when the server sends none (an unverified profile has no age)', async () => {
    showProfile();
    await renderAt('/en/user/melanie.qc');
    await screen.findByRole('heading', { level: 1, name: 'melanie.qc' });
    expect(screen.queryByText('Age')).not.toBeInTheDocument();
    expect(screen.queryByText('Languages')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the device’s share sheet with the profile’s address where there is one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', withNavigator({ share }));
    showProfile();
    await renderAt('/en/user/melanie.qc');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/en/user/melanie.qc` }),
    );
  });

  it('copies the address and says so where there is no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', withNavigator({ share: undefined, clipboard: { writeText } }));
    showProfile();
    await renderAt('/en/user/melanie.qc');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en/user/melanie.qc`);
  });
});
