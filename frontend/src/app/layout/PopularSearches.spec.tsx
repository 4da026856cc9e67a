import { footerLinks } from '@annuaire/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeConsent } from '@/features/consent';
import { mockApi } from '@/test/api-mock';
import { loadShell, renderAt } from '@/test/render';
import { groupFooterLinks } from './PopularSearches';

describe("footer's popular searches", () => {
  // The shell and its footer are transformed once here, outside the tests' time limit.
  beforeAll(loadShell);
  beforeEach(() => writeConsent(false));

  it('groups the flagged cities under their region, linked or not', () => {
    const groups = groupFooterLinks(footerLinks('QC'), 'fr');
    expect(groups.find((group) => group.key === 'capitale-nationale')).toEqual({
      key: 'capitale-nationale',
      name: 'Québec',
      path: '/female-escorts/capitale-nationale',
      cities: [{ id: expect.any(String), name: 'Québec', path: '/female-escorts/capitale-nationale/quebec' }],
    });
    // Lanaudière itself is not flagged, Terrebonne is: the group names the region without linking it.
    const lanaudiere = groups.find((group) => group.key === 'lanaudiere');
    expect(lanaudiere).toMatchObject({
      name: 'Lanaudière',
      cities: [{ name: 'Terrebonne', path: '/female-escorts/lanaudiere/terrebonne' }],
    });
    expect(lanaudiere?.path).toBeUndefined();
    expect(groups.map((group) => group.key)).not.toContain('greater-toronto-area');
  });

  it("links the Quebec site's places in the page language", async () => {
    mockApi();
    await renderAt('/en/faq');
    const popular = await screen.findByRole('region', { name: 'Popular searches' });
    expect(within(popular).getByRole('link', { name: 'Escorts in Quebec City' })).toHaveAttribute(
      'href',
      '/en/female-escorts/capitale-nationale',
    );
    expect(within(popular).getByRole('link', { name: 'Quebec City' })).toHaveAttribute(
      'href',
      '/en/female-escorts/capitale-nationale/quebec',
    );
    expect(within(popular).getByRole('link', { name: 'Escorts in Montréal' })).toBeInTheDocument();
    expect(within(popular).queryByRole('link', { name: /Toronto/ })).not.toBeInTheDocument();
  });
});
