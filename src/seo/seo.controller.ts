import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ROUTES } from '../contract/routes';
import { SitemapService } from './sitemap.service';

/** /sitemap.xml and /robots.txt for crawlers. */
@Public()
@Controller()
export class SeoController {
  constructor(
    private readonly sitemap: SitemapService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private origin(req: FastifyRequest) {
    return `${req.protocol}://${req.host}`;
  }

  @Get(ROUTES.site.sitemap.path)
  @RawResponse()
  async sitemapXml(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const xml = await this.sitemap.xml(this.origin(req));
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  }

  @Get(ROUTES.site.robots.path)
  @RawResponse()
  robots(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const base = this.config.publicUrlUs ?? this.origin(req);
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /siteadmin', 'Disallow: /account', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(body);
  }
}
