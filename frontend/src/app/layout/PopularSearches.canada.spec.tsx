import { footerLinks } from '@annuaire/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as VariantModule from '@/config/variant';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';
import { groupFooterLinks } from './PopularSearches';

// This file is the Canada-wide site (shared/src/variants.ts): English at `/`, French under `/fr`.
vi.mock('@/config/variant', async (importOriginal) => {
  const actual = await importOriginal<typeof VariantModule>();
  return { ...actual, variant: actual.VARIANTS.CA };
});

describe("the Canada-wide site's popular searches", () => {
  beforeAll(loadShell);
  beforeEach(() => writeConsent(false));

  it("leads with the country's busiest places, not Quebec's", () => {
    const groups = groupFooterLinks(footerLinks('CA'), 'en');
    expect(groups.slice(0, 5).map((group) => group.name)).toEqual([
      'Toronto',
      'Montréal',
      'Vancouver',
      'Calgary',
      'Edmonton',
    ]);
    const keys = groups.map((group) => group.key);
    for (const quebecOnly of ['saguenay-lac-saint-jean', 'mauricie', 'lanaudiere', 'centre-du-quebec']) {
      expect(keys).not.toContain(quebecOnly);
    }
  });

  it('links them in the page language', async () => {
    mockApi();
    await renderAt('/faq');
    const popular = await screen.findByRole('region', { name: 'Popular searches' });
    const links = within(popular).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Escorts in Toronto');
    expect(links[0]).toHaveAttribute('href', '/female-escorts/greater-toronto-area');
    expect(within(popular).getByRole('link', { name: 'Escorts in Vancouver' })).toHaveAttribute(
      'href',
      '/female-escorts/metro-vancouver',
    );
    expect(within(popular).queryByRole('link', { name: 'Terrebonne' })).not.toBeInTheDocument();
  });
});
