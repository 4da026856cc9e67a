import { analystEvents } from './analysts/events';
import { adEvents } from './campaigns/adEvents';
import { blockEvents } from './campaigns/events';
import { creditEvents } from './credits/events';
import { createCatalogue } from './events/catalogue';
import { flagEvents } from './flags/events';
import { helpServiceEvents } from './helpServices/events';
import { mailEvents } from './mail/events';
import { conversationEvents } from './messaging/events';
import { notificationBatchEvents } from './notifications/batchEvents';
import { notificationEvents } from './notifications/events';
import { paymentEvents } from './payments/events';
import { reportEvents } from './reports/events';
import { savedQueryEvents } from './savedQueries/events';
import { settingsEvents } from './settings/events';
import { userEvents } from './users/events';
import { viewEvents } from './views/events';

/**
 * The product's event catalogue: every event type the store accepts. Each aggregate slice adds its
 * event group here; an event type missing from it is refused at the store boundary.
 */
export const catalogue = createCatalogue(
  userEvents,
  creditEvents,
  notificationEvents,
  flagEvents,
  viewEvents,
  conversationEvents,
  helpServiceEvents,
  blockEvents,
  adEvents,
  settingsEvents,
  reportEvents,
  notificationBatchEvents,
  paymentEvents,
  mailEvents,
  analystEvents,
  savedQueryEvents,
);
