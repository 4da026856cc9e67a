import type { SavedQueryAnswer } from './types';

/** A CSV field, quoted when it holds a separator, a quote or a line break (RFC 4180). */
const field = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",;\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The answer as CSV, exactly as the server sent it: the column names as the heading line, numbers with a dot and
 * no thousands separator, days as `YYYY-MM-DD`, lines ended by CRLF. With a byte-order mark, so spreadsheets
 * (Excel) read the accents as UTF-8.
 */
export function answerCsv(answer: Pick<SavedQueryAnswer, 'columns' | 'rows'>): string {
  const lines = [answer.columns.map((column) => field(column.name)).join(',')];
  for (const row of answer.rows) lines.push(row.map(field).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
