import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DEFAULT_REGION, RegionId } from '../contract/regions';
import { InitialPageData, isCanadaHost, regionForPage } from '../contract/site';
import { REGION_TAGS, tagResponse } from '../page-cache/cache-tags';
import { HtmlShellService } from './html-shell.service';
import { PageHead, PageHeadResolver } from './page-head';
import { regionFromCookie } from './region-cookie';
import { SsrService } from './ssr.service';

/** What a page's own handler gives the renderer instead of the head resolver's defaults. */
export interface PageOverride {
  status?: number;
  /** The page's data, given the region the page renders with: the page is then rendered on the server with it. */
  initialData?: (region: RegionId) => InitialPageData;
  /** Text put into the served HTML in place of each placeholder (values that must not be kept by the render cache). */
  replace?: Record<string, string>;
  /** Sent as Cache-Control: a form's page that holds a per-visitor value is never kept by a shared cache. */
  cacheControl?: string;
}

/**
 * A public page: its head, its server render and the HTML shell. The web controller serves every page through it,
 * and routes with handlers of their own use it too: a public form's page and its post without script answer with
 * the same page the browser would show.
 */
@Injectable()
export class PageRenderer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly heads: PageHeadResolver,
    private readonly ssr: SsrService,
    private readonly shell: HtmlShellService,
  ) {}

  async send(req: FastifyRequest, reply: FastifyReply, override: PageOverride = {}): Promise<void> {
    const [pathname, query = ''] = req.url.split('?');
    const cookieRegion = regionFromCookie(req.headers.cookie);
    const page: PageHead = await this.heads.resolve({ path: pathname, query, host: req.host, protocol: req.protocol, region: cookieRegion });
    if (page.redirect) {
      reply.redirect(page.redirect.location, page.redirect.status);
      return;
    }
    if (override.initialData) {
      // The region the head resolver renders the route with (the route's own, else the visitor's choice).
      const visitor = cookieRegion ?? DEFAULT_REGION;
      const region = page.ssr?.region ?? regionForPage(pathname.toLowerCase(), isCanadaHost(req.host, this.config.publicUrlCa), visitor) ?? visitor;
      page.initialData = override.initialData(region);
      page.ssr = { region };
    }
    if (override.status) page.status = override.status;
    if (page.ssr) tagResponse(REGION_TAGS[page.ssr.region]);
    const runtimeConfig = await this.ssr.runtimeConfig();
    if (page.ssr) {
      const body = await this.ssr.render({
        url: `${req.protocol}://${req.host}${req.url}`,
        host: req.host,
        region: page.ssr.region,
        initialData: page.initialData ?? null,
        config: runtimeConfig,
      });
      if (body) page.body = body;
    }
    let html = this.shell.render(page, runtimeConfig);
    for (const [from, to] of Object.entries(override.replace ?? {})) html = html.split(from).join(to);
    if (override.cacheControl) reply.header('cache-control', override.cacheControl);
    reply.status(page.status).type('text/html; charset=utf-8').send(html);
  }
}
