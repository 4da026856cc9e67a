import { STATISTICS_TIME_ZONE } from '@annuaire/shared';

/** The schema analysts read (docs/analytics.md); its read-only group and logins are the operators' to make. */
export const ANALYTICS_SCHEMA = 'analytics';

/**
 * One view of the `analytics` schema. Its comments are the data dictionary: `renderDictionary` writes
 * docs/analytics.md from what PostgreSQL holds, so what analysts read and what the views say are one text.
 */
export interface AnalyticsView {
  /** The view's name in `analytics`. */
  readonly name: string;
  /**
   * Every read-model table the query reads, qualified (`credits.transactions`): the view is dropped and made again
   * with those tables' schema when a rebuild swaps it, and made only once they all exist. A spec checks this list
   * against PostgreSQL's own dependencies.
   */
  readonly reads: readonly string[];
  /** What the view tells, in plain English, for the view's comment. */
  readonly about: string;
  /** What one row is: the first thing an analyst needs to count right. */
  readonly grain: string;
  /** Each column, in order, with its meaning and unit: the column's comment. */
  readonly columns: Readonly<Record<string, string>>;
  /** The `select` whose columns are `columns`, in that order. */
  readonly query: string;
}

/** The view's comment: its grain first, then what it tells. */
export const viewComment = (view: AnalyticsView) => `Grain: ${view.grain} ${view.about}`;

/** The schemas (read models) a view reads. */
export const schemasRead = (view: AnalyticsView) => [...new Set(view.reads.map((table) => table.split('.')[0]!))];

/** Days are Toronto days, as in the members' and advertisers' statistics (docs/product.md §9 "Views and statistics"). */
export const TIME_ZONE = `'${STATISTICS_TIME_ZONE}'`;

/** The Toronto day a `timestamptz` expression falls on. */
export const torontoDay = (instant: string) => `(${instant} at time zone ${TIME_ZONE})::date`;

/** The instant a Toronto day ends, or now for today: what "at the end of the day" means in a daily count. */
export const endOfDay = (day: string) => `least(((${day} + 1)::timestamp at time zone ${TIME_ZONE}), now())`;

/** Hours between two `timestamptz` expressions, to the hundredth; null when either is. */
export const hoursBetween = (from: string, to: string) => `round(extract(epoch from ${to} - ${from}) / 3600, 2)`;

/** A SQL string literal of a constant of ours (view texts and codes), quotes doubled. */
export const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
