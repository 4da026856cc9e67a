import { sql, type Transaction } from 'kysely';
import {
  evolveUser,
  initialUserState,
  userEvents,
  type RecordedEvent,
  type UserEvent,
  type UserState,
} from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { cardStateOf } from './card';
import { entriesOf, isDirectoryHolder, rankFieldsOf, sameEntry, type DesiredEntry } from './entries';
import { DIRECTORY_TABLES_SQL, type DirectoryDatabase } from './table';

/** Closed entry versions older than this are purged: a visitor's paging snapshot lives this long. */
export const SNAPSHOT_LIFETIME_MS = 3_600_000;

type Trx = Transaction<DirectoryDatabase>;

async function foldBatch(events: readonly RecordedEvent[], trx: Trx) {
  const ids = [...new Set(events.map((event) => event.streamId.slice('user-'.length)))];
  const rows = await trx.selectFrom('profiles').select(['id', 'state', 'created_at']).where('id', 'in', ids).execute();
  const current = new Map(rows.map((row) => [row.id, { state: row.state, createdAt: row.created_at.toISOString() }]));
  const touched = new Map<string, { state: UserState; createdAt: string; at: string }>();
  for (const event of events) {
    const id = event.streamId.slice('user-'.length);
    const before = touched.get(id) ?? current.get(id) ?? { state: initialUserState, createdAt: event.metadata.at };
    const state = evolveUser(before.state, { ...(event as unknown as UserEvent), at: event.metadata.at });
    touched.set(id, { state, createdAt: before.createdAt, at: event.metadata.at });
  }
  return touched;
}

async function saveProfiles(trx: Trx, touched: Awaited<ReturnType<typeof foldBatch>>) {
  const gone = [...touched].filter(([, { state }]) => state.deleted || state.mergedInto).map(([id]) => id);
  // A deleted or merged user's personal data leaves the directory entirely.
  if (gone.length > 0) {
    await trx.deleteFrom('profiles').where('id', 'in', gone).execute();
    await trx.deleteFrom('search').where('id', 'in', gone).execute();
  }
  const live = [...touched].filter(([id]) => !gone.includes(id));
  if (live.length === 0) return;
  const values = live.map(([id, { state, createdAt, at }]) => ({
    id,
    username: state.username,
    state: JSON.stringify(state),
    card: JSON.stringify(cardStateOf(state)),
    headline: state.headline,
    holder: isDirectoryHolder(state),
    created_at: createdAt,
    ...rankFieldsOf(state, at),
  }));
  await trx
    .insertInto('profiles')
    .values(values)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        username: eb.ref('excluded.username'),
        state: sql`excluded.state`,
        card: sql`excluded.card`,
        headline: eb.ref('excluded.headline'),
        holder: eb.ref('excluded.holder'),
        pending: eb.ref('excluded.pending'),
        libertine: eb.ref('excluded.libertine'),
        role: eb.ref('excluded.role'),
        verification_open: eb.ref('excluded.verification_open'),
        registered_at: eb.ref('excluded.registered_at'),
        last_active: eb.ref('excluded.last_active'),
        sort_key: eb.ref('excluded.sort_key'),
      })),
    )
    .execute();
  await trx
    .insertInto('search')
    .values(
      values.map(
        ({
          id,
          username,
          headline,
          holder,
          pending,
          libertine,
          role,
          verification_open,
          registered_at,
          last_active,
          sort_key,
        }) => ({
          id,
          source: `${username} ${headline}`,
          holder,
          pending,
          libertine,
          role,
          verification_open,
          registered_at,
          last_active,
          sort_key,
        }),
      ),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        source: eb.ref('excluded.source'),
        holder: eb.ref('excluded.holder'),
        pending: eb.ref('excluded.pending'),
        libertine: eb.ref('excluded.libertine'),
        role: eb.ref('excluded.role'),
        verification_open: eb.ref('excluded.verification_open'),
        registered_at: eb.ref('excluded.registered_at'),
        last_active: eb.ref('excluded.last_active'),
        sort_key: eb.ref('excluded.sort_key'),
      })),
    )
    .execute();
}

/** Closes changed or vanished entries and opens new versions, all under one new snapshot number. */
async function saveEntries(trx: Trx, touched: Awaited<ReturnType<typeof foldBatch>>, at: string) {
  const ids = [...touched.keys()];
  const open = await trx
    .selectFrom('entries')
    .selectAll()
    .where('user_id', 'in', ids)
    .where('valid_to', 'is', null)
    .execute();
  const toClose: { userId: string; listing: string }[] = [];
  const toOpen: (DesiredEntry & { user_id: string })[] = [];
  for (const [id, { state, at: stateAt }] of touched) {
    const desired = new Map(entriesOf(state, stateAt).map((entry) => [entry.listing, entry]));
    const existing = open.filter((row) => row.user_id === id);
    for (const row of existing) {
      const next = desired.get(row.listing);
      const {
        user_id: _user,
        listing: _listing,
        valid_from: _from,
        valid_to: _to,
        closed_at: _closed,
        ...fields
      } = row;
      if (next && sameEntry(fields, next)) desired.delete(row.listing);
      else toClose.push({ userId: id, listing: row.listing });
    }
    for (const entry of desired.values()) toOpen.push({ user_id: id, ...entry });
  }
  if (toClose.length === 0 && toOpen.length === 0) return;
  const { version } = await trx
    .updateTable('snapshot')
    .set({ version: sql`version + 1` })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  for (const { userId, listing } of toClose) {
    await trx
      .updateTable('entries')
      .set({ valid_to: version, closed_at: at })
      .where('user_id', '=', userId)
      .where('listing', '=', listing)
      .where('valid_to', 'is', null)
      .execute();
  }
  if (toOpen.length > 0) {
    await trx
      .insertInto('entries')
      .values(toOpen.map((entry) => ({ ...entry, valid_from: version })))
      .execute();
  }
  const horizon = new Date(Date.parse(at) - SNAPSHOT_LIFETIME_MS).toISOString();
  await trx.deleteFrom('entries').where('closed_at', '<', new Date(horizon)).execute();
}

/**
 * The public directory (SPEC §2, §4, §9): profile cards, search text and the versioned listing
 * entries with their rank order, folded with the same `evolveUser` as the deciders.
 */
export const directoryProjection = defineProjection<DirectoryDatabase>({
  name: 'directory',
  version: 2,
  eventTypes: userEvents.map((event) => event.type),
  tables: ['profiles', 'search', 'entries', 'snapshot'],
  createTables: DIRECTORY_TABLES_SQL,
  async handle(events, trx) {
    const touched = await foldBatch(events, trx);
    await saveProfiles(trx, touched);
    await saveEntries(trx, touched, events[events.length - 1]!.metadata.at);
  },
});
