import { sql, type Kysely, type Selectable } from 'kysely';
import type { Migration } from '../postgres/migrations';
import { fingerprintOf, firstFrameOf, normaliseFrame, pageAddressOf } from './fingerprint';

/**
 * The site's crash reports, one row per group (message and first stack frame, fingerprint.ts): how often,
 * since when, and the last occurrence's details. No IP address or user agent is kept; the last reporting
 * member's id is, so staff can ask them what they were doing.
 */
export const crashReportsMigration: Migration = {
  id: 'crashReports/001_crash_reports',
  sql: `
    create table crash_reports (
      id text primary key,
      message text not null,
      first_frame text not null,
      count integer not null default 1,
      first_seen_at timestamptz not null,
      last_seen_at timestamptz not null,
      last_url text not null,
      last_release text not null,
      sample_trace text not null,
      last_user_id text,
      resolved_at timestamptz
    );
    create index crash_reports_last_seen_at on crash_reports (last_seen_at desc);
    create index crash_reports_count on crash_reports (count desc);
  `,
};

export interface CrashReportsDatabase {
  crash_reports: {
    id: string;
    message: string;
    first_frame: string;
    count: number;
    first_seen_at: Date;
    last_seen_at: Date;
    last_url: string;
    last_release: string;
    sample_trace: string;
    last_user_id: string | null;
    resolved_at: Date | null;
  };
}

/**
 * At most this many groups are kept; when a new group would exceed it, the groups seen least recently
 * go. The endpoint is open to anonymous visitors and its rate limit is per address, so many addresses
 * sending distinct messages could otherwise grow the table without end and fill the disk. A row holds at
 * most about 20 KB (the request's bounds), so the table stays under about 40 MB; groups nobody has hit
 * for longest are the ones least worth fixing.
 */
export const MAX_GROUPS = 2000;

export interface CrashReport {
  readonly error: string;
  readonly trace: string;
  readonly url: string;
  readonly release: string;
  readonly userId: string | null;
  readonly at: Date;
}

/**
 * Counts one report in its group, creating the group on its first report; a resolved group reported
 * again is open again. The latest report's address, release, trace and member replace the previous ones.
 */
export async function recordCrash(
  db: Kysely<CrashReportsDatabase>,
  report: CrashReport,
  maxGroups = MAX_GROUPS,
): Promise<void> {
  const firstFrame = normaliseFrame(firstFrameOf(report.trace));
  const row = await db
    .insertInto('crash_reports')
    .values({
      id: fingerprintOf(report.error, firstFrame),
      message: report.error,
      first_frame: firstFrame,
      count: 1,
      first_seen_at: report.at,
      last_seen_at: report.at,
      last_url: pageAddressOf(report.url),
      last_release: report.release,
      sample_trace: report.trace,
      last_user_id: report.userId,
    })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet((eb) => ({
        count: sql`crash_reports.count + 1`,
        last_seen_at: sql`greatest(crash_reports.last_seen_at, excluded.last_seen_at)`,
        last_url: eb.ref('excluded.last_url'),
        last_release: eb.ref('excluded.last_release'),
        sample_trace: eb.ref('excluded.sample_trace'),
        last_user_id: sql`coalesce(excluded.last_user_id, crash_reports.last_user_id)`,
        resolved_at: null,
      })),
    )
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .executeTakeFirstOrThrow();
  if (row.inserted) await dropOldestGroups(db, maxGroups);
}

async function dropOldestGroups(db: Kysely<CrashReportsDatabase>, maxGroups: number): Promise<void> {
  await db
    .deleteFrom('crash_reports')
    .where(
      'id',
      'in',
      db.selectFrom('crash_reports').select('id').orderBy('last_seen_at', 'desc').orderBy('id').offset(maxGroups),
    )
    .execute();
}

export interface CrashGroup {
  readonly id: string;
  readonly message: string;
  readonly firstFrame: string;
  readonly count: number;
  readonly firstSeenAt: string;
  readonly lastSeenAt: string;
  readonly lastUrl: string;
  readonly lastRelease: string;
  readonly sampleTrace: string;
  readonly lastUserId: string | null;
  readonly resolvedAt: string | null;
  readonly status: 'open' | 'resolved';
}

const toGroup = (row: Selectable<CrashReportsDatabase['crash_reports']>): CrashGroup => ({
  id: row.id,
  message: row.message,
  firstFrame: row.first_frame,
  count: row.count,
  firstSeenAt: row.first_seen_at.toISOString(),
  lastSeenAt: row.last_seen_at.toISOString(),
  lastUrl: row.last_url,
  lastRelease: row.last_release,
  sampleTrace: row.sample_trace,
  lastUserId: row.last_user_id,
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  status: row.resolved_at ? 'resolved' : 'open',
});

const SORT_COLUMNS = { lastSeenAt: 'last_seen_at', count: 'count', firstSeenAt: 'first_seen_at' } as const;
export type CrashSort = keyof typeof SORT_COLUMNS;

export interface CrashListRequest {
  readonly offset: number;
  readonly limit: number;
  readonly sort: { field: CrashSort; descending: boolean };
  readonly status?: 'open' | 'resolved';
}

/** One page of groups, open or resolved or both, sorted as asked (ties by id, so pages do not overlap). */
export async function listCrashGroups(
  db: Kysely<CrashReportsDatabase>,
  request: CrashListRequest,
): Promise<{ rows: CrashGroup[]; total: number }> {
  let query = db.selectFrom('crash_reports');
  if (request.status === 'open') query = query.where('resolved_at', 'is', null);
  if (request.status === 'resolved') query = query.where('resolved_at', 'is not', null);
  const direction = request.sort.descending ? 'desc' : 'asc';
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy(SORT_COLUMNS[request.sort.field], direction)
      .orderBy('id')
      .offset(request.offset)
      .limit(request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toGroup), total: Number(total.total) };
}

export async function crashGroupsByIds(
  db: Kysely<CrashReportsDatabase>,
  ids: readonly string[],
): Promise<CrashGroup[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('crash_reports').selectAll().where('id', 'in', ids).execute();
  return rows.map(toGroup);
}

/** Marks a group resolved (fixed, or not worth fixing); the next report of it opens it again. Null if unknown. */
export async function resolveCrashGroup(
  db: Kysely<CrashReportsDatabase>,
  id: string,
  at: Date,
): Promise<CrashGroup | null> {
  const row = await db
    .updateTable('crash_reports')
    .set({ resolved_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toGroup(row) : null;
}
