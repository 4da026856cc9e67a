import { sql, type Kysely } from 'kysely';
import type { ViewName } from '@annuaire/shared';
import type { Migration } from '../postgres/migrations';

/**
 * The command side of views: when each viewer last counted each name for each target. Kept in
 * PostgreSQL so every API replica applies the same throttle.
 */
export const viewsMigration: Migration = {
  id: 'views/001_throttle',
  sql: /* sql */ `
    create schema if not exists views;
    create table views.throttle (
      target_user_id text not null,
      name text not null,
      viewer_key text not null,
      counted_at timestamptz not null,
      primary key (target_user_id, name, viewer_key)
    );
    create index views_throttle_counted_at on views.throttle (counted_at);
  `,
};

export interface ViewsThrottleDatabase {
  'views.throttle': { target_user_id: string; name: string; viewer_key: string; counted_at: Date };
}

/** The same viewer counts the same name for the same target at most once per 10 minutes. */
export const VIEW_THROTTLE_MS = 10 * 60_000;

/** Viewer keys may come from a header (the client address): bounded so they cannot bloat the table. */
const KEY_MAX = 128;

export interface ViewClaim {
  readonly targetUserId: string;
  readonly name: ViewName;
  /** `user:{id}` for members, `ip:{address}` for visitors. */
  readonly viewerKey: string;
}

/**
 * True when this view may be counted, recording it; false when the viewer counted it within the last
 * 10 minutes. One upsert: the row is taken (inserted, or its old time replaced) only when free.
 */
export async function claimView(db: Kysely<ViewsThrottleDatabase>, claim: ViewClaim, now: Date): Promise<boolean> {
  const freeBefore = new Date(now.getTime() - VIEW_THROTTLE_MS);
  const row = await db
    .insertInto('views.throttle')
    .values({
      target_user_id: claim.targetUserId,
      name: claim.name,
      viewer_key: claim.viewerKey.slice(0, KEY_MAX),
      counted_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['target_user_id', 'name', 'viewer_key'])
        .doUpdateSet({ counted_at: now })
        .where(sql<boolean>`views.throttle.counted_at <= ${freeBefore}`),
    )
    .returning('counted_at')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets claims older than the throttle window; they no longer hold anyone back. */
export async function purgeViewClaims(db: Kysely<ViewsThrottleDatabase>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('views.throttle')
    .where('counted_at', '<=', new Date(now.getTime() - VIEW_THROTTLE_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
