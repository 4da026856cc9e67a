/**
 * The read models whose commits change what a visitor's page shows: listings and profiles, the site settings,
 * the ads, the help services. The backend counts their commits in this process as the version of the public
 * pages (web/ssr/serverRendering.ts `publicVersion`): a visitor's kept page is not answered once it moved.
 */
export const PUBLIC_READ_MODELS = ['directory', 'app_settings', 'campaigns', 'help_services'] as const;
export type PublicReadModel = (typeof PUBLIC_READ_MODELS)[number];

/**
 * The API routes a server-rendered page reads (frontend/src/app/server/page-data.ts) and the read models
 * answering them (the backend's routes: directory/api.ts and home.ts, settings/api.ts, campaigns/adsApi.ts,
 * helpServices/api.ts). A route a page reads must be here (frontend/src/app/server/page-reads.spec.ts), and its
 * read models in `PUBLIC_READ_MODELS`, or a commit would leave a visitor's kept page out of date.
 * The profile's contact details come from the accounts table, written by commands, not a read model.
 */
export const PAGE_READS: Readonly<Record<string, readonly string[]>> = {
  '/api/app-settings': ['app_settings'],
  '/api/home': ['directory'],
  '/api/users': ['directory'],
  '/api/users/:username': ['directory'],
  '/api/ads': ['campaigns', 'app_settings'],
  '/api/help-services': ['help_services'],
};

/** The `PAGE_READS` route an API address is read through, or undefined. */
export function pageReadRoute(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://api.invalid');
  const path = pathname.replace(/\/$/, '') || '/';
  return Object.keys(PAGE_READS).find((route) => {
    const pattern = new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}
