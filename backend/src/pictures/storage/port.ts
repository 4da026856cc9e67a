/**
 * Where picture files live. Keys are relative paths such as `users/{userId}/{pictureId}.jpg`; the
 * adapters (local disk by default, S3-compatible for scale-out) never interpret them beyond that.
 */
export interface PictureStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; removing a missing key is not an error, so retries are safe. */
  delete(key: string): Promise<void>;
}

/** Letters, digits, `-`, `_`, `.` in `/`-separated segments, none of them `.` or `..`. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** Refuses keys that could escape the storage root, whatever the adapter. */
export function assertSafeKey(key: string): void {
  if (key.length > 300 || !SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
