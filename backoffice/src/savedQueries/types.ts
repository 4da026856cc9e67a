import type { Bilingual, LISTING_CATEGORIES, SavedQueryParameter } from '@annuaire/shared';

/** One saved query as `GET /api/admin/saved-queries` lists it (backend/src/savedQueries/adminApi.ts). */
export interface SavedQuery {
  readonly id: string;
  /** In both languages of the staff app (docs/product.md §1: French is never a second language). */
  readonly title: Bilingual;
  readonly description: Bilingual;
  readonly parameters: readonly SavedQueryParameter[];
  /** `from` and `to` when the form leaves them as they are: the last twelve months. */
  readonly defaults: { readonly from: string; readonly to: string };
  /** The numeric column charted first, when the answer has a date column. */
  readonly chart: string | null;
  /** The `analytics.*` views it reads. */
  readonly reads: readonly string[];
  /** Its SQL, on `GET /api/admin/saved-queries/{id}` only. */
  readonly sql?: string;
}

/** What the form sends: each declared parameter (`region` null: every region). */
export interface ParameterValues {
  from: string;
  to: string;
  region: string | null;
  category: (typeof LISTING_CATEGORIES)[number];
}

export type ColumnType = 'number' | 'date' | 'timestamp' | 'boolean' | 'text';
export type Cell = string | number | boolean | null;

/** `POST /api/admin/saved-queries/{id}/run`'s answer. */
export interface SavedQueryAnswer {
  readonly queryId: string;
  readonly parameters: Readonly<Record<string, string | null>>;
  readonly columns: ReadonlyArray<{ readonly name: string; readonly type: ColumnType }>;
  readonly rows: ReadonlyArray<readonly Cell[]>;
  readonly rowCount: number;
  /** Cut at `maxRows`. */
  readonly truncated: boolean;
  readonly maxRows: number;
}
