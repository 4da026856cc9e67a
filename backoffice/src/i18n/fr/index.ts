import type { Messages } from '../en';
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

/** Les messages du QG en français, un fichier par ressource ; même forme que ../en/index.ts. */
export const fr: Messages = assembleCatalogue({
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
