import type { app } from './en/app';
import type { campaigns } from './en/campaigns';
import type { crashReports } from './en/crashReports';
import type { dashboard } from './en/dashboard';
import type { depositRequests } from './en/depositRequests';
import type { duplicates } from './en/duplicates';
import type { events } from './en/events';
import type { flaggedActive } from './en/flaggedActive';
import type { flags } from './en/flags';
import type { helpServices } from './en/helpServices';
import type { mailOutbox } from './en/mailOutbox';
import type { notificationBatches } from './en/notificationBatches';
import type { notifications } from './en/notifications';
import type { paymentIntents } from './en/paymentIntents';
import type { pictures } from './en/pictures';
import type { reports } from './en/reports';
import type { savedQueries } from './en/savedQueries';
import type { settings } from './en/settings';
import type { transactions } from './en/transactions';
import type { users } from './en/users';

/** One language's files, one per resource (../en/, ../fr/). */
export interface CatalogueParts {
  readonly app: typeof app;
  readonly campaigns: typeof campaigns;
  readonly crashReports: typeof crashReports;
  readonly dashboard: typeof dashboard;
  readonly depositRequests: typeof depositRequests;
  readonly duplicates: typeof duplicates;
  readonly events: typeof events;
  readonly flaggedActive: typeof flaggedActive;
  readonly flags: typeof flags;
  readonly helpServices: typeof helpServices;
  readonly mailOutbox: typeof mailOutbox;
  readonly notificationBatches: typeof notificationBatches;
  readonly notifications: typeof notifications;
  readonly paymentIntents: typeof paymentIntents;
  readonly pictures: typeof pictures;
  readonly reports: typeof reports;
  readonly savedQueries: typeof savedQueries;
  readonly settings: typeof settings;
  readonly transactions: typeof transactions;
  readonly users: typeof users;
}

/**
 * The staff app's messages in one language, from its files: a resource's file holds its messages,
 * `annuaire.<resource>`, and react-admin's name and fields, `resources.<name>`. Both languages are put
 * together here, so they cannot be assembled differently. Keys are listed one by one, so the compiler
 * refuses a key given twice.
 */
export function assembleCatalogue({
  app,
  campaigns,
  crashReports,
  dashboard,
  depositRequests,
  duplicates,
  events,
  flaggedActive,
  flags,
  helpServices,
  mailOutbox,
  notificationBatches,
  notifications,
  paymentIntents,
  pictures,
  reports,
  savedQueries,
  settings,
  transactions,
  users,
}: CatalogueParts) {
  return {
    annuaire: {
      title: app.title,
      language: app.language,
      languageButton: app.languageButton,
      accountButton: app.accountButton,
      menu: app.menu,
      noAccess: app.noAccess,
      errors: app.errors,
      confirm: app.confirm,
      common: app.common,
      dashboard,
      events,
      users: users.messages,
      pictures: pictures.messages,
      reports: reports.messages,
      flags: flags.messages,
      flaggedActive: flaggedActive.messages,
      duplicates: duplicates.messages,
      notifications: notifications.messages,
      notificationBatches: notificationBatches.messages,
      campaigns: campaigns.messages,
      helpServices: helpServices.messages,
      transactions: transactions.messages,
      depositRequests: depositRequests.messages,
      paymentIntents: paymentIntents.messages,
      mailOutbox: mailOutbox.messages,
      crashReports: crashReports.messages,
      savedQueries: savedQueries.messages,
      settings: settings.messages,
    },
    resources: {
      users: users.resource,
      pictures: pictures.resource,
      reports: reports.resource,
      flags: flags.resource,
      'flagged-active-users': flaggedActive.resource,
      'duplicate-checks': duplicates.resource,
      notifications: notifications.resource,
      'notification-batches': notificationBatches.resource,
      campaigns: campaigns.resource,
      'help-services': helpServices.resource,
      transactions: transactions.resource,
      'deposit-requests': depositRequests.resource,
      'payment-intents': paymentIntents.resource,
      'mail-outbox': mailOutbox.resource,
      'crash-reports': crashReports.resource,
      'saved-queries': savedQueries.resource,
      settings: settings.resource,
    },
  };
}
