import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as QRCode from 'qrcode';

import { Public, RawResponse } from '../../common/decorators';
import { ROUTES } from '../../contract/routes';
import { documentTag, tagResponse } from '../../page-cache/cache-tags';
import { DoccenterService } from '../doccenter.service';
import { DocumentReads } from '../document-reads.service';
import { LabelsLibraryService } from './labels-library.service';

/**
 * /doccenter/{guid}/qr.svg|png: a QR code of the document's stable link for packaging and shelf tags (a
 * scan opens the current revision), and /doccenter/{guid}/revisions/{n}: each revision at its own address.
 * The QR answers are plain bytes, kept by the page cache until a write bumps the site version.
 */
@Public()
@Controller()
export class DoccenterLabelsController {
  constructor(
    private readonly documents: DocumentReads,
    private readonly labels: LabelsLibraryService,
    private readonly doccenter: DoccenterService,
  ) {}

  @Get(ROUTES.documents.revision.path)
  @RawResponse()
  revision(@Param('guid') guid: string, @Param('n') n: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    return this.doccenter.serveRevision(guid, n, req, reply);
  }

  @Get(ROUTES.documents.qrSvg.path)
  @RawResponse()
  async svg(@Param('guid') guid: string, @Res() reply: FastifyReply) {
    const url = await this.link(guid);
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
    // A title names the code for screen readers when the SVG is inlined or opened directly.
    const label = `QR code: ${url}`.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const titled = svg.replace(/^<svg([^>]*)>/, `<svg$1 role="img" aria-label="${label}"><title>${label}</title>`);
    reply.status(200).headers(this.headers()).header('content-type', 'image/svg+xml; charset=utf-8').send(titled);
  }

  @Get(ROUTES.documents.qrPng.path)
  @RawResponse()
  async png(@Param('guid') guid: string, @Res() reply: FastifyReply) {
    const url = await this.link(guid);
    const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
    reply.status(200).headers(this.headers()).header('content-type', 'image/png').send(png);
  }

  private async link(guid: string): Promise<string> {
    // The code shows the document: deleting it must reach the cached code too.
    tagResponse(documentTag(guid));
    try {
      const { doc } = await this.documents.findCurrent(guid);
      return this.labels.stableUrl(doc.guid);
    } catch {
      throw new NotFoundException('The document was not found.');
    }
  }

  private headers(): Record<string, string> {
    return { 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" };
  }
}
