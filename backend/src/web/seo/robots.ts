import { VARIANTS } from '@annuaire/shared';
import type { Config } from '../../config';
import { siteUrl } from './urls';

/**
 * The site's pages a search engine has no business indexing: signing in and out, password and address resets,
 * and a member's own area (frontend/src/app/routes.tsx and the account, favorites and messages features' page
 * descriptors). Each is a path prefix, so `/messages` covers every conversation and `/login` its sub-steps.
 */
export const PRIVATE_PAGES = [
  '/login',
  '/register',
  '/reset-password',
  '/reset-email',
  '/profile',
  '/edit',
  '/transaction-history',
  '/settings',
  '/messages',
  '/favorites',
] as const;

/**
 * `/robots.txt`: the staff app, the API and the private pages (in both languages) are closed to crawlers, the
 * public pages open, and the sitemap is named at the configured public address, never the request's `Host`.
 * `/api/images` stays open: social previews (Twitterbot honours robots.txt) and image search fetch a profile's
 * approved picture there, and the most specific rule wins.
 */
export function robotsTxt(config: Pick<Config, 'PUBLIC_URL' | 'WEBSITE'>): string {
  const { otherLocale } = VARIANTS[config.WEBSITE];
  const privatePaths = PRIVATE_PAGES.flatMap((path) => [path, `/${otherLocale}${path}`]);
  return [
    'User-agent: *',
    'Allow: /api/images',
    'Disallow: /api',
    'Disallow: /hq',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl(config.PUBLIC_URL, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
