import type { Kysely } from 'kysely';
import { flagMatchKey, type FlagType } from '@annuaire/shared';
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

export interface FlagPage {
  readonly offset: number;
  readonly limit: number;
  readonly sort?: 'createdAt' | 'type' | 'value' | 'note';
  readonly descending?: boolean;
}

const flags = (db: Kysely<FlagsDatabase>) => db.withSchema('flags').selectFrom('flags');

function toFlag(row: FlagRow): FlagRecord {
  return {
    id: row.id,
    type: row.type as FlagType,
    value: row.value,
    note: row.note,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
): Promise<{ rows: FlagRecord[]; total: number }> {
  let query = flags(db);
  if (filter.type) query = query.where('type', '=', filter.type);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
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
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(sort[page.sort ?? 'createdAt'], direction)
      .orderBy('txn', direction)
      .orderBy('pos', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toFlag), total: Number(count.total) };
}
