import type { ReactElement } from 'react';
import { Resource, type ResourceProps } from 'react-admin';
import { hasPermission, mayPerform, type Role } from '@annuaire/shared';
import { campaignsResource } from './campaigns';
import { crashReportsResource } from './crashReports';
import { depositRequestsResource } from './depositRequests';
import { duplicatesResource } from './duplicates';
import { flaggedActiveResource } from './flaggedActive';
import { flagsResource } from './flags';
import { helpServicesResource } from './helpServices';
import { mailOutboxResource } from './mailOutbox';
import { notificationBatchesResource } from './notificationBatches';
import { notificationsResource } from './notifications';
import { paymentIntentsResource } from './paymentIntents';
import { picturesResource } from './pictures';
import { reportsResource } from './reports';
import { savedQueriesResource } from './savedQueries';
import { settingsResource } from './settings';
import { transactionsResource } from './transactions';

/** A staff tool: a resource beside users, shown to the roles its rule lets in. */
export interface StaffToolDefinition {
  /** The resource: `/api/admin/<name>` on the server. */
  readonly name: string;
  /** Who may see it: the same rule the server enforces (shared/src/permissions.ts). */
  readonly visibleTo: (role: Role) => boolean;
  readonly props: Omit<ResourceProps, 'name'>;
}

const permission = (name: Parameters<typeof hasPermission>[1]) => (role: Role) => hasPermission(role, name);
const action = (name: Parameters<typeof mayPerform>[1]) => (role: Role) => mayPerform(role, name);

/** The staff tools in menu order: moderation, communication, site, money, then analytics. */
export const STAFF_TOOLS: readonly StaffToolDefinition[] = [
  { name: 'pictures', visibleTo: permission('PICTURE_REVIEW'), props: picturesResource },
  { name: 'reports', visibleTo: permission('VIEW_ALL_USERS'), props: reportsResource },
  { name: 'flags', visibleTo: permission('VIEW_FLAGS'), props: flagsResource },
  { name: 'flagged-active-users', visibleTo: permission('VIEW_FLAGS'), props: flaggedActiveResource },
  { name: 'duplicate-checks', visibleTo: permission('DUPLICATE_CHECKS'), props: duplicatesResource },
  { name: 'notifications', visibleTo: permission('VIEW_ALL_USERS'), props: notificationsResource },
  { name: 'notification-batches', visibleTo: action('sendNotificationBatch'), props: notificationBatchesResource },
  { name: 'campaigns', visibleTo: permission('CAMPAIGNS'), props: campaignsResource },
  { name: 'help-services', visibleTo: action('manageHelpServices'), props: helpServicesResource },
  { name: 'transactions', visibleTo: permission('VIEW_ALL_USERS'), props: transactionsResource },
  { name: 'deposit-requests', visibleTo: permission('VIEW_ALL_USERS'), props: depositRequestsResource },
  // Like the ledger: GET /api/admin/payment-intents needs VIEW_ALL_USERS on the server.
  { name: 'payment-intents', visibleTo: permission('VIEW_ALL_USERS'), props: paymentIntentsResource },
  { name: 'mail-outbox', visibleTo: action('readMailOutbox'), props: mailOutboxResource },
  { name: 'crash-reports', visibleTo: action('manageCrashReports'), props: crashReportsResource },
  { name: 'settings', visibleTo: action('changeAppSettings'), props: settingsResource },
  { name: 'saved-queries', visibleTo: action('runSavedQueries'), props: savedQueriesResource },
];

/** The names of the staff tools a role may use, in menu order. */
export const staffToolNames = (role: Role) =>
  STAFF_TOOLS.filter((tool) => tool.visibleTo(role)).map((tool) => tool.name);

/** The staff tools' react-admin resources the given staff role may see (docs/product.md §6). */
export function staffToolResources(role: Role): ReactElement[] {
  return STAFF_TOOLS.filter((tool) => tool.visibleTo(role)).map((tool) => (
    <Resource key={tool.name} name={tool.name} {...tool.props} />
  ));
}
