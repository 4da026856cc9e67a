import { adStatisticsProjection } from './adStatistics/projection';
import { analyticsFactsProjection } from './analytics/facts/projection';
import { appSettingsProjection } from './appSettings/projection';
import { auditProjection } from './audit/projection';
import { campaignsProjection } from './campaigns/projection';
import { conversationsProjection } from './conversations/projection';
import { creditsProjection } from './credits/projection';
import { directoryProjection } from './directory/projection';
import { flagsProjection } from './flags/projection';
import { helpServicesProjection } from './helpServices/projection';
import { notificationBatchesProjection } from './notificationBatches/projection';
import { notificationsProjection } from './notifications/projection';
import { paymentIntentsProjection } from './paymentIntents/projection';
import { reportsProjection } from './reports/projection';
import { statisticsProjection } from './statistics/projection';
import { usersProjection } from './users/projection';
import type { AnyProjection } from './runtime/projection';

/**
 * Every read model the product runs; the worker follows them all, `rebuild --all` rebuilds them all, in this order
 * (which /api/health lists them in): the member-facing read models, then the staff tools', then the analysts'.
 */
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
  // The staff tools.
  helpServicesProjection,
  campaignsProjection,
  appSettingsProjection,
  reportsProjection,
  notificationBatchesProjection,
  // The analysts': the history the `analytics` views count by day and no other read model keeps (docs/analytics.md).
  analyticsFactsProjection,
];
