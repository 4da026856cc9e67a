import { sql, type Transaction } from 'kysely';
import { userEvents } from '@annuaire/shared';
import { defineProjection } from '../runtime/projection';
import { foldUserEvents, userIdsOf, type FoldedUser, type UserStreamEvent } from '../users/fold';
import { cardStateOf } from './card';
import { entriesOf, isDirectoryHolder, rankFieldsOf, sameEntry, type DesiredEntry } from './entries';
import { DIRECTORY_TABLES_SQL, type DirectoryDatabase } from './table';

/** Closed entry versions older than this are purged: a visitor's paging snapshot lives this long. */
export const SNAPSHOT_LIFETIME_MS = 3_600_000;

type Trx = Transaction<DirectoryDatabase>;
type Touched = Map<string, FoldedUser>;

/** `on conflict do update` of every column but the key, from the row being inserted. */
const fromExcluded = <C extends string>(columns: readonly C[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as Record<C, never>;

async function foldBatch(events: readonly UserStreamEvent[], trx: Trx): Promise<Touched> {
  const rows = await trx
    .selectFrom('profiles')
    .select(['id', 'state', 'created_at'])
    .where('id', 'in', userIdsOf(events))
    .execute();
  return foldUserEvents(
    events,
    new Map(rows.map((row) => [row.id, { state: row.state, createdAt: row.created_at.toISOString() }])),
  );
}

/** Profiles of live users, and search rows of the live, visible profile holders among them. */
async function saveProfiles(trx: Trx, touched: Touched) {
  const all = [...touched.entries()];
  // A deleted or merged user's personal data leaves the directory entirely.
  const gone = all.filter(([, { state }]) => state.deleted || state.mergedInto).map(([id]) => id);
  const live = all.filter(([id]) => !gone.includes(id));
  const notSearchable = all.filter(([, { state }]) => !isDirectoryHolder(state)).map(([id]) => id);
  if (gone.length > 0) await trx.deleteFrom('profiles').where('id', 'in', gone).execute();
  if (notSearchable.length > 0) await trx.deleteFrom('search').where('id', 'in', notSearchable).execute();
  if (live.length > 0) {
    await trx
      .insertInto('profiles')
      .values(
        live.map(([id, { state, createdAt }]) => ({
          id,
          username: state.username,
          state: JSON.stringify(state),
          card: JSON.stringify(cardStateOf(state)),
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.column('id').doUpdateSet(fromExcluded(['username', 'state', 'card'])))
      .execute();
  }
  const searchable = all.filter(([, { state }]) => isDirectoryHolder(state));
  if (searchable.length > 0) {
    const rows = searchable.map(([id, { state, at }]) => ({
      id,
      source: [state.username, state.headline, ...state.tags].join(' '),
      username: state.username,
      ...rankFieldsOf(state, at),
    }));
    const columns = Object.keys(rows[0]!).filter((column) => column !== 'id') as (keyof (typeof rows)[number])[];
    await trx
      .insertInto('search')
      .values(rows)
      .onConflict((oc) => oc.column('id').doUpdateSet(fromExcluded(columns)))
      .execute();
  }
}

/** Closes changed or vanished entries and opens new versions, all under one new snapshot number. */
async function saveEntries(trx: Trx, touched: Touched, at: string) {
  const open = await trx
    .selectFrom('entries')
    .selectAll()
    .where('user_id', 'in', [...touched.keys()])
    .where('valid_to', 'is', null)
    .execute();
  const toClose: { userId: string; listing: string }[] = [];
  const toOpen: (DesiredEntry & { user_id: string })[] = [];
  for (const [id, { state, at: stateAt }] of touched) {
    const desired = new Map(entriesOf(state, stateAt).map((entry) => [entry.listing, entry]));
    for (const row of open.filter((candidate) => candidate.user_id === id)) {
      const next = desired.get(row.listing);
      if (next && sameEntry(row, next)) desired.delete(row.listing);
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
  if (toClose.length > 0) {
    await trx
      .updateTable('entries')
      .set({ valid_to: version, closed_at: at })
      .where('valid_to', 'is', null)
      .where((eb) =>
        eb(
          eb.refTuple('user_id', 'listing'),
          'in',
          toClose.map(({ userId, listing }) => eb.tuple(userId, listing)),
        ),
      )
      .execute();
  }
  if (toOpen.length > 0) {
    await trx
      .insertInto('entries')
      .values(toOpen.map((entry) => ({ ...entry, valid_from: version })))
      .execute();
  }
  const horizon = new Date(Date.parse(at) - SNAPSHOT_LIFETIME_MS);
  await trx.deleteFrom('entries').where('closed_at', '<', horizon).execute();
}

/**
 * The public directory (docs/product.md §2, §4, §9): profile cards, search candidates and the versioned listing
 * entries with their rank order, folded with the same `evolveUser` as the deciders.
 */
export const directoryProjection = defineProjection({
  name: 'directory',
  version: 6,
  events: userEvents,
  tables: ['profiles', 'search', 'entries', 'snapshot'],
  createTables: DIRECTORY_TABLES_SQL,
  async handle(events, trx: Trx) {
    const touched = await foldBatch(events, trx);
    await saveProfiles(trx, touched);
    await saveEntries(trx, touched, events[events.length - 1]!.metadata.at);
  },
});
