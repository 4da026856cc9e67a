/** The listings; the page loads with its routes. */
export { directoryPages } from './routes';
/** What the server render (app/server) asks for a listing address, exactly as the listing page asks it. */
export { listingKey, listingUrl } from './api/get-listing';
export type { ListingPage as ListingAnswer } from './api/listing-schema';
/** The listing answer's validator, loaded when asked for (as the listing page does): never in the shell's download. */
export const loadListingAnswer = () => import('./api/listing-schema').then((module) => module.ListingPage);
export { filtersQuery, parseFilters } from './listing-filters';
/** A listing's place as its title names it (the server's breadcrumbs use it too). */
export { placeName } from './listing-place';
/** The listings' linkable modals: the server keeps them in the address a page is rendered from (app/server). */
export { DIRECTORY_INFO_MODAL, PLACE_MODALS } from './place-modals';
