import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';

/**
 * The regional variant is a build setting (SPEC: "chosen by a build setting"), not a runtime one: each
 * variant is its own static bundle. `WEBSITE=CA npm run build -w @annuaire/frontend`.
 */
const website = process.env.WEBSITE ?? 'QC';
if (website !== 'QC' && website !== 'CA') {
  throw new Error(`WEBSITE must be QC or CA, got "${website}"`);
}
const defaultLocale = website === 'QC' ? 'fr' : 'en';
const themeColor = website === 'QC' ? '#00B79E' : '#8E86FE';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The build's id in crash reports (features/errors): the package version and the commit built, or the
 * build time where there is no git (a container build from a copied tree).
 */
function releaseId(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return `${version}+${new Date().toISOString().slice(0, 16)}`;
  }
}

/** Default title and description come from the locale files, so index.html holds no literal copy of its own. */
function readSiteCopy(): { title: string; description: string } {
  const common = JSON.parse(readFileSync(`${src}/locales/${defaultLocale}/common.json`, 'utf8')) as {
    site: { name: Record<string, string>; description: Record<string, string> };
  };
  return { title: common.site.name[website] ?? '', description: common.site.description[website] ?? '' };
}

/**
 * `virtual:theme-variables.css` is this variant's stylesheet of the theme's CSS variables
 * (src/app/theme/theme-variables.ts): part of the site's static CSS instead of every page's HTML.
 */
function themeVariables(): Plugin {
  const file = `${src}/app/theme/theme-variables.${website.toLowerCase()}.css`;
  return {
    name: 'annuaire-theme-variables',
    resolveId: (id) => (id === 'virtual:theme-variables.css' ? file : undefined),
  };
}

/**
 * The stylesheet before the entry script in the built index.html (Vite writes it after): the render-blocking
 * stylesheet is asked for first, ahead of the scripts that take the phone's line after it (docs/benchmarks.md,
 * "Web pages": with the scripts ahead, the first paint waited some 400 ms more on the emulated phone).
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'annuaire-stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = stylesheets.reduce((page, tag) => page.replace(tag, ''), html);
        const at = rest.search(/<script type="module"/);
        if (stylesheets.length === 0 || at < 0) return html;
        return `${rest.slice(0, at)}${stylesheets.map((tag) => `${tag.trim()}\n    `).join('')}${rest.slice(at)}`;
      },
    },
  };
}

/**
 * Stamps the variant into index.html before any script runs: lang, favicon, theme colour, default meta, and
 * the storage key its first-paint script reads the cookie choice under (lib/storage.ts's, with the prefix).
 */
function variantHtml(storagePrefix: string): Plugin {
  return {
    name: 'annuaire-variant-html',
    transformIndexHtml(html) {
      const copy = readSiteCopy();
      return html
        .replaceAll('%LANG%', defaultLocale)
        .replaceAll('%THEME_COLOR%', themeColor)
        .replaceAll('%FAVICON%', `/favicon-${website.toLowerCase()}.svg`)
        .replaceAll('%TITLE%', copy.title)
        .replaceAll('%DESCRIPTION%', copy.description)
        .replaceAll('%CONSENT_KEY%', JSON.stringify(`${storagePrefix}cookieConsent`));
    },
  };
}

/**
 * What the site's public pages run on arrival, as one file beside the entry. Rolldown cuts the modules that the
 * entry and the lazy pages share into one small chunk per combination of importers (31 files for the shell alone,
 * https://github.com/rolldown/rolldown/issues/10731), and gzip compresses each file alone: about 12 KB of a
 * listing's first load was that overhead. This group takes the profile cards, the listing's and profile's small
 * helpers (places, ads slot, prefetch, site settings) and, with `includeDependenciesRecursively`, everything they
 * import (React, ReactDOM, MUI's core, i18next, TanStack Query, the router): the entry loads this file first.
 * A listing's first load went from 47 files and 210.9 KB gzip to 7 files and 198.2 KB; the sign-in page, which
 * needs no cards, now gets them too (about 3 KB). Anything only a member page or a dialog uses stays lazy.
 */
