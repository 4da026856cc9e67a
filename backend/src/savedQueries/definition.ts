import type { Bilingual, SavedQueryParameter } from '@annuaire/shared';

/**
 * One saved query of the analytics screen. The catalogue is code: written, reviewed and tested like the rest, never
 * typed in by staff (docs/product.md §2 "Staff tools" says why).
 */
export interface SavedQuery {
  /** Its address: `/api/admin/saved-queries/{id}`. Lower-case words joined by hyphens. */
  readonly id: string;
  /** In both languages of the staff app (docs/product.md §1: French is never a second language). */
  readonly title: Bilingual;
  /** What it answers and how to read it: one or two sentences, shown under the title. */
  readonly description: Bilingual;
  /** The parameters the staff form asks for, in that order. */
  readonly parameters: readonly SavedQueryParameter[];
  /**
   * One SELECT reading `analytics.*` views only (docs/analytics.md), its parameters written `:from`, `:to`,
   * `:region`, `:category` (cast where PostgreSQL cannot infer the type, as in `:from::date`).
   */
  readonly sql: string;
  /**
   * The numeric column the screen charts first when the answer has a date column (it offers the others too);
   * without it, the first numeric column.
   */
  readonly chart?: string;
}

/** The query's text as the screen shows it: without the indentation it has in its source file. */
export function displayedSql(query: SavedQuery): string {
  const lines = query.sql.replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}

const NAMED = /(?<![:\w]):(from|to|region|category)\b/g;

/** The parameters a query's text names, in the order they first appear. */
export function parametersNamed(sql: string): SavedQueryParameter[] {
  return [...new Set([...sql.matchAll(NAMED)].map((match) => match[1] as SavedQueryParameter))];
}

/**
 * The query as PostgreSQL takes it: each `:name` becomes `$n` and its value is sent apart, never spliced into the
 * text. A name the values lack is sent as null.
 */
export function bindParameters(
  sql: string,
  values: Readonly<Partial<Record<SavedQueryParameter, string | null>>>,
): { text: string; values: (string | null)[] } {
  const order = parametersNamed(sql);
  const text = sql.replace(NAMED, (_match, name: SavedQueryParameter) => `$${order.indexOf(name) + 1}`);
  return { text, values: order.map((name) => values[name] ?? null) };
}
