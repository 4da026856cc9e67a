import type { Kysely } from 'kysely';
import { flagMatchKey, type FlagType } from '@annuaire/shared';
import { containsPattern } from '../queries/escapeLike';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { FlagRow, FlagsDatabase } from './table';

/** A flag as the API answers it. */
export interface FlagRecord {
  readonly id: string;
  readonly type: FlagType;
  readonly value: string;
  readonly note: string;
  readonly createdBy: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface FlagFilter {
  readonly type?: FlagType;
  /** Part of the value or the note, case-insensitively. */
  readonly q?: string;
  readonly ids?: readonly string[];
}

export interface FlagPage extends PageRequest {
  readonly sort?: 'createdAt' | 'type' | 'value' | 'note';
  readonly descending?: boolean;
}

const flags = (db: Kysely<FlagsDatabase>) => db.withSchema('flags').selectFrom('flags');

function toFlag(row: FlagRow): FlagRecord {
  return {
    id: row.id,
    type: row.type,
    value: row.value,
    note: row.note,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findFlagById(db: Kysely<FlagsDatabase>, id: string): Promise<FlagRecord | null> {
  const row = await flags(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFlag(row) : null;
}

/** The live flag that already covers this value (same type and match key), if any. */
export async function findFlagByValue(
  db: Kysely<FlagsDatabase>,
  type: FlagType,
  value: string,
): Promise<FlagRecord | null> {
  const row = await flags(db)
    .selectAll()
    .where('type', '=', type)
    .where('match_key', '=', flagMatchKey(type, value))
    .orderBy('txn')
    .orderBy('pos')
    .executeTakeFirst();
  return row ? toFlag(row) : null;
}

/** Flags, newest first unless sorted otherwise, with the total matching the filter. */
export async function listFlags(
  db: Kysely<FlagsDatabase>,
  filter: FlagFilter,
  page: FlagPage,
): Promise<Page<FlagRecord>> {
  let query = flags(db);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q.toLowerCase());
    // Staff paste phones in any format: also search the digits of the term against the stored digits.
    const digits = q.replace(/[^0-9]/g, '');
    query = query.where((eb) =>
      eb.or([
        eb('value', 'like', pattern),
        eb(eb.fn('lower', ['note']), 'like', pattern),
        ...(digits.length >= 3 ? [eb('match_key', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const direction = page.descending === false ? 'asc' : 'desc';
  const sort = { createdAt: 'txn', type: 'type', value: 'value', note: 'note' } as const;
  const { rows, total } = await readPage(
    query,
    (filtered) =>
      filtered
        .selectAll()
        .orderBy(sort[page.sort ?? 'createdAt'], direction)
        .orderBy('txn', direction)
        .orderBy('pos', direction),
    page,
  );
  return { rows: rows.map(toFlag), total };
}

/** A flag with the key accounts are compared against (`flagMatchKey`). */
export interface FlagKey {
  readonly id: string;
  readonly type: FlagType;
  readonly value: string;
  readonly note: string;
  readonly matchKey: string;
}

/** Every live flag with its match key, newest first: flags are few (hundreds), so all of them. */
export async function listFlagKeys(db: Kysely<FlagsDatabase>): Promise<FlagKey[]> {
  const rows = await flags(db)
    .select(['id', 'type', 'value', 'note', 'match_key'])
    .orderBy('txn', 'desc')
    .orderBy('pos', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    value: row.value,
    note: row.note,
    matchKey: row.match_key,
  }));
}
