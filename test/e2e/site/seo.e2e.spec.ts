import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { siteUnderTest } from './site';

/**
 * The public pages as a crawler or a link preview reads them: raw HTML, no JavaScript (issue 16), then the
 * same listing adopted by Chromium without a second request for its data.
 */

interface Card {
  username: string;
  headline: string;
}

const unescape = (html: string) =>
  html
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'");

async function raw(base: string, path: string): Promise<{ status: number; html: string; location: string | null }> {
  const response = await fetch(base + path, { redirect: 'manual' });
  return { status: response.status, html: unescape(await response.text()), location: response.headers.get('location') };
}

/** A demo member's session cookie, signed in through the API and the real proof-of-work captcha (start.e2e.spec.ts). */
async function liveSession(base: string): Promise<string> {
  // 204 when the captcha is off; else the real proof of work.
  const asked = await fetch(`${base}/api/captcha/challenge`);
  let captcha: string | undefined;
  if (asked.status !== 204) {
    const challenge = (await asked.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }
  const login = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'client', password: 'demo-password', captcha }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .find((line) => line.startsWith('annuaire_session='))!
    .split(';')[0]!;
}

async function firstCard(base: string, category: string, region: string): Promise<Card> {
  const answer = (await (await fetch(`${base}/api/users?category=${category}&region=${region}`)).json()) as {
    data: Card[];
  };
  const card = answer.data[0];
  if (!card) throw new Error(`The demo data has no card in ${category}/${region}`);
  return card;
}

/**
 * A GET as a browser revalidating its cache sends it. Not `fetch`: a request given `If-None-Match` by its
 * caller is sent with `Cache-Control: no-cache` by fetch, which asks the server for a full answer.
 */
function conditionalGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; etag: string; body: string }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, etag: String(response.headers.etag ?? ''), body }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const link = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)"`).exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
/** The app's markup only, so a text found there is on the page and not in the embedded data. */
const body = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
/** The app's text as a reader gets it: a heading whose words are split over elements (a part hidden on phones) reads whole. */
const text = (html: string) => body(html).replace(/<[^>]*>/g, '');

const variants = [
  {
    website: 'QC' as const,
    region: 'montreal',
    pages: {
      fr: { prefix: '', heading: 'Escortes · Montréal', count: /\d+ profils?/, other: '/en' },
      en: { prefix: '/en', heading: 'Female escorts in Montréal', count: /\d+ profiles?/, other: '' },
    },
  },
  {
    website: 'CA' as const,
    region: 'greater-toronto-area',
    pages: {
      en: { prefix: '', heading: 'Female escorts in Greater Toronto Area', count: /\d+ profiles?/, other: '/fr' },
      fr: { prefix: '/fr', heading: 'Escortes · Région du Grand Toronto', count: /\d+ profils?/, other: '' },
    },
  },
];

