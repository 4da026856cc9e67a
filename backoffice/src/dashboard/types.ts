import type { StatisticsBucket, StatisticsRange } from '@annuaire/shared';

/** `GET /api/users/statistics?range=` (docs/api.md "Views and statistics"). */
export interface SiteFigures {
  readonly id: StatisticsRange;
  readonly points: ReadonlyArray<StatisticsBucket & { signUps: number; creditsSold: number }>;
  readonly totals: { readonly signUps: number; readonly creditsSold: number };
  readonly activeProfiles: number;
  readonly vipCount: number;
}

/** `GET /api/views?range=`. */
export interface SiteViews {
  readonly id: StatisticsRange;
  readonly points: ReadonlyArray<StatisticsBucket & { counts: Readonly<Record<string, number>> }>;
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
