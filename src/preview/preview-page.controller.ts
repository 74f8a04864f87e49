import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../common/decorators';
import { ROUTES } from '../contract/routes';
import { regionFromCookie } from '../web/region-cookie';
import { PreviewService } from './preview.service';
import { PreviewRenderer } from './preview-renderer';

/**
 * The preview page (public: the link is the credential). Never indexed (header and meta), never cached
 * (`private, no-store`: the page cache neither looks it up nor keeps it), no script at all.
 */
@Public()
@Controller()
export class PreviewPageController {
  constructor(
    private readonly previews: PreviewService,
    private readonly renderer: PreviewRenderer,
  ) {}

  @Get(ROUTES.preview.page.path)
  @RawResponse()
  async page(@Param('token') token: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const found = await this.previews.open(token);
    const html = found.ok
      ? await this.renderer.render(found.item, { host: req.host, protocol: req.protocol, region: regionFromCookie(req.headers.cookie) })
      : this.renderer.unavailable(found.status);
    reply
      .status(found.ok ? 200 : found.status)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', this.renderer.csp)
      .type('text/html; charset=utf-8')
      .send(html);
  }
}
