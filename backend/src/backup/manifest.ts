import { z } from 'zod';

export const BACKUP_FORMAT_VERSION = 1;

export const ManifestTable = z.object({
  schema: z.string(),
  name: z.string(),
  file: z.string(),
  rows: z.number().int().min(0),
  /** sha256 of the table's COPY text, read in primary-key order with stable output settings. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestTable = z.infer<typeof ManifestTable>;

/** What `npm run backup` wrote, read back by `npm run restore` before it writes anything. */
export const Manifest = z.object({
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  /** `embedded` (DATA_DIR), `postgres` (DATABASE_URL); events in `postgres` or `eventstoredb`. */
  source: z.object({ database: z.enum(['embedded', 'postgres']), events: z.enum(['postgres', 'eventstoredb']) }),
  serverVersion: z.string(),
  /** The last event in the snapshot (PostgreSQL event store), as (transaction id, position). */
  eventStoreHead: z.object({ txn: z.string(), pos: z.string() }).nullable(),
  /** The command-side migrations the source had applied: a restore needs code that knows them all. */
  migrations: z.array(z.string()),
  tables: z.array(ManifestTable),
  pictures: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('files'), folder: z.literal('pictures'), files: z.number().int(), bytes: z.number() }),
    z.object({ kind: z.literal('s3'), bucket: z.string(), listing: z.string(), objects: z.number().int() }),
  ]),
});
export type Manifest = z.infer<typeof Manifest>;
