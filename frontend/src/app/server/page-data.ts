import { parseListingPath, type AdPlacement, type ParsedListingPath } from '@annuaire/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { variant, VARIANTS } from '@/config/variant';
import { adsKey, adsUrl, cardAdSlots, getAds, type AdBlock, type AdContext } from '@/features/ads';
import { GUEST_AT_FIRST_PAINT_KEY } from '@/features/consent';
import { listingKey, loadListingAnswer, placeName, type ListingAnswer } from '@/features/directory';
import { getHelpServices, helpServicesKey } from '@/features/help-services';
import { HOME_KEY, homeUrl, loadHomeAnswer } from '@/features/home';
import { loadProfileAnswer, profileKey, type ProfileAnswer } from '@/features/profile';
import { partnerLinksOf, SITE_SETTINGS_KEY } from '@/features/site-settings';
import { ApiError, apiRequest, fetcher } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/current-user';
import { imageUrl } from '@/lib/image-url';
import { lazySchema } from '@/lib/lazy-schema';
import { localizePath } from '@/lib/locale-path';
import { servedRegionKey } from '@/lib/remembered-region';
import type { AdDraws } from './ad-draws';
import { firstPhotos } from './first-photos';
import { breadcrumbs, webSite, type PageHead } from './head-tags';
import type { PagePlan } from './page-plan';

const ListingSchema = lazySchema(loadListingAnswer);
const ProfileSchema = lazySchema(loadProfileAnswer);
const HomeSchema = lazySchema(loadHomeAnswer);

export type RenderedPlan = Exclude<PagePlan, { kind: 'client' } | { kind: 'redirect' }>;

/**
 * Loads into the render's cache what the page's components will ask for, from the API in the same process:
 * the staff's site settings, the home's profiles (of `region`, the remembered one, when served here), the listing
 * or the profile (the page is the public one whoever asks). A visitor's ads come from the renderer's `draws`
 * (ad-draws.ts).
 */
export async function loadPageData(
  client: QueryClient,
  plan: RenderedPlan,
  { signedIn, region, draws }: { signedIn: boolean; region?: string; draws: AdDraws<AdBlock[]> },
): Promise<{ maintenance: boolean; settingsFailed: boolean }> {
  const settings = await apiRequest('GET', '/api/app-settings').then(
    ({ data }) => data as { maintenanceMode?: unknown; cookieConsentEnabled?: unknown; partnerLinks?: unknown },
    () => null,
  );
  if (typeof settings?.maintenanceMode === 'boolean' && typeof settings.cookieConsentEnabled === 'boolean') {
    client.setQueryData(SITE_SETTINGS_KEY, {
      maintenanceMode: settings.maintenanceMode,
      cookieConsentEnabled: settings.cookieConsentEnabled,
      partnerLinks: partnerLinksOf(settings.partnerLinks),
    });
  }
  // No session cookie: a visitor, so the cookie banner is part of the page from its first paint (features/consent).
  if (!signedIn) client.setQueryData(GUEST_AT_FIRST_PAINT_KEY, true);
  const maintenance = settings?.maintenanceMode === true;
  // A request without a session cookie is nobody's: the page renders signed out (the maintenance screen too), and
  // the browser adopts that answer instead of learning it mid-hydration, when the shell's update would make React
  // hydrate the whole page at once, blocking taps (docs/benchmarks.md, "Web pages"). The browser still asks once
  // (app/server/state.ts dates the answer stale): a cached visitor's page may reach a member.
  if (!signedIn) client.setQueryData(CURRENT_USER_KEY, null);
  const settingsFailed = settings === null;
  if (maintenance) return { maintenance, settingsFailed };
  if (plan.kind === 'listing') {
    await client.prefetchQuery({
      queryKey: listingKey(plan.apiUrl),
      queryFn: () => fetcher(plan.apiUrl, ListingSchema),
    });
  }
  if (plan.kind === 'home') {
    const url = homeUrl(servedRegionKey(region));
    await client.prefetchQuery({ queryKey: HOME_KEY, queryFn: () => fetcher(url, HomeSchema) });
  }
  if (plan.kind === 'profile') {
    const url = `/api/users/${encodeURIComponent(plan.username)}`;
    await client.prefetchQuery({ queryKey: profileKey(plan.username), queryFn: () => fetcher(url, ProfileSchema) });
  }
  // A visitor's ads are part of the page (docs/product.md §6): the server's HTML holds them and the browser,
  // adopting the answers, neither asks again nor moves the page. A member's are the browser's to choose.
  if (!signedIn) await prefetchAds(client, plan, draws);
  if (plan.kind === 'info' && plan.helpServices) {
    await client.prefetchQuery({
      queryKey: helpServicesKey(plan.locale),
      queryFn: () => getHelpServices(plan.locale),
    });
  }
  return { maintenance, settingsFailed };
}

/** The blocks of one placement, under the key AdSlot and useCardAds read (features/ads/api/get-ads.ts). */
function prefetchAd(
  client: QueryClient,
  draws: AdDraws<AdBlock[]>,
  placement: AdPlacement,
  count: number,
  context: AdContext,
) {
  if (count < 1) return Promise.resolve();
  return client.prefetchQuery({
    queryKey: adsKey(placement, count, context),
    queryFn: () => draws.take(adsUrl(placement, count, context), () => getAds(placement, count, context)),
  });
}

