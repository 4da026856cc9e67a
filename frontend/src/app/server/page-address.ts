import type { PageAddress } from '@annuaire/shared';
import type { RouteObject } from 'react-router';
import { MODAL_KEYS } from '@/config/paths';
import { DIRECTORY_INFO_MODAL, filtersQuery, parseFilters, PLACE_MODALS } from '@/features/directory';
import { DOCUMENTS } from '@/features/info';
import { PROFILE_MODALS } from '@/features/profile';
import { servedRegionKey } from '@/lib/remembered-region';
import { MODAL_OPEN } from '@/lib/use-query-modal';
import { planPage, type LeafOf, type PagePlan } from './page-plan';

/**
 * The linkable modals a public page can open from its address (docs/product.md §2, `?<id>=open`): the shell's
 * (search, cookie choices, the modal ad), the listings' (place pickers, "how the listings work"), the profile's
 * (gallery, profile picture) and the documents that open over a page. The pages only ask whether the parameter
 * is `open` (lib/use-query-modal.ts), so that is all the address keeps of them. The account's modals
 * (`statistics`, `?modal=vip`, …) are on pages the browser renders (page-plan.ts), never here.
 */
const PAGE_MODALS: readonly string[] = [
  ...Object.values(MODAL_KEYS),
  ...Object.values(PLACE_MODALS),
  DIRECTORY_INFO_MODAL,
  ...Object.values(PROFILE_MODALS),
  ...Object.values(DOCUMENTS).map((document) => document.modalKey),
].sort();

/** The search term, read by the shell only while the search is open (app/layout/SearchLayer.tsx). */
const SEARCH_TERM = 'q';

/** What the server does with an address (the render contract, shared/src/render/contract.ts). */
export type { PageAddress };

/**
 * The address a page is rendered from, and kept by (backend/src/web/ssr, docs/product.md §9 "visitor's page kept
 * on the server"): its path and only the query parameters the page reads, each as the page reads it, in one
 * order. `/female-escorts/montreal?utm_source=x&travel=outcall,incall` and `…?travel=incall,outcall` render the
 * same page, so they are one render and one kept page; a parameter no page reads (a campaign tag, a random
 * cache-buster) never makes a render of its own, and never reaches a page kept for other visitors. The same goes
 * for the `region` cookie.
 */
export function pageAddress(
  routes: RouteObject[],
  url: string,
  rememberedRegion?: string,
  leafOf?: LeafOf,
): PageAddress {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  const plan = planPage(routes, pathname, search, leafOf);
  if (plan.kind === 'client' || plan.kind === 'redirect') return plan;
  const query = pageQuery(plan, new URLSearchParams(search));
  const page = query ? `${pathname}?${query}` : pathname;
  // Only the home shows the remembered region's profiles (page-data.ts), and only a region served here: any
  // other `region` cookie is the same page as none.
  const region = plan.kind === 'home' ? servedRegionKey(rememberedRegion) : undefined;
  return region ? { kind: 'page', url: page, region } : { kind: 'page', url: page };
}

/** The query a planned page reads, canonical: a listing's choices (listing-filters.ts), then the open modals. */
function pageQuery(plan: Exclude<PagePlan, { kind: 'client' | 'redirect' }>, params: URLSearchParams): string {
  const parts: string[] = [];
  if (plan.kind === 'listing') {
    const choices = filtersQuery(parseFilters(params));
    if (choices) parts.push(choices.slice(1));
  }
  for (const key of PAGE_MODALS) {
    if (params.get(key) === MODAL_OPEN) parts.push(`${key}=${MODAL_OPEN}`);
  }
  const term = params.get(SEARCH_TERM);
  if (params.get(MODAL_KEYS.searchBar) === MODAL_OPEN && term) {
    parts.push(new URLSearchParams({ [SEARCH_TERM]: term }).toString());
  }
  return parts.join('&');
}
