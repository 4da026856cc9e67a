/** Every event of a store, oldest first (projections' test support, shared with backend specs). */
export { readAllEvents } from '../projections/src/testing/readAll';
