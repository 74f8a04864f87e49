import type { Readable } from 'node:stream';

/**
 * Where document files live. Local disk (DATA_DIR/documents) for one instance; an S3-compatible
 * bucket for several instances behind a load balancer (DOCUMENT_STORAGE=s3).
 */
export interface DocumentStorage {
  readonly name: 'local' | 's3';
  /**
   * Takes a finished temp file (already type-checked) and stores it under `key`. The temp file is
   * consumed: moved (local) or uploaded then deleted (S3). Nothing is visible under `key` until done.
   */
  putFile(key: string, tempPath: string, meta: { contentType: string; size: number; sha256: string }): Promise<void>;
  /** Reads bytes [start, end] (inclusive) or the whole object. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  delete(key: string): Promise<void>;
}

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');