const CHUNK_GROUPS = [
  {
    name: 'site',
    test: new RegExp(
      [
        // The profile cards (listing, home, favorites, search, similar profiles).
        String.raw`frontend[\\/]src[\\/]components[\\/](ProfileCard|ProfileCardGrid|ProfileTags|ProfileBadges|OnlineDot|profile-ring|ProfileImage|PageTitle|EmptyState|Placeholder|PageLoader)\.tsx?$`,
        String.raw`frontend[\\/]src[\\/]features[\\/]favorites[\\/](use-favorites|api[\\/]record-favorite|components[\\/]FavoriteButton)\.tsx?$`,
        // Shared by the shell and the public pages, each otherwise a file of its own.
        String.raw`node_modules[\\/](react-dom|@tanstack[\\/]query-core)[\\/]`,
        String.raw`frontend[\\/]src[\\/]lib[\\/](image-url|use-prefetch-near|query-client|live-status|use-query-modal|remembered-region)\.ts$`,
        String.raw`frontend[\\/]src[\\/]config[\\/]paths\.ts$`,
        String.raw`frontend[\\/]src[\\/]features[\\/](ads[\\/](use-ads-mode|components[\\/]AdSlot|api[\\/]get-ads)|site-settings[\\/]use-site-settings|messages[\\/]api[\\/]keys|profile[\\/]prefetch(-profile)?)\.tsx?$`,
      ].join('|'),
    ),
  },
  // The places dataset. The types module stays out: the shell's routes read the listing categories from it.
  { name: 'places', test: /shared[\\/]src[\\/]locations[\\/](?!types)/ },
];

/**
 * The server render's bundle carries its own production copies of React, MUI and emotion instead of loading them
 * from node_modules at run time, where they follow the server's NODE_ENV: under `npm start` (development by
 * default) the server rendered with React's development build, slower, and MUI's development class names
 * (`css-1a7c4ym-MuiButtonBase-root-MuiButton-root`), which the browser's production build does not produce: it
 * inserted its own copy of every rule while hydrating (411 rules on a listing) and the HTML carried the longer names.
 */
const SSR_BUILD = {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // A build is the production one whatever NODE_ENV the command inherits (a test runner's `test`, the journeys'
  // server's `development`): Vite reads it after this file, for React's JSX runtime among others, which must match
  // the production React the server bundle defines below.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const serverBundle = command === 'build' && isSsrBuild === true;
  const siteEnv = parseEnv({
    ...loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'),
    VITE_WEBSITE: website,
  });
  return {
    plugins: [react(), variantHtml(siteEnv.VITE_STORAGE_PREFIX), themeVariables(), stylesheetFirst()],
    resolve: { alias: { '@': src } },
    define: {
      'import.meta.env.VITE_WEBSITE': JSON.stringify(website),
      'import.meta.env.VITE_RELEASE': JSON.stringify(releaseId()),
      // Checked here, once: a bad VITE_* value stops the build with its name (src/config/env-schema.ts).
      __SITE_ENV__: JSON.stringify(siteEnv),
      ...(serverBundle ? SSR_BUILD.define : {}),
    },
    ...(serverBundle ? { ssr: SSR_BUILD.ssr } : {}),
    server: { proxy: { '/api': 'http://localhost:3000', '/go': 'http://localhost:3000' } },
    preview: { proxy: { '/api': 'http://localhost:3000', '/go': 'http://localhost:3000' } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // Every browser the site supports preloads modules natively; older ones just fetch them a little later.
      modulePreload: {
        polyfill: false,
        // None in the HTML: the entry's own imports fetch them a round trip later, once the stylesheet and the first
        // row's photos have had the line to themselves. Preloaded from the HTML, the 140 KB `site` chunk shared the
        // phone's 1.6 Mbps with both from the start: first paint 1.15-1.38 s, 0.88-1.09 s without (docs/benchmarks.md,
        // "Web pages"). A lazy page's chunks are still preloaded with it (hostType 'js').
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps),
      },
      // One stylesheet, linked by index.html and so by every server-rendered page: the public pages' CSS modules
      // (cards, shell, listing, home, profile) style markup the server sends before any script runs. Split per
      // lazy page, a page's rules arrived with its script, after the first paint: the page showed unstyled, then
      // moved (0.3-0.7 CLS on the phone). Members' pages keep MUI's runtime styles, so it is the public pages' CSS.
      cssCodeSplit: false,
      rolldownOptions: {
        output: { codeSplitting: { includeDependenciesRecursively: true, groups: CHUNK_GROUPS } },
        // shared/ is declarations only (schemas, tables, constants). Saying so lets the initial chunk take
        // ROLES and hasPermission without the form schemas and classic zod, which stay in the lazy chunks.
        // A feature's public index only re-exports: the shell importing one export of it must not pull the
        // modules behind the others (a listing page's error screen, the favorites page) into the first load.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false },
            { test: /[\\/]frontend[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
          ],
        },
      },
    },
  };
});
