import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { PassThrough, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

export interface CopyDigest {
  readonly rows: number;
  readonly sha256: string;
}

/** Hashes and counts COPY text as it passes (one row per line: text format escapes newlines in values). */
function digester() {
  const hash = createHash('sha256');
  let rows = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      for (const byte of chunk) if (byte === 10) rows++;
      callback(null, chunk);
    },
  });
  return { stream, result: (): CopyDigest => ({ rows, sha256: hash.digest('hex') }) };
}

/**
 * `COPY (query) TO STDOUT` into a gzip file, through `encrypt` when the backup is encrypted (compressed, then
 * encrypted); answers the rows and checksum of the uncompressed text.
 */
export async function copyOutToFile(
  client: pg.ClientBase,
  query: string,
  file: string,
  encrypt: Transform | null = null,
): Promise<CopyDigest> {
  const digest = digester();
  await pipeline(
    client.query(copyTo(`copy (${query}) to stdout`)),
    digest.stream,
    createGzip(),
    encrypt ?? new PassThrough(),
    // Owner-only from its first byte (backup.ts): member data never sits readable by others, even briefly.
    createWriteStream(file, { mode: 0o600 }),
  );
  return digest.result();
}

/** The rows and checksum of `query` as COPY writes them, read and thrown away (the restore's check). */
export async function copyOutDigest(client: pg.ClientBase, query: string): Promise<CopyDigest> {
  const digest = digester();
  await pipeline(
    client.query(copyTo(`copy (${query}) to stdout`)),
    digest.stream,
    new Writable({ write: (_chunk, _encoding, callback) => callback() }),
  );
  return digest.result();
}

/**
 * A gzip COPY file into `table` (`COPY ... FROM STDIN`), through `decrypt` when the backup is encrypted;
 * identity columns take the file's values. A file that fails its tag rejects at its end: the caller's
 * transaction rolls back what it had copied.
 */
export async function copyInFromFile(
  client: pg.ClientBase,
  table: string,
  file: string,
  decrypt: Transform | null = null,
): Promise<void> {
  await pipeline(
    createReadStream(file),
    decrypt ?? new PassThrough(),
    createGunzip(),
    client.query(copyFrom(`copy ${table} from stdin`)),
  );
}
