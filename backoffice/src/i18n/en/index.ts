import { app } from './app';
import { campaigns } from './campaigns';
import { crashReports } from './crashReports';
import { dashboard } from './dashboard';
import { depositRequests } from './depositRequests';
import { duplicates } from './duplicates';
import { events } from './events';
import { flaggedActive } from './flaggedActive';
import { flags } from './flags';
import { helpServices } from './helpServices';
import { mailOutbox } from './mailOutbox';
import { notificationBatches } from './notificationBatches';
import { notifications } from './notifications';
import { paymentIntents } from './paymentIntents';
import { pictures } from './pictures';
import { reports } from './reports';
import { settings } from './settings';
import { transactions } from './transactions';
import { users } from './users';

/**
 * The staff app's English messages, one file per resource (react-admin's own are merged under them by
 * ../i18nProvider.ts). A resource's file holds its messages, `annuaire.<resource>`, and react-admin's name and
 * fields, `resources.<name>`. ../fr/ has the same shape, checked by the compiler: a key missing in French does
 * not build. Keys are listed one by one, so the compiler also refuses a key given twice.
 */
export const en = {
  annuaire: {
    title: app.title,
    language: app.language,
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
    settings: settings.resource,
  },
};

export type Messages = typeof en;
