/** The listings; the page loads with its routes. */
export { directoryPages } from './routes';
/** What the server render (app/server) asks for a listing address, exactly as the listing page asks it. */
export { listingUrl } from './api/get-listing';
export type { ListingPage as ListingAnswer } from './api/listing-schema';
/** The listing answer's validator, loaded when asked for (as the listing page does): never in the shell's download. */
export const loadListingAnswer = () => import('./api/listing-schema').then((module) => module.ListingPage);
export { parseFilters } from './listing-filters';
