import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { NotFound, ValidationFailed } from '../common/errors';
import { DOCUMENT_MESSAGES, RENDITION_WIDTHS } from '../contract/documents';
import { isNotModified, parseRange } from './conditional-request';
import { DocumentReads } from './document-reads.service';
import { LabelsLibraryService } from './labels/labels-library.service';
import { RenditionsService } from './renditions.service';

const NOT_FOUND_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Document not found</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f4f7f5;color:#1c2a24}main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(6,43,32,.08)}h1{color:#00573f;margin-top:0}a{color:#00573f;font-weight:600}</style>
</head><body><main><h1>Document not found</h1><p>This document is missing or has been removed. The current product labels and safety data sheets are listed on the <a href="/product-labels">Product Labels &amp; SDS</a> page.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** Streams a document's current file with caching validators and byte ranges. */
@Injectable()
export class DoccenterService {
  private readonly logger = new Logger('Doccenter');
  constructor(
    private readonly documents: DocumentReads,
    private readonly renditions: RenditionsService,
    private readonly labels: LabelsLibraryService,
  ) {}

  async serve(guid: string, req: FastifyRequest, reply: FastifyReply, widthParam?: string): Promise<void> {
    let width: number | null = null;
    if (widthParam !== undefined) {
      width = Number(widthParam);
      if (!(RENDITION_WIDTHS as readonly number[]).includes(width)) throw new ValidationFailed(DOCUMENT_MESSAGES.badWidth, { w: DOCUMENT_MESSAGES.badWidth });
    }
    let found: Awaited<ReturnType<DocumentReads['findCurrent']>>;
    try {
      found = await this.documents.findCurrent(guid);
    } catch (e) {
      // A person following a dead link gets a page, not JSON.
      if (e instanceof NotFound && /text\/html/.test(one(req.headers.accept) ?? '')) {
        reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
        return;
      }
      throw e;
    }
    const { file } = found;
    // A resized photo; other files (PDF, SVG, ...) ignore the width and answer as themselves.
    if (width && RenditionsService.applies(file) && !(file.width && file.width <= width)) return this.serveRendition(found, width, req, reply);
    return this.serveFile(found, req, reply, found.doc.currentSince);
  }

  /** GET /doccenter/{guid}/revisions/{n}: one revision of the history, current or superseded, at its own address. */
  async serveRevision(guid: string, n: string, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const found = /^\d{1,6}$/.test(n) ? await this.labels.findRevision(guid, Number(n)) : null;
    if (!found) {
      if (/text\/html/.test(one(req.headers.accept) ?? '')) {
        reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
        return;
      }
      throw new NotFound(DOCUMENT_MESSAGES.notFound);
    }
    return this.serveFile(found, req, reply, found.file.uploadedAt);
  }

  private async serveFile(found: Awaited<ReturnType<DocumentReads['findCurrent']>>, req: FastifyRequest, reply: FastifyReply, lastModified: Date): Promise<void> {
    const { file, doc } = found;
    // The content hash identifies the bytes; a restore changes the ETag and moves Last-Modified forward.
    const etag = `"${file.sha256.slice(0, 32)}"`;
    const safeName = file.fileName.replace(/["\\\r\n]/g, '');
    const fileHeaders: Record<string, string> = {
      etag,
      'last-modified': lastModified.toUTCString(),
      // The same link may serve a newer file tomorrow: caches must check back every time.
      'cache-control': 'public, no-cache',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'content-disposition': `inline; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    };
    // Belt and braces on top of the upload sanitizer: an SVG opened directly can run nothing.
    if (file.contentType === 'image/svg+xml') fileHeaders['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
    const headers = {
      ifNoneMatch: one(req.headers['if-none-match']),
      ifModifiedSince: one(req.headers['if-modified-since']),
      range: one(req.headers.range),
      ifRange: one(req.headers['if-range']),
    };
    if (isNotModified(headers, etag, lastModified)) {
      reply.status(304).headers(fileHeaders).send();
      return;
    }
    const range = parseRange(headers, file.size, etag, lastModified);
    if (range.kind === 'unsatisfiable') {
      reply.status(416).headers({ etag, 'accept-ranges': 'bytes' }).header('content-range', `bytes */${file.size}`).header('content-type', 'application/json; charset=utf-8');
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
    // Headers only once the bytes are open, so a storage failure answers a clean 404.
    reply.headers(fileHeaders).header('content-type', file.contentType);
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

  private async serveRendition(found: Awaited<ReturnType<DocumentReads['findCurrent']>>, width: number, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { file, doc } = found;
    const r = this.renditions.describe(file, width, one(req.headers.accept));
    const headers: Record<string, string> = {
      etag: r.etag,
      'last-modified': doc.currentSince.toUTCString(),
      'cache-control': 'public, no-cache',
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
    };
    if (isNotModified({ ifNoneMatch: one(req.headers['if-none-match']), ifModifiedSince: one(req.headers['if-modified-since']) }, r.etag, doc.currentSince)) {
      reply.status(304).headers(headers).send();
      return;
    }
    let stream;
    try {
      stream = await this.renditions.open(file, r, width);
    } catch (e) {
      this.logger.error(`Rendition ${r.key} of document ${doc.guid} could not be made: ${(e as Error).message}`);
      throw new NotFound(DOCUMENT_MESSAGES.notFound);
    }
    reply.status(200).headers(headers).header('content-type', r.contentType);
    return reply.send(stream);
  }
}
