/**
 * The places of both sites (docs/product.md §2, §3): provinces, regions and cities with their URL keys, lookups,
 * listing URLs and the place search behind the location pickers. Static data, isomorphic.
 */
export { locationKey } from './keys';
export {
  LISTING_CATEGORIES,
  type City,
  type LabelLocale,
  type ListingCategory,
  type LocalizedLabel,
  type NearbyCity,
  type Province,
  type Region,
  type SiteVariant,
} from './types';
export {
  CITIES,
  PROVINCES,
  REGIONS,
  citiesOf,
  findCity,
  findProvince,
  findRegion,
  provincesOf,
  quickFilters,
  regionsOf,
  servesRegion,
} from './dataset';
export {
  footerLinks,
  isListingCategory,
  listingPath,
  nearbyCityUrls,
  parseListingPath,
  type FooterLink,
  type ListingLocation,
  type ParsedListingPath,
} from './paths';
export { searchPlaces, type PlaceMatch, type SearchOptions } from './search';
export { typoDistance, typosAllowed, type TypoDistance } from './typos';
