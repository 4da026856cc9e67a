import type { SelectQueryBuilder } from 'kysely';

/** Which slice of a list to read (react-admin and the site's lists page by offset). */
export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
}

/** One slice of a list, and how many rows the whole list holds (for page counts). */
export interface Page<Row> {
  readonly rows: Row[];
  readonly total: number;
}

/**
 * Reads one page of `filtered` and counts every row it matches, in parallel. `select` picks the
 * columns and the order; the count runs on the filtered query alone, without them.
 */
export async function readPage<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: PageRequest,
): Promise<Page<Row>> {
  const [rows, count] = await Promise.all([
    select(filtered).offset(page.offset).limit(page.limit).execute(),
    filtered
      .select((eb) => eb.fn.countAll<string>().as('total'))
      // Kysely cannot resolve a selection over generic tables; this is the one column selected.
      .$castTo<{ total: string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
