import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as VariantModule from '@/config/variant';
import { aCard } from '@/lib/user-card.fixtures';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';

// This file is the Canada-wide site (shared/src/variants.ts): English at `/`, French under `/fr`.
vi.mock('@/config/variant', async (importOriginal) => {
  const actual = await importOriginal<typeof VariantModule>();
  return { ...actual, variant: actual.VARIANTS.CA };
});

const listingAnswer = () => ({
  status: 200,
  body: {
    data: [aCard({ username: 'amelie' })],
    nextChunk: null,
    extraData: { total: 1, page: 1, pageSize: 24, pages: 1 },
  },
});

const heading = () => screen.findByRole('heading', { level: 1 });
const quickChips = () =>
  within(screen.getByRole('group', { name: 'Popular regions' }))
    .getAllByRole('link')
    .map((chip) => chip.textContent);

describe('listing page on the Canada-wide site', () => {
  beforeAll(() => Promise.all([loadShell(), import('./ListingPage')]));

  it("offers the country's busiest places as quick chips, not Quebec's regions", async () => {
    mockApi({ 'GET /api/users': listingAnswer() });
    await renderAt('/all/greater-toronto-area/toronto');
    await heading();
    expect(quickChips()).toEqual(['Toronto', 'Montréal', 'Vancouver', 'Calgary', 'Edmonton', 'Ottawa', 'Winnipeg']);
    expect(quickChips()).not.toContain('Laval');
    expect(quickChips()).not.toContain('Montérégie');
  });

  it('titles the Greater Toronto Area by its region name', async () => {
    mockApi({ 'GET /api/users': listingAnswer() });
    await renderAt('/all/greater-toronto-area');
    expect((await heading()).textContent).toBe('All profiles in Greater Toronto Area');
  });

  it('titles the city of Toronto by its name', async () => {
    mockApi({ 'GET /api/users': listingAnswer() });
    await renderAt('/fr/all/greater-toronto-area/toronto');
    expect((await heading()).textContent).toBe('Tous les profils · Toronto');
  });

  it('titles a region named after its main city as the area around it', async () => {
    mockApi({ 'GET /api/users': listingAnswer() });
    await renderAt('/fr/female-escorts/ottawa');
    expect((await heading()).textContent).toBe('Escortes · Ottawa et environs');
    expect(document.title).toMatch(/^Escortes · Ottawa et environs/);
  });

  it('titles the city by its own name', async () => {
    mockApi({ 'GET /api/users': listingAnswer() });
    await renderAt('/female-escorts/ottawa/ottawa');
    expect((await heading()).textContent).toBe('Female escorts in Ottawa');
  });
});
