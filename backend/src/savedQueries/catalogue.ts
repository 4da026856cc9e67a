import type { SavedQuery } from './definition';
import {
  adClickThroughByPlacement,
  listingsAndViewsByRegion,
  regionDailyActivity,
  registrationsByMonth,
} from './queries/audience';
import { flagsByMonth, pictureReviewTime, reportResolutionTime } from './queries/moderation';
import { paymentOutcomes, revenueByMonth, vipPurchasesByMonth, vipWithin30Days } from './queries/money';

/** The analytics screen's saved queries, in the order it lists them: money, audience, moderation. */
export const SAVED_QUERIES: readonly SavedQuery[] = [
  revenueByMonth,
  vipPurchasesByMonth,
  vipWithin30Days,
  paymentOutcomes,
  listingsAndViewsByRegion,
  regionDailyActivity,
  registrationsByMonth,
  adClickThroughByPlacement,
  pictureReviewTime,
  reportResolutionTime,
  flagsByMonth,
];

const BY_ID = new Map(SAVED_QUERIES.map((query) => [query.id, query]));

export const savedQueryById = (id: string): SavedQuery | undefined => BY_ID.get(id);
