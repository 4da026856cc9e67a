import type { StatisticsRange } from '@annuaire/shared';

/** A chart bucket of the statistics routes: a day, or a month for the long ranges. */
export interface Bucket {
  readonly year: number;
  readonly month: number;
  readonly day?: number;
}

/** `GET /api/users/statistics?range=` (docs/api.md "Views and statistics"). */
export interface SiteFigures {
  readonly id: StatisticsRange;
  readonly points: ReadonlyArray<Bucket & { signUps: number; creditsSold: number }>;
  readonly totals: { readonly signUps: number; readonly creditsSold: number };
  readonly activeProfiles: number;
  readonly vipCount: number;
}

/** `GET /api/views?range=`. */
export interface SiteViews {
  readonly id: StatisticsRange;
  readonly points: ReadonlyArray<Bucket & { counts: Readonly<Record<string, number>> }>;
  readonly totals: Readonly<Record<string, number>>;
}

/** `GET /api/health`: each read model's lag behind the event store. */
export interface Health {
  readonly id: string;
  readonly status: string;
  readonly eventStore: { readonly head: string | null };
  readonly projections: ReadonlyArray<{
    readonly name: string;
    readonly checkpoint: string | null;
    readonly behind: number | null;
    readonly caughtUp: boolean;
    readonly rebuilding: boolean;
    readonly lastError: string | null;
    readonly updatedAt: string | null;
  }>;
}
