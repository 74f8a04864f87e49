import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Public, Roles } from '../common/decorators';
import { Gone } from '../common/errors';
import { Reply } from '../common/reply';
import type { RedirectLookupResult, RedirectStatus } from '../contract/redirects';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { HitBuffer } from './hit-buffer.service';
import { NotFoundLogService } from './not-found-log.service';
import { RedirectCache } from './redirect-cache.service';
import { RedirectCsvService } from './redirect-csv.service';
import { buildLocation, cleanPath } from './redirect-rules';
import { IdsDto, NotFoundFilterDto, NotFoundIgnoreDto, RedirectFilterDto, RedirectImportDto, RedirectSaveDto, RedirectTestDto } from './redirects.dto';
import { RedirectsService } from './redirects.service';

/** '/api/redirects/get-redirect/': the table's pattern without its wildcard. */
const LOOKUP_PREFIX = ROUTES.redirects.getRedirect.path.slice(0, -1);
const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** GET /api/redirects/get-redirect/{path} (spec 7): the client's own fallback navigation. */
@Public()
@Controller()
export class RedirectLookupController {
  constructor(
    private readonly cache: RedirectCache,
    private readonly hits: HitBuffer,
  ) {}

  @Get(ROUTES.redirects.getRedirect.patterns)
  lookup(@Req() req: FastifyRequest): RedirectLookupResult | Reply<null> {
    // The path arrives URL-encoded without its leading slash ('old%2Fpage'), or nested ('old/page').
    const raw = req.url.split('?')[0];
    const encoded = raw.length > LOOKUP_PREFIX.length ? raw.slice(raw.toLowerCase().indexOf(LOOKUP_PREFIX) + LOOKUP_PREFIX.length) : '';
    const [pathPart, query = ''] = safeDecode(encoded).split('?');
    const m = this.cache.match(cleanPath('/' + pathPart), req.hostname);
    // "No redirect" is an ordinary answer for the client's fallback (it then tries a page by slug),
    // not an error: 200 with success false, so valid custom pages log no failed request.
    if (!m) return Reply.fail('No redirect exists for this path.');
    this.hits.recordHit(m.rule.id);
    if (m.rule.status === 410) throw new Gone('This page has been removed.');
    return { target: buildLocation(m.rule, m.rest, query), status: m.rule.status as RedirectStatus };
  }
}

/** /siteadmin/redirects: rules, CSV import/export and the 404 log. */
@Roles(...CONTENT_ROLES)
@Controller()
export class RedirectsAdminController {
  constructor(
    private readonly redirects: RedirectsService,
    private readonly csv: RedirectCsvService,
    private readonly notFound: NotFoundLogService,
  ) {}

  @Post(ROUTES.redirects.filter.path)
  @HttpCode(200)
  filter(@Body() body: RedirectFilterDto) {
    return this.redirects.list(body);
  }

  @Get(ROUTES.redirects.get.path)
  get(@Param('id', ParseIntPipe) id: number) {
    return this.redirects.get(id);
  }

  @Post(ROUTES.redirects.add.path)
  add(@Body() body: RedirectSaveDto, @CurrentUser() user?: AuthUser) {
    return this.redirects.create(body, user?.email ?? null);
  }

  @Post(ROUTES.redirects.edit.path)
  @HttpCode(200)
  edit(@Param('id', ParseIntPipe) id: number, @Body() body: RedirectSaveDto, @CurrentUser() user?: AuthUser) {
    return this.redirects.update(id, body, user?.email ?? null);
  }

  @Post(ROUTES.redirects.test.path)
  @HttpCode(200)
  test(@Body() body: RedirectTestDto) {
    return this.redirects.test(body);
  }

  @Delete(ROUTES.redirects.delete.path)
  async delete(@Param('id', ParseIntPipe) id: number) {
    await this.redirects.delete(id);
    return { deleted: 1 };
  }

  @Post(ROUTES.redirects.bulkDelete.path)
  @HttpCode(200)
  bulkDelete(@Body() body: IdsDto) {
    return this.redirects.bulkDelete(body.ids);
  }

  @Post(ROUTES.redirects.import.path)
  @HttpCode(200)
  import(@Body() body: RedirectImportDto, @CurrentUser() user?: AuthUser) {
    return this.csv.import(body.csv, body.dryRun, user?.email ?? null);
  }

  @Get(ROUTES.redirects.export.path)
  export() {
    return this.csv.export();
  }

  @Post(ROUTES.redirects.notFoundFilter.path)
  @HttpCode(200)
  notFoundFilter(@Body() body: NotFoundFilterDto) {
    return this.notFound.list(body);
  }

  @Post(ROUTES.redirects.notFoundIgnore.path)
  @HttpCode(200)
  notFoundIgnore(@Body() body: NotFoundIgnoreDto) {
    return this.notFound.setIgnored(body.ids, body.ignored);
  }

  @Delete(ROUTES.redirects.notFoundDelete.path)
  async notFoundDelete(@Param('id', ParseIntPipe) id: number) {
    await this.notFound.delete(id);
    return { deleted: 1 };
  }
}
