import { schemasRead, type AnalyticsView } from '../define';
import { adFiguresDaily, profileViewsDaily } from './audience';
import { listingsDaily } from './listings';
import { memberApprovals, registrationsDaily } from './members';
import { creditsLedger, payments, vipPurchases } from './money';
import { flags, pictureDecisions, reports } from './moderation';

/** Every view of the `analytics` schema (docs/analytics.md lists them by name). */
export const ANALYTICS_VIEWS: readonly AnalyticsView[] = [
  listingsDaily,
  registrationsDaily,
  memberApprovals,
  profileViewsDaily,
  creditsLedger,
  vipPurchases,
  payments,
  adFiguresDaily,
  reports,
  flags,
  pictureDecisions,
];

/** The views built on a read model: those a rebuild of it drops and makes again. */
export const viewsReading = (schema: string) => ANALYTICS_VIEWS.filter((view) => schemasRead(view).includes(schema));
