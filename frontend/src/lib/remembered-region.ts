import { findRegion, servesRegion } from '@annuaire/shared';
import { variant } from '@/config/variant';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from './cookies';

/**
 * The region of the last listing the visitor viewed (docs/product.md §2 home), kept for a year in a cookie so the
 * server renders the home with that region's faces at once (backend/src/web/ssr reads it by this name).
 */
export const REGION_COOKIE = 'region';

/** A region key this site serves, or undefined: a stale or edited cookie is ignored, never sent on. */
export function servedRegionKey(raw: string | undefined | null): string | undefined {
  if (!raw) return undefined;
  const region = findRegion(undefined, raw);
  return region && servesRegion(variant.website, region) ? region.key : undefined;
}

export function rememberRegion(regionKey: string): void {
  if (readCookie(REGION_COOKIE) !== regionKey) writeCookie(REGION_COOKIE, regionKey, ONE_YEAR_SECONDS);
}

export function rememberedRegion(): string | undefined {
  return typeof document === 'undefined' ? undefined : servedRegionKey(readCookie(REGION_COOKIE));
}
