import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES } from '../contract/documents';
import { NotFound } from '../common/errors';
import { isNotModified, parseRange } from './conditional-request';
import { DocumentsService } from './documents.service';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Streams a document's current file with caching validators and byte ranges. */
@Injectable()
export class DoccenterService {
  private readonly logger = new Logger('Doccenter');
  constructor(private readonly documents: DocumentsService) {}

  async serve(guid: string, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { file, doc } = await this.documents.findCurrent(guid);
    // The content hash identifies the bytes; a restore changes the ETag and moves Last-Modified forward.
    const etag = `"${file.sha256.slice(0, 32)}"`;
    const lastModified = doc.currentSince;
    const safeName = file.fileName.replace(/["\\\r\n]/g, '');
    reply
      .header('etag', etag)
      .header('last-modified', lastModified.toUTCString())
      // The same link may serve a newer file tomorrow: caches must check back every time.
      .header('cache-control', 'public, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes')
      .header('content-disposition', `inline; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    if (file.contentType === 'image/svg+xml') {
      // Belt and braces on top of the upload sanitizer: an SVG opened directly can run nothing.
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    }
    const headers = {
      ifNoneMatch: one(req.headers['if-none-match']),
      ifModifiedSince: one(req.headers['if-modified-since']),
      range: one(req.headers.range),
      ifRange: one(req.headers['if-range']),
    };
    if (isNotModified(headers, etag, lastModified)) {
      reply.status(304).send();
      return;
    }
    const range = parseRange(headers, file.size, etag, lastModified);
    if (range.kind === 'unsatisfiable') {
      reply.status(416).header('content-range', `bytes */${file.size}`).header('content-type', 'application/json; charset=utf-8');
      reply.send(JSON.stringify({ success: false, message: 'The requested range is not available.' }));
      return;
    }
    let stream;
    try {
      stream = await this.documents.openFile(file, range.kind === 'partial' ? range : undefined);
    } catch (e) {
      this.logger.error(`File ${file.storageKey} of document ${doc.guid} could not be read: ${(e as Error).message}`);
      throw new NotFound(DOCUMENT_MESSAGES.notFound);
    }
    reply.header('content-type', file.contentType);
    if (range.kind === 'partial') {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', String(range.end - range.start + 1));
    } else {
      reply.status(200).header('content-length', String(file.size));
    }
    return reply.send(stream);
  }
}
