/** The member's own area; its pages load with their routes. */
export { accountPages } from './routes';
export { PAYMENT_REFRESHES } from './query-keys';