for (const variant of variants) {
  describe(`the ${variant.website} site's raw HTML`, () => {
    const site = siteUnderTest(variant.website);

    for (const [lang, page] of Object.entries(variant.pages)) {
      it(`renders the listing, a profile, home and an information page in ${lang}`, async () => {
        const base = site.base();
        const card = await firstCard(base, 'female-escorts', variant.region);
        const listingPath = `/female-escorts/${variant.region}`;

        const listing = await raw(base, page.prefix + listingPath);
        expect(listing.status).toBe(200);
        expect(listing.html).toContain(`<html lang="${lang}"`);
        expect(text(listing.html)).toContain(page.heading);
        expect(body(listing.html)).toContain(card.username);
        expect(body(listing.html)).toContain(card.headline);
        expect(title(listing.html)).toContain(page.heading);
        expect(title(listing.html)).toMatch(page.count);
        expect(description(listing.html)).toBeTruthy();
        expect(link(listing.html, 'canonical')).toBe(base + page.prefix + listingPath);
        expect(link(listing.html, 'alternate', 'fr')).toMatch(new RegExp(`${listingPath}$`));
        expect(link(listing.html, 'alternate', 'en')).toMatch(new RegExp(`${listingPath}$`));
        expect(link(listing.html, 'alternate', 'x-default')).toBe(base + listingPath);
        expect(listing.html).toContain('"@type":"BreadcrumbList"');

        const profile = await raw(base, `${page.prefix}/user/${encodeURIComponent(card.username)}`);
        expect(profile.status).toBe(200);
        expect(body(profile.html)).toContain(card.username);
        expect(title(profile.html)).toContain(card.username);
        expect(description(profile.html)).toBe(card.headline || description(profile.html));
        expect(link(profile.html, 'canonical')).toBe(`${base}${page.prefix}/user/${encodeURIComponent(card.username)}`);
        expect(profile.html).toContain('<meta property="og:type" content="profile" />');

        const home = await raw(base, page.prefix || '/');
        expect(home.status).toBe(200);
        expect(body(home.html)).toContain('<h1');
        expect(home.html).toContain('"@type":"SearchAction"');
        expect(link(home.html, 'manifest')).toBe(`/api/manifest?lang=${lang}`);

        const faq = await raw(base, `${page.prefix}/faq`);
        expect(faq.status).toBe(200);
        expect(body(faq.html)).toContain('<h1');
        expect(link(faq.html, 'canonical')).toBe(`${base}${page.prefix}/faq`);
      });
    }

    it('ships the production build of the page’s scripts, though this server runs with NODE_ENV=development', async () => {
      const base = site.base();
      const home = await raw(base, '/');
      const entries = [...home.html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map(([, src]) => src!);
      expect(entries.length).toBeGreaterThan(0);
      // The entry and the modules it imports statically (the HTML preloads none of them: frontend/vite.config.ts).
      const scripts = new Set(entries);
      for (const src of scripts) {
        const code = await (await fetch(base + src)).text();
        // React's development JSX runtime: what `vite build` emits when NODE_ENV=development leaks into it.
        expect(code, src).not.toContain('jsxDEV');
        const dir = src.slice(0, src.lastIndexOf('/') + 1);
        for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) scripts.add(dir + file!);
      }
      expect(scripts.size).toBeGreaterThan(entries.length);
    });

    it('answers 404 for an unknown profile, city or page, and redirects a second spelling of a listing', async () => {
      const base = site.base();
      const unknownProfile = await raw(base, '/user/nobody-by-this-name');
      expect(unknownProfile.status).toBe(404);
      expect(unknownProfile.html).toContain('<meta name="robots" content="noindex" />');
      expect((await raw(base, `/female-escorts/${variant.region}/atlantis`)).status).toBe(404);
      expect((await raw(base, '/no/such/page')).status).toBe(404);
      const spelled = await raw(base, `/female-escorts/${variant.region}/page/1`);
      expect(spelled.status).toBe(301);
      expect(spelled.location).toBe(`/female-escorts/${variant.region}`);
    });

    it("keeps a visitor's listing for its window, and renders a signed-in visitor's from memory, never kept", async () => {
      const base = site.base();
      const path = `/female-escorts/${variant.region}?travel=outcall`;
      const answer = async (headers: Record<string, string> = {}, address = path) => {
        const response = await fetch(base + address, { headers });
        return { timing: response.headers.get('server-timing') ?? '', html: await response.text() };
      };
      // A visitor: the second request within the page's 5-second window is answered with the page kept.
      let first = await answer();
      let again = await answer();
      if (!again.timing.includes('desc="kept"')) {
        // The pair fell across the window's end: once more, well inside the next one.
        first = again;
        again = await answer();
      }
      expect(again.timing).toMatch(/^page;desc="kept"/);
      expect(again.html).toBe(first.html);
      expect(body(again.html)).not.toBe('');

      // What no page reads (a campaign tag, a cache-buster) and a cookie that opens no session are the visitor's
      // page, kept (issue 25 §2); asked again if the window just turned.
      const keptFor = async (headers: Record<string, string>, address: string) => {
        const kept = await answer(headers, address);
        return kept.timing.includes('desc="kept"') ? kept : answer(headers, address);
      };
      const tagged = await keptFor({}, `${path}&utm_source=newsletter&utm=${Date.now()}`);
      expect(tagged.timing).toMatch(/^page;desc="kept"/);
      expect(tagged.html).not.toContain('utm_source');
      const forged = await keptFor({ cookie: 'annuaire_session=not-a-real-session' }, path);
      expect(forged.timing).toMatch(/^page;desc="kept"/);

      // A live session: the page is never kept, but its markup comes from the render cache.
      const signedIn = { cookie: await liveSession(base) };
      await answer(signedIn);
      const member = await answer(signedIn);
      expect(member.timing).not.toContain('kept');
      expect(member.timing).toMatch(/render;dur=[\d.]+;desc="cached"/);
      expect(body(member.html)).not.toBe('');
    });

    it('sends a page asked again with nothing changed as the same bytes, revalidated to a 304', async () => {
      // An information page: a listing or a profile holds a visitor's ads, drawn in turn (ad-draws.ts), so its
      // bytes change with the draw.
      const url = `${site.base()}/faq`;
      const answer = (headers: Record<string, string> = {}) => conditionalGet(url, headers);
      // The embedded answers are re-dated every 5 s (entry-server.tsx): a pair of requests that fell across
      // that moment is asked once more.
      let first = await answer();
      let again = await answer({ 'if-none-match': first.etag });
      if (again.status === 200) {
        first = again;
        again = await answer({ 'if-none-match': first.etag });
      }
      expect(first.status).toBe(200);
      expect(first.etag).toMatch(/^W\/"/);
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
    });

    if (variant.website === 'QC') {
      it('hands a listing to the browser without asking for its data again; filters and paging still work', async () => {
        const tab = await site.visit();
        const messages: string[] = [];
        const listingRequests: string[] = [];
        tab.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
        });
        tab.on('pageerror', (error) => messages.push(error.message));
        tab.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname === '/api/users' && url.searchParams.has('category')) listingRequests.push(url.search);
        });
        const userChecked = tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
        await tab.goto(`/female-escorts/${variant.region}`);
        await userChecked;
        await tab.getByRole('heading', { level: 1, name: 'Escortes · Montréal' }).waitFor();
        expect(listingRequests).toEqual([]);
        expect(messages.filter((text) => /hydrat|did not match|Content Security Policy/i.test(text))).toEqual([]);

        // Filters: a new query, asked for by the browser.
        const filtered = tab.waitForRequest((request) => /[?&]travel=incall/.test(request.url()));
        await tab.getByRole('group', { name: 'Rencontre' }).getByRole('button', { name: 'Reçoit' }).click();
        await filtered;
        expect(new URL(tab.url()).search).toBe('?travel=incall');

        // Paging: the next page's cards come from a request of its own.
        await tab.goto(`/female-escorts/${variant.region}`);
        const next = tab.waitForRequest((request) => /[?&]page=2/.test(request.url()));
        await tab
          .getByRole('navigation', { name: 'Pages de la liste' })
          .getByRole('link', { name: 'Page suivante' })
          .click();
        await next;
        expect(new URL(tab.url()).pathname).toBe(`/female-escorts/${variant.region}/page/2`);
      });
    }
  });
}
