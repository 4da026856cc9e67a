/** Query keys of the location pickers (docs/product.md §2 modal identifiers); each opens with `?{key}=open`. */
export const PLACE_MODALS = {
  province: 'locationProvince',
  region: 'locationRegion',
  city: 'locationCity',
  secondaryCity: 'locationSecondaryCity',
} as const;
