/** Query keys of the location pickers (docs/product.md §2 modal identifiers); each opens with `?{key}=open`. */
export const PLACE_MODALS = {
  province: 'locationProvince',
  region: 'locationRegion',
  city: 'locationCity',
  secondaryCity: 'locationSecondaryCity',
} as const;

/** docs/product.md §2 `directoryInfo`: how the listings work, over any listing (`?directoryInfo=open`). */
export const DIRECTORY_INFO_MODAL = 'directoryInfo';

/**
 * The phones' filter sheet (`?listingFilters=open`, docs/product.md §2 linkable overlays): sort, filters and place in
 * one dialog. The server does not render it (its address drops the key), so the page opens it once hydrated.
 */
export const FILTER_SHEET_MODAL = 'listingFilters';
