import type { FetchApi } from '@annuaire/shared';
import { HtmlValidate, type Message } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '@/entry-server';
import { aCard } from '@/lib/user-card.fixtures';
import { jsonAnswer, profileAnswer } from './testing';

/**
 * The HTML content-model rules on the server-rendered pages: what the W3C checker reports as errors (a block in a
 * button, an element where its parent allows none, a duplicate id…), caught here rather than by hand.
 */

/** An API answering the settings, the home, any listing and the profile of `melanie.qc` (three photos, VIP). */
function siteApi(): FetchApi {
  const cards = ['melanie.qc', 'sophie.mtl', 'julie.laval'].map((username, n) =>
    aCard({ username, vip: n === 0, onlineNow: n === 1, isNew: n === 2 }),
  );
  // As features/profile/components/profile-fixture.ts, the avatar wearing its VIP badge and online dot.
  const profile = profileAnswer(cards[0]!, {
    onlineNow: true,
    pictures: [1, 2, 3].map((n) => ({ id: `p${n}`, url: `users/m/p${n}.jpg`, width: 600, height: 800 })),
    virtual: true,
    websiteUrl: null,
    tour: null,
    lastSeenAt: '2026-01-01T00:00:00.000Z',
    memberSince: '2025-01-01T00:00:00.000Z',
    messagingAvailable: true,
    contact: { phone: '514-555-0123', email: null },
  });
  return async (url) => {
    const { pathname } = new URL(url, 'http://api.invalid');
    if (pathname === '/api/app-settings') {
      return jsonAnswer({ maintenanceMode: false, cookieConsentEnabled: true, partnerLinks: [] });
    }
    if (pathname === '/api/home') {
      return jsonAnswer({
        region: 'montreal',
        availableNow: cards,
        vip: cards.slice(0, 1),
        newest: cards,
        regions: [
          { key: 'montreal', count: 120 },
          { key: 'laval', count: 30 },
        ],
      });
    }
    if (pathname === '/api/users') {
      return jsonAnswer({ data: cards, nextChunk: null, extraData: { total: 3, page: 1, pageSize: 24, pages: 1 } });
    }
    if (pathname === '/api/users/melanie.qc') return jsonAnswer(profile);
    return jsonAnswer({ msg: 'Not found', code: 'not_found' }, 404);
  };
}

const validator = new HtmlValidate({
  // The standard's content-model and attribute rules and the document's, none about style.
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    'element-permitted-content': 'error',
    'element-permitted-parent': 'error',
    'element-required-content': 'error',
    'no-dup-id': 'error',
    // The cookie banner (features/consent/components/CookieBanner.tsx) is a fixed layer before <main> in the
    // document, titled by an <h2>: the document's first heading is that <h2>, not the page's <h1>. Allowed here;
    // a skipped level anywhere is still an error.
    'heading-level': ['error', { minInitialRank: 'h2' }],
  },
});

/** The page as the backend serves it (backend/src/web/ssr/template.ts), without the built index.html's scripts. */
const documentOf = (page: { lang: string; head: string; html: string; state: string }) =>
  `<!doctype html>
<html lang="${page.lang}">
  <head>
    <meta charset="UTF-8" />
    ${page.head}
  </head>
  <body>
    <div id="root">${page.html}</div>
    <script type="application/json" id="ssr-data">${page.state}</script>
  </body>
</html>`;

const describeMessage = (message: Message) => `${message.ruleId}: ${message.message} (${message.selector ?? '?'})`;

async function errorsIn(markup: string): Promise<string[]> {
  const report = await validator.validateString(markup);
  return report.results.flatMap((result) => result.messages.map(describeMessage));
}

describe('HTML content-model rules', () => {
  it('are on: a block in a button is an error', async () => {
    const errors = await errorsIn(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>t</h1><button type="button"><div>x</div></button></main></body></html>',
    );
    expect(errors).toEqual([expect.stringMatching(/^element-permitted-content: <div> element is not permitted/)]);
  });

  const renderer = createRenderer({ fetchApi: siteApi() });
  it.each([
    ['the home', '/', 'sophie.mtl'],
    ['the home in English', '/en', 'sophie.mtl'],
    ['a listing', '/all/laval', 'sophie.mtl'],
    ['a profile', '/user/melanie.qc', 'aria-roledescription="carousel"'],
    ['a profile in English', '/en/user/melanie.qc', 'aria-roledescription="carousel"'],
  ])('find no error in %s (%s)', async (_name, url, expected) => {
    const page = await renderer.render({ url, origin: 'https://annuaire.test', signedIn: false });
    if (page.kind !== 'page') throw new Error(`${url} was not rendered: ${page.kind}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(expected);
    expect(await errorsIn(documentOf(page))).toEqual([]);
  });
});
