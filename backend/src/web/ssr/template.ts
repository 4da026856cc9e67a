import type { RenderedPage } from '@annuaire/shared';

/** What the site's server render hands back for a page: the render contract's (shared/src/render/contract.ts). */
export type { RenderedPage };

const DEFAULT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta name="description"[^>]*>\s*/;
const DEFAULT_MANIFEST = /<link rel="manifest"[^>]*>\s*/;
const ROOT = '<div id="root"></div>';

/**
 * The built index.html with a rendered page in it: same scripts (so the page policy's hashes still hold),
 * the page's language, its own head in place of the defaults, the markup in the root element and the
 * data beside it as a JSON script, which a browser never executes.
 */
export function pageHtml(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) {
    throw new Error('index.html has no <div id="root"></div> or </head>');
  }
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.lang === 'en' ? 'en' : 'fr'}"`)
    .replace(DEFAULT_TITLE, '')
    .replace(DEFAULT_DESCRIPTION, '')
    .replace(DEFAULT_MANIFEST, '')
    .replace('</head>', () => `  ${page.head}\n  </head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="ssr-data">${page.state}</script>`,
    );
}
