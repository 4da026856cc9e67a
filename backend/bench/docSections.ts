import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCHMARKS_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/benchmarks.md');

/**
 * Each benchmark suite owns one marked section of docs/benchmarks.md and rewrites only that, so
 * running one suite never erases another's results. A missing section is appended.
 */
export async function writeDocSection(suite: string, markdown: string): Promise<void> {
  const start = `<!-- bench:${suite} -->`;
  const end = `<!-- /bench:${suite} -->`;
  let doc = '';
  try {
    doc = await readFile(BENCHMARKS_DOC, 'utf8');
  } catch {
    // first run: the file is created
  }
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${doc.slice(0, from)}${block}${doc.slice(to + end.length)}`
      : `${doc.trimEnd()}${doc ? '\n\n' : ''}${block}\n`;
  await writeFile(BENCHMARKS_DOC, next);
}