/** The ads of the listing's leaderboard and card slots, or of the profile's bottom, as the page will ask. */
async function prefetchAds(client: QueryClient, plan: RenderedPlan, draws: AdDraws<AdBlock[]>): Promise<void> {
  if (plan.kind === 'listing') {
    const listing = client.getQueryData<ListingAnswer>(listingKey(plan.apiUrl));
    if (!listing || listing.data.length === 0) return;
    const context = { region: plan.parsed.region.key, category: plan.parsed.category };
    await Promise.all([
      prefetchAd(client, draws, 'blockLeaderboard', 1, context),
      prefetchAd(client, draws, 'blockCard', cardAdSlots(listing.data.length), context),
    ]);
  }
  if (plan.kind === 'profile') {
    const profile = client.getQueryData<ProfileAnswer>(profileKey(plan.username));
    if (profile) await prefetchAd(client, draws, 'blockUserProfileBottom', 1, { region: profile.location?.region });
  }
}

/** The page's data query, when it has one: its answer or refusal decides the status and the head. */
function pageQueryKey(plan: RenderedPlan): readonly unknown[] | null {
  if (plan.kind === 'listing') return listingKey(plan.apiUrl);
  if (plan.kind === 'profile') return profileKey(plan.username);
  if (plan.kind === 'home') return HOME_KEY;
  if (plan.kind === 'info' && plan.helpServices) return helpServicesKey(plan.locale);
  return null;
}

/**
 * docs/product.md §2 addresses as HTTP answers: an unknown place, profile or page is 404 (the API answers 404
 * for a deleted member's profile too), a maintenance 503, a failed read 503; the page shows its screen anyway.
 */
export function statusOf(
  client: QueryClient,
  plan: RenderedPlan,
  maintenance: boolean,
  settingsFailed = false,
): number {
  if (maintenance || plan.kind === 'maintenance') return maintenance ? 503 : 200;
  if (plan.kind === 'notFound') return 404;
  const key = pageQueryKey(plan);
  const error = key ? client.getQueryState(key)?.error : null;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.status;
  if (plan.kind === 'listing' && pastTheEnd(plan, client.getQueryData<ListingAnswer>(listingKey(plan.apiUrl)))) {
    return 404;
  }
  // The page's data (or the site's settings) could not be read: the database is down or overloaded. 503, which
  // no shared cache keeps (web/httpCache.ts: no-store), never a 200 a CDN would serve for minutes.
  return error || settingsFailed ? 503 : 200;
}

/**
 * A listing page past its last (`/all/laval/page/3` when it has 2 pages, `/page/99`) is no page: 404, which the
 * listing shows as "no profiles on this page" with its first page's link (ListingResults). Not a redirect to the
 * last page: that page changes as profiles come and go, and a permanent redirect to it would be kept by browsers
 * and search engines long after; a 404 tells crawlers to drop the address and a visitor where to go. Page 1 is
 * always a page, even empty (it suggests nearby places).
 */
export function pastTheEnd(plan: Extract<RenderedPlan, { kind: 'listing' }>, listing: ListingAnswer | undefined) {
  return listing !== undefined && plan.parsed.page > 1 && plan.parsed.page > listing.extraData.pages;
}

/**
 * A profile asked by another spelling of its username (`/user/Florence.6` for `florence.6`): usernames are
 * unique whatever their case and the API finds it by either, but the page has one address, the member's own
 * spelling (the one the sitemap and every link use): 301 there. Null when the address is the page's.
 */
export function spellingRedirect(
  client: QueryClient,
  plan: RenderedPlan,
  search: string,
): { kind: 'redirect'; status: 301; location: string } | null {
  if (plan.kind !== 'profile') return null;
  const username = client.getQueryData<ProfileAnswer>(profileKey(plan.username))?.username;
  if (username === undefined || username === plan.username) return null;
  const location = localizePath(`/user/${encodeURIComponent(username)}`, plan.locale) + search;
  return { kind: 'redirect', status: 301, location };
}

interface HeadInput {
  client: QueryClient;
  plan: RenderedPlan;
  status: number;
  origin: string;
  /** What the page said of itself while rendering (usePageMeta), else the site's defaults. */
  title: string;
  description: string;
  t: TFunction;
}

const sisterWebsite = variant.website === 'QC' ? 'CA' : 'QC';

/** The same page on the sister site, for pages that exist there (the place must be one the sister serves). */
function sisterUrl(plan: RenderedPlan): string | undefined {
  const sister = VARIANTS[sisterWebsite];
  if (!variant.sisterSiteUrl) return undefined;
  const exists =
    plan.kind === 'home' ||
    plan.kind === 'info' ||
    (plan.kind === 'listing' && parseListingPath(plan.path, sisterWebsite) !== null);
  if (!exists) return undefined;
  return variant.sisterSiteUrl.replace(/\/$/, '') + localizePath(plan.path, plan.locale, sister.defaultLocale);
}

