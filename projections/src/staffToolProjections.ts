import { appSettingsProjection } from './appSettings/projection';
import { campaignsProjection } from './campaigns/projection';
import { helpServicesProjection } from './helpServices/projection';
import { notificationBatchesProjection } from './notificationBatches/projection';
import { reportsProjection } from './reports/projection';

export * from './appSettings/projection';
export * from './appSettings/queries';
export * from './appSettings/table';
export * from './campaigns/projection';
export * from './campaigns/queries';
export * from './campaigns/table';
export * from './helpServices/projection';
export * from './helpServices/queries';
export * from './helpServices/table';
export * from './notificationBatches/projection';
export * from './notificationBatches/queries';
export * from './notificationBatches/table';
export * from './reports/projection';
export * from './reports/queries';
export * from './reports/table';

/** The read models of the staff tools, in the order the registry runs (and /api/health lists) them. */
export const staffToolProjections = [
  helpServicesProjection,
  campaignsProjection,
  appSettingsProjection,
  reportsProjection,
  notificationBatchesProjection,
] as const;
