import { readFile, writeFile } from 'node:fs/promises';
import { dictionaryOnScratchDatabase } from '@annuaire/projections';
import { loadConfig } from '../config';
import { openDatabase } from '../runtime/database';

const DOC = new URL('../../../docs/analytics.md', import.meta.url);
export const DICTIONARY_USAGE = `Usage: npm run analytics -- dictionary [--check]
  Writes docs/analytics.md from the comments of the analytics views, made in a scratch database of the
  configured PostgreSQL (the embedded cluster by default) and dropped after; --check only compares.`;

/**
 * `npm run analytics -- dictionary`: exit 0 written, or up to date with --check; 1 --check found it stale; 2 a usage
 * error.
 */
export async function runDictionaryCommand(argv: readonly string[]): Promise<number> {
  const check = argv[0] === '--check';
  if (argv.length > (check ? 1 : 0)) {
    console.error(DICTIONARY_USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig(), (message) => console.error(`[analytics] ${message}`));
  try {
    const markdown = await dictionaryOnScratchDatabase(database.url);
    if (!check) {
      await writeFile(DOC, markdown);
      console.error('[analytics] wrote docs/analytics.md');
      return 0;
    }
    const current = await readFile(DOC, 'utf8').catch(() => '');
    if (current === markdown) return 0;
    console.error('[analytics] docs/analytics.md is stale: run this command without --check');
    return 1;
  } finally {
    await database.close();
  }
}