function listingCrumbs(parsed: Pick<ParsedListingPath, 'category' | 'region' | 'city'>, input: HeadInput) {
  const { origin, plan, t } = input;
  const at = (path: string) => origin + localizePath(path, plan.locale);
  const category = t(`categories.${parsed.category}`);
  const crumbs = [
    { name: t(`site.name.${variant.website}`), url: at('/') },
    {
      // The region's title name: never the same as one of its cities' (the Greater Toronto Area, not Toronto).
      name: `${category} · ${placeName({ region: parsed.region }, plan.locale, (region) => t('meta.regionArea', { ns: 'directory', region }))}`,
      url: at(`/${parsed.category}/${parsed.region.key}`),
    },
  ];
  if (parsed.city) {
    crumbs.push({
      name: `${category} · ${parsed.city.label[plan.locale]}`,
      url: at(`/${parsed.category}/${parsed.region.key}/${parsed.city.key}`),
    });
  }
  return crumbs;
}

/** Title, description, preview and structured data of a rendered page (docs/product.md §2 pages). */
export function pageHead(input: HeadInput): PageHead {
  const { client, plan, origin, t } = input;
  const siteName = t(`site.name.${variant.website}`);
  const head: PageHead = {
    locale: plan.locale,
    path: plan.path,
    origin,
    title: input.title,
    description: input.description,
    siteName,
    sister: undefined,
    indexable: input.status === 200,
    jsonLd: [],
    // Listings and the home are the site's pages, not dated writing; information pages are documents.
    ogType: plan.kind === 'info' ? 'article' : 'website',
  };
  if (input.status !== 200) return head;
  head.preloads = firstPhotos(client, plan);
  // A preview without a picture of its own shows the site's icon (backend/src/web/manifest.ts draws it from the
  // favicon): a square, so a thumbnail beside the text.
  head.image = { url: `${origin}${SITE_ICON}`, alt: siteName, large: false, width: 512, height: 512 };
  const sister = sisterUrl(plan);
  if (sister) head.sister = { url: sister, name: t(`site.name.${sisterWebsite}`) };
  if (plan.kind === 'home') head.jsonLd.push(webSite(origin, plan.locale, siteName));
  if (plan.kind === 'listing') {
    const listing = client.getQueryData<ListingAnswer>(listingKey(plan.apiUrl));
    if (listing) {
      // "Escortes · Montréal · 124 profils": the count tells a search result what the page holds.
      const count = (t as (key: string, options: object) => string)('directory:listing.count', {
        count: listing.extraData.total,
      });
      head.title = head.title.replace(` · ${siteName}`, ` · ${count} · ${siteName}`);
    }
    head.jsonLd.push(breadcrumbs(listingCrumbs(plan.parsed, input)));
  }
  if (plan.kind === 'profile') {
    const profile = client.getQueryData<ProfileAnswer>(profileKey(plan.username));
    if (profile) {
      head.ogType = 'profile';
      if (profile.headline) head.description = profile.headline;
      // The card's picture is the approved profile picture (the API never answers a pending one to a visitor).
      // Under review, the profile is hidden from listings and search (docs/product.md §4) but still shown to its
      // owner and staff, whose server render is the same public page: it is kept out of search results until
      // approved, and indexable again at the next render once it is.
      if (profile.underReview) head.indexable = false;
      if (profile.profilePicture) {
        head.image = {
          url: origin + imageUrl(profile.profilePicture.url, PREVIEW_WIDTH),
          alt: (t as (key: string, options: object) => string)('directory:card.photoOf', {
            username: profile.username,
          }),
          large: true,
          ...previewSize(profile.profilePicture),
        };
      }
      const crumbs = [{ name: siteName, url: origin + localizePath('/', plan.locale) }];
      const place = profile.location ? placeOf(profile.location.region, profile.location.city) : null;
      if (place) crumbs.splice(1, 0, ...listingCrumbs({ category: 'all', ...place }, input).slice(1));
      crumbs.push({ name: profile.username, url: origin + localizePath(plan.path, plan.locale) });
      head.jsonLd.push(breadcrumbs(crumbs));
    }
  }
  return head;
}

/** The site's 512 px icon, drawn from the favicon (backend/src/web/manifest.ts). */
const SITE_ICON = '/api/manifest/icons/512.png';

/** The width a profile picture is asked at for previews (lib/image-url.ts). */
const PREVIEW_WIDTH = 1200;

/** The preview's size as the image route answers it: the width asked, never wider than the picture. */
function previewSize({ width, height }: { width: number; height: number }): { width?: number; height?: number } {
  if (!(width > 0 && height > 0)) return {};
  const shown = Math.min(width, PREVIEW_WIDTH);
  return { width: shown, height: Math.round((height * shown) / width) };
}

function placeOf(region: string, city: string | null): Pick<ParsedListingPath, 'region' | 'city'> | null {
  const parsed = parseListingPath(city ? `/all/${region}/${city}` : `/all/${region}`, variant.website);
  return parsed ? { region: parsed.region, city: parsed.city } : null;
}
