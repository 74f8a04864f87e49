import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';

import { Controller, Get, Inject, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Public, RawResponse } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ROUTES } from '../contract/routes';
import { regionCookie, regionHomeUrl } from '../contract/site';
import { ChooseRegionQueryDto } from './choose-region.dto';
import { PageRenderer } from './page-renderer';
import { CLIENT_DIR } from './paths';

const API_PREFIXES = ['/api/', '/auth/', '/health/', '/doccenter/'];

/** Streams a built file, or answers 404 when there is none (asynchronously: no sync fs call on a request). */
async function sendFile(reply: FastifyReply, file: string, type: string, cacheControl: string): Promise<void> {
  const st = await fsp.stat(file).catch(() => null);
  if (!st?.isFile()) throw new NotFoundException();
  reply.header('cache-control', cacheControl).header('content-length', st.size).type(type).send(fs.createReadStream(file));
}

/** The SPA fallback: every GET that no other route answered. Registered last. */
@Public()
@Controller()
export class WebController {
  constructor(
    private readonly pages: PageRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(ROUTES.site.favicon.path)
  @RawResponse()
  async favicon(@Res() reply: FastifyReply) {
    await sendFile(reply, path.join(CLIENT_DIR, 'favicon.ico'), 'image/x-icon', 'public, max-age=86400');
  }

  /** Site images (client/public/images): artwork, the default sharing image and the logo. */
  @Get(ROUTES.site.image.path)
  @RawResponse()
  async image(@Param('file') file: string, @Res() reply: FastifyReply) {
    const m = /^[a-z0-9][a-z0-9-]*\.(svg|png|webp|jpg|avif)$/.exec(file);
    if (!m) throw new NotFoundException();
    const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', avif: 'image/avif' };
    reply.header('x-content-type-options', 'nosniff');
    await sendFile(reply, path.join(CLIENT_DIR, 'images', file), types[m[1]], 'public, max-age=604800');
  }

  /**
   * The region selector when the page's script has not run (its buttons submit a GET form here): keeps the choice in the
   * `region` cookie, as the script does, and goes to that region's home, on its own host when both hosts are configured.
   */
  @Get(ROUTES.site.chooseRegion.path)
  @RawResponse()
  chooseRegion(@Query() query: ChooseRegionQueryDto, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const target = regionHomeUrl(query.region, `${req.protocol}://${req.host}`, this.config, query.lang === 'fr');
    reply.header('set-cookie', regionCookie(query.region)).redirect(target, 303);
  }

  @Get(ROUTES.site.page.path)
  @RawResponse()
  async page(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const pathname = req.url.split('?')[0];
    const lower = pathname.toLowerCase();
    if (API_PREFIXES.some((p) => lower.startsWith(p)) || ['/api', '/auth'].includes(lower)) throw new NotFoundException();
    // A path with a file extension is a file, never a page: a missing one is a real 404.
    if (/\.[a-z0-9]{1,8}$/i.test(pathname)) throw new NotFoundException();
    await this.pages.send(req, reply);
  }
}
