import { describe, expect, it } from 'vitest';
import { pagePolicy } from '../pagePolicy';
import { pageHtml } from './template';

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <link rel="manifest" href="/api/manifest?lang=fr" />
    <title>Annuaire Québec</title>
    <meta name="description" content="L’annuaire" />
    <script>document.documentElement.classList.add('dark');</script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const page = {
  lang: 'en',
  head: '<title>Female escorts in Montréal · Annuaire Québec</title>',
  html: '<main><h1>Female escorts in Montréal</h1></main>',
  state: '{"queries":[{"note":"\\u003c/script>"}]}',
};

describe('a server-rendered page in the built index.html', () => {
  it('carries the page language, its own head instead of the defaults, the markup and its data', () => {
    const html = pageHtml(TEMPLATE, page);
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Female escorts in Montréal · Annuaire Québec</title>');
    expect(html).not.toContain('content="L’annuaire"');
    expect(html).not.toContain('/api/manifest?lang=fr');
    expect(html).toContain('<div id="root"><main><h1>Female escorts in Montréal</h1></main></div>');
    expect(html).toContain(`<script type="application/json" id="ssr-data">${page.state}</script>`);
  });

  it('keeps the page policy of index.html: the same inline scripts, nothing executable added', () => {
    const policy = pagePolicy(TEMPLATE);
    const scriptSources = (text: string) => /script-src ([^;]*)/.exec(text)?.[1];
    const rendered = pageHtml(TEMPLATE, page).replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/, '');
    expect(scriptSources(pagePolicy(rendered))).toBe(scriptSources(policy));
  });

  it('refuses a template without a root element rather than serving a page without its markup', () => {
    expect(() => pageHtml('<html lang="fr"><head></head><body></body></html>', page)).toThrow(/root/);
  });

  it('writes a language it does not know as the default one', () => {
    expect(pageHtml(TEMPLATE, { ...page, lang: '"><script>' })).toContain('<html lang="fr">');
  });
});
