import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { ANALYTICS_SCHEMA } from './analyticsViews';

const QUOTE = 0x22;
const NEWLINE = 0x0a;

/**
 * Counts CSV records as the bytes pass: a newline ends a record unless it is inside quotes (PostgreSQL quotes a
 * field holding a newline, and doubles the quotes inside, which toggles twice). UTF-8 never puts either byte
 * inside a character, so bytes are enough. The header is record 0.
 */
function recordCounter(onRows: (rows: number) => void): Transform {
  let quoted = false;
  let records = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === NEWLINE && !quoted) records++;
      }
      onRows(Math.max(records - 1, 0));
      done(null, chunk);
    },
  });
}

/**
 * Writes one analytics view to `file` as CSV with a header, through `COPY … TO STDOUT`: PostgreSQL formats the
 * rows and the stream carries them to disk with backpressure, so memory stays flat however many rows. Run inside
 * the export's transaction (its snapshot, time zone and date style). Returns the rows written.
 */
export async function copyViewToCsv(
  client: pg.ClientBase,
  view: string,
  file: string,
  onRows: (rows: number) => void,
): Promise<number> {
  let written = 0;
  const counter = recordCounter((rows) => {
    written = rows;
    onRows(rows);
  });
  const copy = client.query(
    copyTo(`copy (select * from ${ANALYTICS_SCHEMA}.${pg.escapeIdentifier(view)}) to stdout (format csv, header)`),
  );
  await pipeline(copy, counter, createWriteStream(file));
  return written;
}
