import { z } from 'zod';
import { CIPHER, FILE_FORMAT_VERSION } from './encryption';

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

/** How an encrypted backup's files are encrypted (encryption.ts, keyFile.ts). */
export const Encryption = z.object({
  cipher: z.literal(CIPHER),
  /** "ANNUAIRE", this version byte, a 12-byte IV, the ciphertext, the 16-byte tag. */
  fileFormat: z.literal(FILE_FORMAT_VERSION),
  /** Each file's key: HKDF-SHA256 of the key file's 32 bytes, salted with `backupId`. */
  keyDerivation: z.literal('hkdf-sha256'),
  /** Names the key (an HKDF output, not the key), so a restore tells a wrong key from a changed file. */
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  /** Random per backup: a file carried over from another backup with the same key does not decrypt. */
  backupId: z.string().regex(/^[0-9a-f]{32}$/),
});
export type Encryption = z.infer<typeof Encryption>;

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
    /** `bytes`: the pictures' own size (before encryption, in an encrypted backup). */
    z.object({ kind: z.literal('files'), folder: z.literal('pictures'), files: z.number().int(), bytes: z.number() }),
    z.object({ kind: z.literal('s3'), bucket: z.string(), listing: z.string(), objects: z.number().int() }),
  ]),
  /** Present in an encrypted backup's manifest (`manifest.json.enc`), which repeats its `manifest.json`'s. */
  encryption: Encryption.optional(),
});
export type Manifest = z.infer<typeof Manifest>;

export const ENCRYPTED_MANIFEST_FILE = 'manifest.json.enc';

/**
 * `manifest.json` of an encrypted backup: readable without the key, it says the backup is encrypted, how and
 * with which key. The whole manifest (tables, row counts, checksums of the plaintext, migrations, bucket) is in
 * `manifest.json.enc`, encrypted and authenticated like every other file: checksums of small tables in the
 * clear would confirm a guess of their content, and a readable manifest could be edited to leave a table out.
 */
export const EncryptedManifest = z.object({
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  encryption: Encryption,
  manifest: z.literal(ENCRYPTED_MANIFEST_FILE),
});
export type EncryptedManifest = z.infer<typeof EncryptedManifest>;
