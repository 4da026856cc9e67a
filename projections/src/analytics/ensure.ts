import { sql, type Kysely, type Transaction } from 'kysely';
import { ANALYTICS_SCHEMA, literal, viewComment, type AnalyticsView } from './define';
import { ANALYTICS_VIEWS, viewsReading } from './views';

/**
 * Advisory lock namespace of the analytics views (the runtime's are 7301–7303, runtime/locks.ts). Every change
 * to the views takes it before touching a live schema or a view, so two rebuilds whose read models one view joins
 * never wait on each other's tables while holding their own: they queue here instead of deadlocking.
 */
const VIEWS_LOCK = 7304;

const qualified = (view: AnalyticsView) => `${ANALYTICS_SCHEMA}.${view.name}`;

async function lockViews(trx: Transaction<unknown>) {
  await sql`select pg_advisory_xact_lock(${VIEWS_LOCK}, hashtext(${ANALYTICS_SCHEMA}))`.execute(trx);
}

/**
 * Runs `replace`, which drops or swaps the live schema of the read model `schema` (a rebuild's swap, a worker
 * making fresh tables), with the analytics views built on it dropped before and made again on the new tables
 * after, in the caller's transaction: analysts never see them missing, and the old schema's `drop ... cascade`
 * finds nothing of ours to take along. A view whose other read models do not exist yet is made when they are.
 */
export async function replacingReadModel(
  trx: Transaction<unknown>,
  schema: string,
  replace: () => Promise<void>,
): Promise<void> {
  const views = viewsReading(schema);
  if (views.length === 0) return replace();
  await lockViews(trx);
  for (const view of views) await sql.raw(`drop view if exists ${qualified(view)}`).execute(trx);
  await replace();
  for (const view of views) if (await sourcesExist(trx, view)) await createView(trx, view);
}

/**
 * Makes the views built on the read model `schema` (every view when none is named) exist as this code defines
 * them, wherever their read models exist: at a worker's start, so a fresh database has them once its read models
 * do, and a changed definition replaces the old one. A view already current is left alone, so a start does not
 * wait for an analyst's long query to finish.
 */
export async function ensureAnalyticsViews(db: Kysely<unknown>, schema?: string): Promise<void> {
  const views = schema === undefined ? ANALYTICS_VIEWS : viewsReading(schema);
  if (views.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await lockViews(trx);
    for (const view of views) {
      if (!(await sourcesExist(trx, view)) || (await isCurrent(trx, view))) continue;
      await sql.raw(`drop view if exists ${qualified(view)}`).execute(trx);
      await createView(trx, view);
    }
  });
}

async function sourcesExist(trx: Transaction<unknown>, view: AnalyticsView): Promise<boolean> {
  const { rows } = await sql<{ exist: boolean }>`
    select bool_and(to_regclass(name) is not null) as exist from unnest(${view.reads}::text[]) as name`.execute(trx);
  return rows[0]?.exist === true;
}

const createStatement = (view: AnalyticsView, name: string) =>
  `create view ${name} (${Object.keys(view.columns).join(', ')}) as ${view.query}`;

/**
 * The view, its comment and its columns' comments. Made by the app's role, which also makes the schema (here or in
 * the analysts' migration) and whose default privileges there let the analysts' group read every view it makes: a
 * view made again by a rebuild is readable at once, with no grant of ours.
 */
async function createView(trx: Transaction<unknown>, view: AnalyticsView) {
  const name = qualified(view);
  await sql.raw(`create schema if not exists ${ANALYTICS_SCHEMA}`).execute(trx);
  await sql.raw(createStatement(view, name)).execute(trx);
  const comments = [
    `comment on view ${name} is ${literal(viewComment(view))}`,
    ...Object.entries(view.columns).map(([column, text]) => `comment on column ${name}.${column} is ${literal(text)}`),
  ];
  await sql.raw(comments.join(';\n')).execute(trx);
}

interface StoredView {
  readonly definition: string;
  readonly comment: string | null;
  readonly columns: readonly string[];
  readonly column_comments: readonly (string | null)[];
}

/** Whether the stored view says what this code says: same query, columns and comments. */
async function isCurrent(trx: Transaction<unknown>, view: AnalyticsView): Promise<boolean> {
  const { rows } = await sql<StoredView>`
    select pg_get_viewdef(c.oid) as definition, obj_description(c.oid, 'pg_class') as comment,
      array(select a.attname::text from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns,
      array(select col_description(c.oid, a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as column_comments
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${ANALYTICS_SCHEMA} and c.relname = ${view.name} and c.relkind = 'v'`.execute(trx);
  const stored = rows[0];
  if (!stored || stored.comment !== viewComment(view)) return false;
  const columns = Object.entries(view.columns);
  if (JSON.stringify(stored.columns) !== JSON.stringify(columns.map(([name]) => name))) return false;
  if (JSON.stringify(stored.column_comments) !== JSON.stringify(columns.map(([, text]) => text))) return false;
  return stored.definition === (await definitionOf(trx, view));
}

/** The query as PostgreSQL would store it: a temporary copy deparsed, then dropped (it never leaves this session). */
async function definitionOf(trx: Transaction<unknown>, view: AnalyticsView): Promise<string> {
  const candidate = `pg_temp.${view.name}`;
  await sql.raw(createStatement(view, candidate)).execute(trx);
  const { rows } = await sql<{ definition: string }>`
    select pg_get_viewdef(${candidate}::regclass) as definition`.execute(trx);
  await sql.raw(`drop view ${candidate}`).execute(trx);
  return rows[0]!.definition;
}
