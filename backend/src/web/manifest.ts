import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import sharp from 'sharp';
import { VARIANTS, type Locale, type SiteVariant } from '@annuaire/shared';
import { HttpError } from '../api/errors';
import { REPOSITORY_ROOT } from '../config';
import { PUBLIC_CACHE } from '../pictures/headers';

/**
 * The site's name and description in each language, as the site's own head shows them
 * (frontend/src/locales/{fr,en}/common.json `site.name`, `site.description`; manifest.unit.spec.ts keeps
 * the two in step). Copied here because the API's image carries the built site, not its sources.
 */
const COPY: Record<SiteVariant, { name: string; shortName: string; description: Record<Locale, string> }> = {
  QC: {
    name: 'Annuaire Québec',
    // Home screens cut names past about 12 characters.
    shortName: 'Annuaire QC',
    description: {
      fr: 'L’annuaire québécois des annonces d’accompagnement indépendantes\u00a0: parcourez par région, consultez les guides de sécurité, contactez les annonceurs en privé.',
      en: 'The Quebec directory of independent companion advertisements: browse by region, read the safety guides, contact advertisers privately.',
    },
  },
  CA: {
    name: 'Annuaire Canada',
    shortName: 'Annuaire CA',
    description: {
      fr: 'L’annuaire canadien des annonces d’accompagnement indépendantes\u00a0: parcourez par région, consultez les guides de sécurité, contactez les annonceurs en privé.',
      en: 'The Canada-wide directory of independent companion advertisements: browse by region, read the safety guides, contact advertisers privately.',
    },
  },
};

/** The page background of the site's default (dark) colour scheme (frontend/src/app/theme/theme.ts, index.html). */
const BACKGROUND = '#0E1116';

/** The PNG renditions of the favicon: what Android and desktop installs ask for, and a maskable one. */
const ICONS = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
type IconFile = keyof typeof ICONS;
const isIconFile = (file: string): file is IconFile => Object.hasOwn(ICONS, file);

/** A maskable icon's content must fit the middle 80% (the "safe zone"); the rest is background. */
const SAFE_ZONE = 0.8;

const faviconName = (website: SiteVariant) => `favicon-${website.toLowerCase()}.svg`;

/**
 * The favicon's source: frontend/public in a checkout, frontend/dist where only the built site is
 * shipped (the Docker image). Read once per process.
 */
async function readFavicon(website: SiteVariant): Promise<{ svg: Buffer; version: string }> {
  const candidates = ['public', 'dist'].map((folder) =>
    path.join(REPOSITORY_ROOT, 'frontend', folder, faviconName(website)),
  );
  for (const file of candidates) {
    const svg = await readFile(file).catch(() => null);
    if (svg) return { svg, version: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
  }
  throw new Error(`Favicon not found: ${candidates.join(', ')}`);
}

async function renderIcon(svg: Buffer, file: IconFile): Promise<Buffer> {
  const { size, maskable } = ICONS[file];
  // Rendered at its final size from the vector, never scaled from a bitmap.
  if (!maskable)
    return sharp(svg, { density: 72 * (size / 40) })
      .resize(size, size)
      .png()
      .toBuffer();
  const inner = Math.round(size * SAFE_ZONE);
  const tile = await sharp(svg, { density: 72 * (inner / 40) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: tile, gravity: 'center' }])
    .png()
    .toBuffer();
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: 'ltr';
  start_url: string;
  scope: '/';
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

/**
 * The web app manifest of one variant in one language (issue 16 §6). One `id` for both languages: an
 * install is the site, whichever language it was installed from; it opens on that language's home.
 */
export function webManifest(website: SiteVariant, lang: Locale, iconVersion: string): WebManifest {
  const settings = VARIANTS[website];
  const copy = COPY[website];
  const png = (file: IconFile) => `/api/manifest/icons/${file}?v=${iconVersion}`;
  return {
    id: '/',
    name: copy.name,
    short_name: copy.shortName,
    description: copy.description[lang],
    lang,
    dir: 'ltr',
    // The default language has no prefix (frontend/src/lib/locale-path.ts).
    start_url: lang === settings.defaultLocale ? '/' : `/${lang}`,
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: settings.primary,
    icons: [
      { src: `/${faviconName(website)}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: png('192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: png('512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: png('maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Browsers recheck an installed app's manifest now and then; an hour keeps that cheap and a change quick. */
const MANIFEST_CACHE = 'public, max-age=3600';

/**
 * `GET /api/manifest?lang=fr|en` (the variant's default language without `lang`) and its PNG icons
 * `GET /api/manifest/icons/{192,512,maskable-512}.png`, drawn from the favicon once per process and kept in
 * memory. The icons' addresses carry the favicon's hash, so they are cached for a year yet change with it.
 */
export function manifestRouter({ config }: { config: { WEBSITE: SiteVariant } }): Router {
  const website = config.WEBSITE;
  let favicon: Promise<{ svg: Buffer; version: string }> | undefined;
  const icons = new Map<IconFile, Promise<Buffer>>();
  // A failed read or render is not kept: the next request tries again (the failure is a logged 500).
  const faviconOnce = () =>
    (favicon ??= readFavicon(website).catch((error: unknown) => {
      favicon = undefined;
      throw error;
    }));
  const iconOnce = (file: IconFile) => {
    let icon = icons.get(file);
    if (!icon) {
      icon = faviconOnce()
        .then(({ svg }) => renderIcon(svg, file))
        .catch((error: unknown) => {
          icons.delete(file);
          throw error;
        });
      icons.set(file, icon);
    }
    return icon;
  };

  const router = new Router();
  router.get('/api/manifest', async (ctx) => {
    const lang = ctx.query.lang ?? VARIANTS[website].defaultLocale;
    if (lang !== 'fr' && lang !== 'en') {
      throw new HttpError(400, 'invalid_request', 'lang must be fr or en', [
        { path: 'lang', message: 'Expected fr or en', code: 'invalid_value' },
      ]);
    }
    const { version } = await faviconOnce();
    ctx.body = JSON.stringify(webManifest(website, lang, version));
    ctx.type = 'application/manifest+json';
    ctx.set('Cache-Control', MANIFEST_CACHE);
    ctx.etag = createHash('sha256')
      .update(ctx.body as string)
      .digest('base64url')
      .slice(0, 27);
    if (ctx.fresh) ctx.status = 304;
  });
  router.get('/api/manifest/icons/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    if (!isIconFile(file)) throw new HttpError(404, 'not_found', 'No such icon');
    const bytes = await iconOnce(file);
    ctx.set('Cache-Control', PUBLIC_CACHE);
    ctx.type = 'image/png';
    ctx.body = bytes;
  });
  return router;
}
