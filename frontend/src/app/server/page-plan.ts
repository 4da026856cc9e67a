import { createCache, listingPath, parseListingPath, type ParsedListingPath } from '@annuaire/shared';
import type { RouteObject } from 'react-router';
import { matchRoutes } from 'react-router';
import { variant } from '@/config/variant';
import { listingUrl, parseFilters } from '@/features/directory';
import { localizePath, splitLocale } from '@/lib/locale-path';
import type { Locale } from '@/config/variant';

/** The listing's information pages: rendered on the server, same texts as in the browser. */
const INFO_PATHS = new Set([
  'terms-of-service',
  'privacy-policy',
  'fraud-prevention',
  'client-guide',
  'escort-guide',
  'lexicon',
  'faq',
  'help-services',
]);

/** What the server does with an address, before anything is rendered. */
export type PagePlan =
  /** Not a public page (account, messages, sign-in, /hq): the browser renders it, as before. */
  | { kind: 'client' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'home'; locale: Locale; path: string }
  | { kind: 'info'; locale: Locale; path: string; helpServices: boolean }
  | { kind: 'listing'; locale: Locale; path: string; parsed: ParsedListingPath; apiUrl: string }
  | { kind: 'profile'; locale: Locale; path: string; username: string }
  | { kind: 'notFound'; locale: Locale; path: string }
  | { kind: 'maintenance'; locale: Locale; path: string };

/** The deepest route a path matches, as React Router matches it. */
export type LeafOf = (pathname: string) => RouteObject | undefined;

/** Paths remembered by `leafMatcher`, and the longest one it remembers (longer ones are matched each time). */
const REMEMBERED_PATHS = 5_000;
const REMEMBERED_PATH_LENGTH = 256;

/**
 * `matchRoutes` flattens and ranks the whole route table on every call (about half a millisecond for the site's):
 * fine once per render, not once per request. The server reads every page request's address, kept pages included
 * (page-address.ts), so it remembers the leaves of the paths last asked, the least recently asked dropped first.
 */
export function leafMatcher(routes: RouteObject[]): LeafOf {
  const known = createCache<RouteObject | null>({ maxEntries: REMEMBERED_PATHS });
  return (pathname) => {
    const held = known.peek(pathname);
    if (held !== undefined) return held ?? undefined;
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
    if (pathname.length <= REMEMBERED_PATH_LENGTH) known.set(pathname, leaf ?? null);
    return leaf;
  };
}

/**
 * Reads an address the way the site's routes and pages do (routes.tsx, ListingPage, StripDefaultLocale), so
 * what the browser would answer by navigating (`<Navigate>`) the server answers with a redirect, and an
 * address the site does not know with a 404.
 */
export function planPage(
  routes: RouteObject[],
  pathname: string,
  search: string,
  leafOf: LeafOf = (path) => matchRoutes(routes, path)?.at(-1)?.route,
): PagePlan {
  const leaf = leafOf(pathname);
  if (!leaf) return { kind: 'client' };
  // One address per page: `/ALL/laval`, `/FAQ/` and `/user/jade.4/` are spellings of a page, answered with its
  // address (React Router matches routes whatever their case and with a trailing slash; the pages' own keys are
  // lower case, docs/product.md §2). A spelling of no page is the 404 its canonical form is.
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) {
    const plan = planPage(routes, canonical, search, leafOf);
    if (plan.kind === 'notFound' || (plan.kind === 'redirect' && plan.status === 301)) return plan;
    if (plan.kind !== 'client') return { kind: 'redirect', status: 301, location: canonical + search };
  }
  // `/fr/faq` on the Quebec site is `/faq`: one address per page (redirects.tsx).
  const prefix = new RegExp(`^/${variant.defaultLocale}(?=/|$)`);
  if (prefix.test(pathname))
    return { kind: 'redirect', status: 301, location: (pathname.replace(prefix, '') || '/') + search };
  if (pathname === '/hq' || pathname.startsWith('/hq/')) return { kind: 'client' };

  const { locale, path } = splitLocale(pathname);
  if (leaf.index) return { kind: 'home', locale, path };
  const routePath = leaf.path ?? '';
  if (INFO_PATHS.has(routePath)) return { kind: 'info', locale, path, helpServices: routePath === 'help-services' };
  if (routePath === 'user/:username') {
    const username = decodedSegment(path.slice('/user/'.length));
    // Its spelling is the member's (usernames are unique whatever their case): checked once the profile is read
    // (page-data.ts `spellingRedirect`).
    return username ? { kind: 'profile', locale, path, username } : { kind: 'notFound', locale, path };
  }
  if (routePath === 'maintenance') return { kind: 'maintenance', locale, path };
  if (routePath === '404' || routePath === '*') return { kind: 'notFound', locale, path };
  if (routePath.endsWith('/*') && !routePath.includes(':')) {
    const known = listingPlan(locale, path, search);
    // A category segment that is not a listing (`favorites/*` and the like) stays with the browser.
    if (known) return known;
  }
  return { kind: 'client' };
}

/** ListingPage's reading of an address, as a plan: a redirect to the one indexable address, a 404, or the listing. */
function listingPlan(locale: Locale, path: string, search: string): PagePlan | null {
  const segments = path.split('/').filter(Boolean);
  const category = segments[0];
  const parsed = parseListingPath(path, variant.website);
  if (!parsed) {
    if (segments.length === 1 && category && parseListingPath(`/${category}/${variant.homeRegion}`)) {
      return {
        kind: 'redirect',
        status: 302,
        location: localizePath(`/${category}/${variant.homeRegion}`, locale) + search,
      };
    }
    return parseListingPath(`/${category ?? ''}/${variant.homeRegion}`) ? { kind: 'notFound', locale, path } : null;
  }
  const canonical = listingPath({
    category: parsed.category,
    region: parsed.region.key,
    city: parsed.city?.key,
    page: parsed.page,
  });
  if (canonical !== path) return { kind: 'redirect', status: 301, location: localizePath(canonical, locale) + search };
  const filters = parseFilters(new URLSearchParams(search));
  const apiUrl = listingUrl({
    category: parsed.category,
    region: parsed.region.key,
    city: parsed.city?.key,
    page: parsed.page,
    filters,
  });
  return { kind: 'listing', locale, path, parsed, apiUrl };
}

/** The segment `/user/` is followed by, in a profile's address: the member's spelling, kept as asked. */
const PROFILE_PATH = /^((?:\/[^/]+)?\/user\/)(.*)$/i;

/**
 * The one spelling of a page's path: no trailing slash, and lower case but for a profile's username, which is
 * the member's (its case is checked against the profile once read). Place keys, categories, languages and the
 * information pages are all lower case (docs/product.md §2).
 */
export function canonicalPathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const profile = PROFILE_PATH.exec(trimmed);
  return profile ? profile[1]!.toLowerCase() + profile[2]! : trimmed.toLowerCase();
}

/** A path segment decoded, or null when it is not valid percent-encoding (`%E0%A4%A`). */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
