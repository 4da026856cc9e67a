import type { FetchApi } from '@annuaire/shared';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '@/entry-server';
import { anAdBlock } from '@/test/ad-block.fixtures';
import { aCard } from '@/lib/user-card.fixtures';
import { jsonAnswer, profileAnswer } from './testing';

/** An API answering the settings, Laval's listing, the profile of `julie.laval`, and every draw with `drawn`. */
function siteApi(drawn: unknown[]): { fetchApi: FetchApi; asked: string[] } {
  const cards = ['melanie.qc', 'sophie.mtl', 'julie.laval'].map((username) => aCard({ username }));
  const asked: string[] = [];
  const fetchApi: FetchApi = async (url) => {
    asked.push(url);
    const { pathname } = new URL(url, 'http://api.invalid');
    if (pathname === '/api/app-settings') {
      return jsonAnswer({ maintenanceMode: false, cookieConsentEnabled: true, partnerLinks: [] });
    }
    if (pathname === '/api/users') {
      return jsonAnswer({ data: cards, nextChunk: null, extraData: { total: 3, page: 1, pageSize: 24, pages: 1 } });
    }
    if (pathname === '/api/users/julie.laval') return jsonAnswer(profileAnswer(cards[2]!));
    if (pathname === '/api/ads') return jsonAnswer(drawn);
    return jsonAnswer({ msg: 'Not found', code: 'not_found' }, 404);
  };
  return { fetchApi, asked };
}

/** The page's markup, rendered by a renderer of its own (the draws it keeps are per renderer). */
async function pageOf(url: string, drawn: unknown[], signedIn = false) {
  const { fetchApi, asked } = siteApi(drawn);
  const page = await createRenderer({ fetchApi }).render({ url, origin: 'https://annuaire.test', signedIn });
  if (page.kind !== 'page') throw new Error(`not a page: ${page.kind}`);
  return { html: page.html, asked };
}

const SLOT = 'aria-label="Publicité"';

describe('ad slots in the server-rendered page (docs/product.md §6)', () => {
  it("take no room in a visitor's listing when nothing is drawn", async () => {
    const { html, asked } = await pageOf('/all/laval', []);
    expect(asked).toContain('/api/ads?placement=blockLeaderboard&count=1&region=laval&category=all');
    expect(html).toContain('julie.laval');
    expect(html).not.toContain(SLOT);
    expect(html).not.toContain('data-ad-slot-pending');
  });

  it("hold the block drawn for a visitor's listing, in its labelled slot", async () => {
    const { html } = await pageOf('/all/laval', [anAdBlock('blockLeaderboard')]);
    expect(html).toContain(SLOT);
    expect(html).toContain('data-ad-block="b1"');
    expect(html).toContain('Spring offer');
  });

  it("leave no slot at a visitor's profile bottom when nothing is drawn, and hold the block drawn", async () => {
    expect((await pageOf('/user/julie.laval', [])).html).not.toContain(SLOT);
    const drawn = await pageOf('/user/julie.laval', [anAdBlock('blockUserProfileBottom')]);
    expect(drawn.html).toContain(SLOT);
    expect(drawn.html).toContain('data-ad-block="b1"');
  });

  it("draw nothing for a member's page and leave no band: the browser draws, and shows what it drew with the cards", async () => {
    const { html, asked } = await pageOf('/all/laval', [anAdBlock('blockLeaderboard')], true);
    expect(asked.filter((url) => url.startsWith('/api/ads'))).toEqual([]);
    expect(html).not.toContain(SLOT);
  });
});
