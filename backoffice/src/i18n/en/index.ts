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
import { savedQueries } from './savedQueries';
import { settings } from './settings';
import { transactions } from './transactions';
import { users } from './users';

import { assembleCatalogue } from '../assemble';

/**
 * The staff app's English messages (react-admin's own are merged under them by ../i18nProvider.ts). ../fr/ has
 * the same shape, checked by the compiler: a key missing in French does not build.
 */
export const en = assembleCatalogue({
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
});

export type Messages = typeof en;
