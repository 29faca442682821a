import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (ARCHITECTURE.md: files). Callers only hold the opaque `key` it returns
 * (kept in their table, e.g. users.picture_path); the local-disk implementation is the default, an
 * S3-compatible one can replace it without touching the callers.
 */
export interface FileStorage {
  /**
   * Streams `source` into a new file under `prefix` (e.g. `avatars`) and returns its key and size.
   * When the stream fails (too large, wrong type…) nothing is left behind and the error is rethrown.
   */
  put(opts: { source: Readable; prefix: string; extension: string }): Promise<{ key: string; size: number }>;
  /** The content of a stored file; null when it does not exist. */
  read(key: string): Promise<Readable | null>;
  /**
   * Moves a stored file under another prefix (same name) and returns its new key: an upload is written
   * under a staging prefix and moved only once checked, so a crash never leaves a half-checked file
   * where served files live.
   */
  move(key: string, prefix: string): Promise<string>;
  /** Removes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Removes the files under `prefix` last written before `before` and returns how many: staging files a
   * crashed process left behind (a failed request already removes its own).
   */
  purgeOlderThan(prefix: string, before: Date): Promise<number>;
  /**
   * Keys of the files under `prefix` last written before `before`: a caller compares them with its table
   * to remove the files no row points at (a process killed between writing a file and committing its row).
   */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
}
