import { auditProjection } from './audit/projection';
import { conversationsProjection } from './conversations/projection';
import { creditsProjection } from './credits/projection';
import { directoryProjection } from './directory/projection';
import { flagsProjection } from './flags/projection';
import { notificationsProjection } from './notifications/projection';
import { paymentIntentsProjection } from './paymentIntents/projection';
import { usersProjection } from './users/projection';
import { statisticsProjection } from './statistics/projection';
import { adStatisticsProjection } from './adStatistics/projection';
import { staffToolProjections } from './staffToolProjections';
import type { AnyProjection } from './runtime/projection';

/** Every read model the product runs; the worker follows them all, `rebuild --all` rebuilds them all. */
export const projections: readonly AnyProjection[] = [
  auditProjection,
  usersProjection,
  creditsProjection,
  directoryProjection,
  flagsProjection,
  statisticsProjection,
  adStatisticsProjection,
  conversationsProjection,
  notificationsProjection,
  paymentIntentsProjection,
  ...staffToolProjections,
];
