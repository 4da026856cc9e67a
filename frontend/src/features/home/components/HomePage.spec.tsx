import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { renderAt } from '@/test/render';

const user = userEvent.setup({ delay: null });

describe('home page regions (Quebec site)', () => {
  beforeEach(() => {
    writeConsent(false);
    window.history.replaceState(null, '', '/');
  });

  it("offers Quebec's quick filters by their short names, Montréal first and chosen", async () => {
    mockApi();
    await renderAt('/');
    const chips = within(await screen.findByRole('group', { name: 'Régions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Montréal', 'Québec', 'Laval', 'Montérégie', 'Laurentides']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /Annonceuses indépendantes/ })).toHaveAttribute(
      'href',
      '/female-escorts/montreal',
    );
  });

  it('switches the categories to the chosen region and keeps the choice in the fragment', async () => {
    mockApi();
    await renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Québec' }));
    expect(screen.getByRole('heading', { name: 'Catégories\u00a0: Québec' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Libertins/ })).toHaveAttribute('href', '/libertines/capitale-nationale');
    await waitFor(() => expect(window.location.hash).toBe('#capitale-nationale'));
  });

  it('names places in the page language', async () => {
    mockApi();
    await renderAt('/en');
    const regions = await screen.findByRole('group', { name: 'Regions' });
    expect(within(regions).getByRole('button', { name: 'Quebec City' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('link', { name: /Female escorts/ })).toHaveAttribute('href', '/en/female-escorts/montreal');
  });
});
