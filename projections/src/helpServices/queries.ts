import type { Kysely } from 'kysely';
import type { Bilingual, StaffLanguage } from '@annuaire/shared';
import { containsPattern } from '../queries/escapeLike';
import { readPage, type Page, type PageRequest } from '../queries/paging';
import type { HelpServiceRow, HelpServicesDatabase } from './table';

/** A help service as the staff API answers it, both languages side by side. */
export interface HelpServiceRecord {
  readonly id: string;
  readonly name: Bilingual;
  readonly description: Bilingual;
  readonly url: string | null;
  readonly phone: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** `name` sorts by the name in the page's language; `name.fr` and `name.en` by the one asked. */
export type HelpServiceSort = 'name' | 'name.fr' | 'name.en' | 'createdAt' | 'updatedAt';

const table = (db: Kysely<HelpServicesDatabase>) => db.withSchema('help_services').selectFrom('help_services');

function toRecord(row: HelpServiceRow): HelpServiceRecord {
  return {
    id: row.id,
    name: { fr: row.name_fr, en: row.name_en },
    description: { fr: row.description_fr, en: row.description_en },
    url: row.url,
    phone: row.phone,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function findHelpServiceById(
  db: Kysely<HelpServicesDatabase>,
  id: string,
): Promise<HelpServiceRecord | null> {
  const row = await table(db).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Staff list: a name (either language) filter, sorted by the name in `language` unless told otherwise. */
export async function listHelpServices(
  db: Kysely<HelpServicesDatabase>,
  filter: { q?: string; ids?: readonly string[] },
  page: PageRequest & { sort: HelpServiceSort; descending: boolean; language: StaffLanguage },
): Promise<Page<HelpServiceRecord>> {
  let query = table(db);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  const q = filter.q?.trim();
  if (q) {
    const pattern = containsPattern(q.toLowerCase());
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name_fr']), 'like', pattern), eb(eb.fn('lower', ['name_en']), 'like', pattern)]),
    );
  }
  const direction = page.descending ? 'desc' : 'asc';
  const column = {
    name: page.language === 'fr' ? 'name_fr' : 'name_en',
    'name.fr': 'name_fr',
    'name.en': 'name_en',
    createdAt: 'txn',
    updatedAt: 'updated_at',
  } as const;
  const { rows, total } = await readPage(
    query,
    (filtered) => filtered.selectAll().orderBy(column[page.sort], direction).orderBy('id'),
    page,
  );
  return { rows: rows.map(toRecord), total };
}

/** Every help service, by name in `language`: the site's page shows them all. */
export async function allHelpServices(
  db: Kysely<HelpServicesDatabase>,
  language: StaffLanguage,
): Promise<HelpServiceRecord[]> {
  const rows = await table(db)
    .selectAll()
    .orderBy(language === 'fr' ? 'name_fr' : 'name_en')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}
