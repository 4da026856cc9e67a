/** The cart read model of the process tests, from the projections package's own test support. */
export { cartTotalsProjection, foldCartTotals, type CartTotalsDatabase } from '../projections/src/testing/cartTotals';
