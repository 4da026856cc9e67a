import { accountsMigration, usernameSkeletonMigration } from './accounts/schema';
import { adClaimsMigration } from './campaigns/claims';
import { adRefusalsMigration } from './campaigns/refusals';
import { captchaMigration } from './auth/captcha';
import { analystAccessMigration, connectionsMigration, trigramMigration } from './connections/migration';
import { loginLinksMigration } from './auth/loginLinks';
import { rateLimitMigration } from './auth/rateLimit';
import { sessionsMigration } from './auth/sessions';
import { crashReportsMigration } from './crashReports/store';
import { flagsMigration } from './flags/migration';
import { outboxDeliveryMigration, outboxMigration, outboxSentIndexMigration } from './mail/outbox';
import { variantJobOwnersMigration, variantJobsMigration } from './pictures/variantJobs';
import type { Migration } from './postgres/migrations';
import { serverSecretsMigration } from './postgres/secrets';
import { savedQueriesRoleMigration } from './savedQueries/migration';
import { viewsMigration } from './views/throttle';

/** Every command-side table migration, applied at start (the event store and read models manage their own). */
export const migrations: readonly Migration[] = [
  accountsMigration,
  sessionsMigration,
  captchaMigration,
  rateLimitMigration,
  outboxMigration,
  flagsMigration,
  viewsMigration,
  loginLinksMigration,
  usernameSkeletonMigration,
  outboxDeliveryMigration,
  serverSecretsMigration,
  outboxSentIndexMigration,
  crashReportsMigration,
  variantJobsMigration,
  connectionsMigration,
  trigramMigration,
  adClaimsMigration,
  adRefusalsMigration,
  variantJobOwnersMigration,
  analystAccessMigration,
  savedQueriesRoleMigration,
];
