import type Router from '@koa/router';
import type { ApiDependencies } from '../api/dependencies';
import { adminCampaignsRouter } from './campaigns/adminApi';
import { blockMedia } from './campaigns/media';
import { blocksRouter } from './campaigns/publicApi';
import { duplicateChecksRouter } from './duplicates/api';
import { adminFlaggedActiveRouter } from './flaggedActive/api';
import { adminHelpServicesRouter } from './helpServices/adminApi';
import { helpServicesRouter } from './helpServices/publicApi';
import { adminLedgerRouter } from './ledger/api';
import { adminMailOutboxRouter } from './mailOutbox/api';
import { adminNotificationsRouter } from './notifications/adminApi';
import { adminNotificationBatchesRouter } from './notifications/batchesApi';
import { adminPicturesRouter } from './pictures/api';
import { reportsRouter } from './reports/api';
import { settingsRouter } from './settings/api';

/**
 * Staff tools beyond users (docs/api.md, Staff tools): the picture moderation queue, notifications and
 * batches, help services, campaigns, the ledger, the mail outbox, settings, reports and duplicate checks;
 * plus the public reads the site needs of them (help services, active campaign blocks, app settings).
 */
export function staffToolsRouters(deps: ApiDependencies): Router[] {
  const media = blockMedia(deps.config);
  return [
    adminPicturesRouter(deps),
    adminFlaggedActiveRouter(deps),
    duplicateChecksRouter(deps),
    reportsRouter(deps),
    adminNotificationsRouter(deps),
    adminNotificationBatchesRouter(deps),
    adminHelpServicesRouter(deps),
    helpServicesRouter(deps),
    adminCampaignsRouter(deps, media),
    blocksRouter(deps, media),
    adminLedgerRouter(deps),
    adminMailOutboxRouter(deps),
    settingsRouter(deps),
  ];
}
