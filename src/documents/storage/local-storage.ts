import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Readable } from 'node:stream';

import { DocumentStorage } from './document-storage';

/** Files under DATA_DIR/documents; the temp folder sits on the same disk so the final step is an atomic rename. */
export class LocalDocumentStorage implements DocumentStorage {
  readonly name = 'local' as const;
  constructor(readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  }

  async putFile(key: string, tempPath: string): Promise<void> {
    const file = this.resolve(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.rename(tempPath, file);
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const file = this.resolve(key);
    // Open first so a missing file fails here, not mid-response.
    const handle = await fs.promises.open(file, 'r');
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.resolve(key), { force: true });
  }
}
