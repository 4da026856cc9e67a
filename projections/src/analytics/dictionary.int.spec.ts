import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { DICTIONARY_COMMAND, makeEmptyReadModels, renderDictionary } from './dictionary';
import { ANALYTICS_VIEWS } from './views';

const DOC = new URL('../../../docs/analytics.md', import.meta.url);
// Set once by this file's beforeAll and shared by its tests: one database (and what runs on it) per spec file,
// as vitest runs each file in its own worker; nothing outside this file sees it.
let database: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }) });
  await makeEmptyReadModels(db);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

describe('the analytics data dictionary', () => {
  it('is docs/analytics.md, word for word, as generated from the comments the views hold', async () => {
    const generated = await renderDictionary(db);
    const committed = await readFile(DOC, 'utf8').catch(() => '');
    expect(committed, `docs/analytics.md differs from the views' comments: run ${DICTIONARY_COMMAND}`).toBe(generated);
  });

  it('has a section for every view, with a row for each of its columns', async () => {
    const generated = await renderDictionary(db);
    for (const view of ANALYTICS_VIEWS) {
      const section = generated.split(`## \`analytics.${view.name}\``)[1]?.split('\n## ')[0] ?? '';
      for (const column of Object.keys(view.columns))
        expect(section, `${view.name}.${column}`).toContain(`| \`${column}\``);
    }
  });
});
