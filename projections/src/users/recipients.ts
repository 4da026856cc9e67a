import { sql, type Kysely } from 'kysely';
import type { RecipientCategory } from '@annuaire/shared';
import type { UsersDatabase } from './table';

/** Who a notification batch reaches: a category of live accounts, optionally only the recently active. */
export interface RecipientAudience {
  readonly recipientCategory: RecipientCategory;
  readonly activityDateGreaterThan?: Date | undefined;
}

/** Live accounts matching a batch's audience (docs/product.md §3 Notification batch). */
function recipients(db: Kysely<UsersDatabase>, audience: RecipientAudience, now: Date) {
  let query = db.withSchema('users').selectFrom('users').where('status', '=', 'active');
  switch (audience.recipientCategory) {
    case 'all':
      break;
    case 'escorts':
      query = query.where('role', '=', 'escort');
      break;
    case 'clients':
      query = query.where('role', '=', 'client').where('libertine', '=', false);
      break;
    case 'libertines':
      query = query.where('libertine', '=', true);
      break;
    case 'vip':
      query = query.where('vip_until', '>', now);
      break;
    case 'advertisers':
      query = query.where('role', '=', 'advertiser');
      break;
  }
  const since = audience.activityDateGreaterThan;
  if (since) {
    // The last sign of life as `lastActiveAt` (shared/users/visibility.ts) reads it; an availability
    // mark in the future ("available later") is not activity yet.
    query = query.where(
      sql<Date>`greatest(
        (state->>'lastSeenAt')::timestamptz,
        (state->>'registeredAt')::timestamptz,
        case when online <= ${now} then online end)`,
      '>',
      since,
    );
  }
  return query;
}

/** How many members a batch would reach, for staff to see before sending it. */
export async function countBatchRecipients(
  db: Kysely<UsersDatabase>,
  audience: RecipientAudience,
  now: Date,
): Promise<number> {
  const row = await recipients(db, audience, now)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The ids of the members a batch reaches, in id order. */
export async function listBatchRecipientIds(
  db: Kysely<UsersDatabase>,
  audience: RecipientAudience,
  now: Date,
): Promise<string[]> {
  const rows = await recipients(db, audience, now).select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}
