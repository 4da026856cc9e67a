import type { HealthAnswer, SiteFiguresAnswer, StatisticsRange, ViewStatisticsAnswer } from '@annuaire/shared';

// The API's answers (shared), plus the `id` react-admin's documents carry (common/dataProvider.ts DOCUMENTS).

/** `GET /api/users/statistics?range=` (docs/api.md "Views and statistics"). */
export type SiteFigures = SiteFiguresAnswer & { readonly id: StatisticsRange };

/** `GET /api/views?range=`. */
export type SiteViews = ViewStatisticsAnswer & { readonly id: StatisticsRange };

/** `GET /api/health`: each read model's lag behind the event store. */
export type Health = HealthAnswer & { readonly id: string };
