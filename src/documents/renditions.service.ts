import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { Inject, Injectable, Logger } from '@nestjs/common';
import type SharpType from 'sharp';

import { RENDITION_TYPES } from '../contract/documents';
import type { DocumentFileEntity } from './document.entity';
import { DocumentReads } from './document-reads.service';
import { DocumentsService } from './documents.service';
import { DOCUMENT_STORAGE, DocumentStorage } from './storage/document-storage';

export interface Rendition {
  key: string;
  contentType: string;
  /** Identifies the bytes: the source file's hash, the width and the format. */
  etag: string;
}

/**
 * Resized copies of library photos (sharp), made on first request and kept in the document storage
 * under the source file's content hash, so a replaced file gets fresh copies and a restored one
 * finds its old ones. One request makes a given copy; concurrent requests wait for it.
 */
@Injectable()
export class RenditionsService {
  private readonly logger = new Logger('Renditions');
  private readonly making = new Map<string, Promise<void>>();

  constructor(
    private readonly documents: DocumentsService,
    private readonly reads: DocumentReads,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  static applies(file: Pick<DocumentFileEntity, 'contentType'>): boolean {
    return RENDITION_TYPES.includes(file.contentType);
  }

  /** WebP when the browser takes it, else the source's own format. */
  static formatFor(file: Pick<DocumentFileEntity, 'contentType'>, accept: string | undefined): 'webp' | 'jpeg' | 'png' {
    if (/image\/webp/.test(accept ?? '') || file.contentType === 'image/webp') return 'webp';
    return file.contentType === 'image/png' ? 'png' : 'jpeg';
  }

  describe(file: DocumentFileEntity, width: number, accept: string | undefined): Rendition {
    const format = RenditionsService.formatFor(file, accept);
    return { key: `renditions/${file.sha256}/${width}.${format}`, contentType: `image/${format}`, etag: `"${file.sha256.slice(0, 24)}-${width}-${format}"` };
  }

  /** The copy's bytes, made now if this is the first request for it. */
  async open(file: DocumentFileEntity, r: Rendition, width: number): Promise<Readable> {
    try {
      return await this.storage.read(r.key);
    } catch {
      /* not made yet */
    }
    let job = this.making.get(r.key);
    if (!job) {
      job = this.make(file, r, width).finally(() => this.making.delete(r.key));
      this.making.set(r.key, job);
    }
    await job;
    return this.storage.read(r.key);
  }

  private async make(file: DocumentFileEntity, r: Rendition, width: number): Promise<void> {
    const started = Date.now();
    await fs.promises.mkdir(this.documents.tmpDir, { recursive: true });
    const temp = path.join(this.documents.tmpDir, `${crypto.randomUUID()}.part`);
    const format = r.contentType.slice('image/'.length) as 'webp' | 'jpeg' | 'png';
    try {
      // Loaded on the first rendition: libvips costs ~20 MB of memory a site without photos never needs.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const sharp = require('sharp') as typeof SharpType;
      const resize = sharp({ failOn: 'error', limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, format === 'png' ? { compressionLevel: 9 } : { quality: 80 });
      // Hashed and measured on the way to disk (S3 signs the upload with the hash).
      const hash = crypto.createHash('sha256');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(await this.reads.openFile(file), resize, meter, fs.createWriteStream(temp, { flags: 'wx' }));
      await this.storage.putFile(r.key, temp, { contentType: r.contentType, size, sha256: hash.digest('hex') });
      this.logger.log(`Made ${r.key} (${size} bytes) in ${Date.now() - started} ms`);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
  }
}
