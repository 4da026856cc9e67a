import { describe, expect, it } from 'vitest';
import { screenshot, shown } from '../site/browser';
import { logInOnQuebecSite } from '../site/logIn';
import { siteUnderTest } from '../site/site';

/**
 * docs/product.md §6: what the site counted for an ad is what its advertiser reads in /hq. The demo advertiser's
 * modal block is seen once and clicked once through the public API, as the site's pages report them.
 */
const site = siteUnderTest('QC');

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('advertising statistics', () => {
  it('shows the advertiser an impression and a click of their block', async () => {
    const visitor = await site.visit({ userAgent: BROWSER });
    // Each drawn block carries the token the server signed for it (docs/product.md §6 counting ads).
    const [block] = (await (await visitor.request.get('/api/ads?placement=blockModal')).json()) as Array<{
      _id: string;
      token: string;
    }>;
    const seen = await visitor.request.post('/api/ads/impressions', { data: { tokens: [block!.token] } });
    expect(await seen.json()).toEqual({ counted: 1 });
    const click = await visitor.request.get(`/go/${block!._id}?t=${encodeURIComponent(block!.token)}`, {
      maxRedirects: 0,
    });
    expect(click.status()).toBe(302);

    const advertiser = await site.visit();
    await logInOnQuebecSite(advertiser, 'advertiser', '/hq/campaigns', { arrived: true });
    // The figures are a read model: wait until it has folded the two events, then open the screen.
    await expect
      .poll(async () => {
        const answer = (await (await advertiser.request.get('/api/admin/campaigns/statistics?range=14d')).json()) as {
          series: Array<{ blockId: string; impressions: number; clicks: number }>;
        };
        const figures = answer.series.find((series) => series.blockId === block!._id);
        return figures && [figures.impressions, figures.clicks];
      })
      .toEqual([1, 1]);
    await advertiser.getByRole('link', { name: 'Statistiques' }).click();
    await shown(advertiser.getByRole('heading', { level: 1, name: 'Statistiques des campagnes' }));
    await shown(advertiser.getByText(/^1 impressions · 1 clics · taux de clics 100\s%$/));
    const table = advertiser.getByRole('table', { name: 'Chiffres de Fenêtre : trafic · Fenêtre par date' });
    await shown(table.getByRole('row', { name: /\s1\s1\s100\s%$/ }));
    await screenshot(advertiser, 'hq-campaign-statistics');
  });
});
