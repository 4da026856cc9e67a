import type { FetchApi } from '@annuaire/shared';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '@/entry-server';
import { aCard } from '@/lib/user-card.fixtures';
import { jsonAnswer } from './testing';

/** An API answering the settings and the home of the region asked, else of Montréal (the API's choice). */
function siteApi(): { fetchApi: FetchApi; asked: string[] } {
  const asked: string[] = [];
  const fetchApi: FetchApi = async (url) => {
    asked.push(url);
    const { pathname, searchParams } = new URL(url, 'http://api.invalid');
    if (pathname === '/api/app-settings') {
      return jsonAnswer({ maintenanceMode: false, cookieConsentEnabled: true, partnerLinks: [] });
    }
    if (pathname === '/api/home') {
      const region = searchParams.get('region') ?? 'montreal';
      return jsonAnswer({
        region,
        availableNow: [aCard({ _id: 'u1', username: 'dispo', onlineNow: true })],
        vip: [aCard({ _id: 'u2', username: 'gold', vip: true })],
        newest: [aCard({ _id: 'u3', username: 'nouvelle' })],
        regions: [
          { key: 'laval', count: 140 },
          { key: 'montreal', count: 120 },
        ],
      });
    }
    return jsonAnswer({ msg: 'Not found', code: 'not_found' }, 404);
  };
  return { fetchApi, asked };
}

async function homeOf(region?: string) {
  const { fetchApi, asked } = siteApi();
  const page = await createRenderer({ fetchApi }).render({
    url: '/',
    origin: 'https://annuaire.test',
    signedIn: false,
    region,
  });
  if (page.kind !== 'page') throw new Error(`not a page: ${page.kind}`);
  return { html: page.html, head: page.head, asked };
}

/** The titles of the page's sections, in order. */
const sectionTitles = (html: string) => [...html.matchAll(/<h2[^>]*id="home-[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('the server-rendered home (docs/product.md §2 home)', () => {
  it("opens on the site's largest city for a visitor without a remembered region, its faces first", async () => {
    const { html, asked } = await homeOf();
    // No region asked: the API chooses the home region over the busiest (backend/src/directory/home.int.spec.ts).
    expect(asked.filter((url) => url.startsWith('/api/home'))).toEqual(['/api/home']);
    expect(sectionTitles(html).slice(0, 3)).toEqual([
      'Disponibles maintenant\u00a0: Montréal',
      'VIP\u00a0: Montréal',
      'Nouveaux profils\u00a0: Montréal',
    ]);
    // The title and the search, then the faces: the promises come after them.
    const order = [
      'id="home-title"',
      'Rechercher un profil',
      'id="home-availableNow"',
      'Rencontrez des accompagnateurs',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('names every translation namespace its parts used, for the browser to load before adopting the page', async () => {
    const { head } = await homeOf();
    const named = /<meta name="i18n-namespaces" content="([^"]*)"/.exec(head)?.[1]?.split(',');
    // The route names `home`; the footer's and the place lists' texts are the parts' own (lib/i18n.ts).
    expect(named).toEqual(expect.arrayContaining(['common', 'home', 'footer', 'directory']));
  });

  it('asks for the first row’s photos from the head, with the same sources as their pictures', async () => {
    const { head, html } = await homeOf();
    const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)"/g)];
    // The first section shown (available now) holds one card here: one photo, the one its card shows.
    expect(preloads.map((match) => match[1])).toEqual(['/api/images?url=users%2Fdispo%2Fp1.jpg&amp;w=640&amp;q=75']);
    expect(html).toContain(`srcSet="${preloads[0]![2]}"`);
  });

  it('opens on the remembered region when the visitor has one', async () => {
    const { html, asked } = await homeOf('laval');
    expect(asked.filter((url) => url.startsWith('/api/home'))).toEqual(['/api/home?region=laval']);
    expect(sectionTitles(html)[0]).toBe('Disponibles maintenant\u00a0: Laval');
  });
});
