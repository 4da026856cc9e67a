import type { AdStatisticsDatabase } from './adStatistics/table';
import type { AppSettingsDatabase } from './appSettings/table';
import type { AuditDatabase } from './audit/table';
import type { CampaignsDatabase } from './campaigns/table';
import type { ConversationsDatabase } from './conversations/table';
import type { CreditsDatabase } from './credits/table';
import type { DirectoryDatabase } from './directory/table';
import type { FlagsDatabase } from './flags/table';
import type { HelpServicesDatabase } from './helpServices/table';
import type { NotificationBatchesDatabase } from './notificationBatches/table';
import type { NotificationsDatabase } from './notifications/table';
import type { PaymentIntentsDatabase } from './paymentIntents/table';
import type { ReportsDatabase } from './reports/table';
import type { StatisticsDatabase } from './statistics/table';
import type { UsersDatabase } from './users/table';

/** A read model's tables under their qualified names (`users.users`), for queries joining two schemas. */
type InSchema<Schema extends string, DB> = { [Table in keyof DB & string as `${Schema}.${Table}`]: DB[Table] };

/**
 * Each read model's tables by schema (the projection's name, runtime/projection.ts): what the read
 * models' pool holds. A query of one read model names its schema (`withSchema('flags')`) and its tables
 * unqualified; a query spanning two names them qualified (`users.users`).
 */
interface ReadModelSchemas {
  ad_statistics: AdStatisticsDatabase;
  app_settings: AppSettingsDatabase;
  audit: AuditDatabase;
  campaigns: CampaignsDatabase;
  conversations: ConversationsDatabase;
  credits: CreditsDatabase;
  directory: DirectoryDatabase;
  flags: FlagsDatabase;
  help_services: HelpServicesDatabase;
  notification_batches: NotificationBatchesDatabase;
  notifications: NotificationsDatabase;
  payment_intents: PaymentIntentsDatabase;
  reports: ReportsDatabase;
  statistics: StatisticsDatabase;
  users: UsersDatabase;
}

type Schema = keyof ReadModelSchemas;

/** The intersection of a union's members: `A | B` becomes `A & B`. */
type AllOf<U> = (U extends unknown ? (member: U) => void : never) extends (all: infer I) => void ? I : never;

/** A table name two read models share (none may: the unqualified names below would merge their rows' types). */
type SharedTableName = {
  [S in Schema]: keyof ReadModelSchemas[S] &
    { [Other in Exclude<Schema, S>]: keyof ReadModelSchemas[Other] }[Exclude<Schema, S>];
}[Schema];
const _tableNamesUnique: [SharedTableName] extends [never] ? true : false = true;

/** Every read model's tables, both unqualified (within `withSchema`) and qualified by their schema. */
export type ReadModelsDatabase = AllOf<
  { [S in Schema]: ReadModelSchemas[S] & InSchema<S, ReadModelSchemas[S]> }[Schema]
>;
