import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';

import { Public } from '../common/decorators';
import { NotFound } from '../common/errors';
import type { ContentKind } from '../contract/content';
import { isRegionId } from '../contract/regions';
import { ROUTES } from '../contract/routes';
import { ContentFilterDto, Kind } from './content.dto';
import { ContentPaths } from './content-paths.service';
import { ContentReads } from './content-reads.service';

const id = new ParseIntPipe({ exceptionFactory: () => new NotFound('This item was not found.') });
const NOT_FOUND = 'This item was not found.';

/** Public content calls of spec section 7, for every kind: published items only. */
@Public()
@Controller()
export class ContentPublicController {
  constructor(
    private readonly content: ContentReads,
    private readonly paths: ContentPaths,
  ) {}

  @Get(ROUTES.content.details.patterns)
  async details(@Kind() kind: ContentKind, @Param('id', id) itemId: number) {
    return (await this.content.findPublishedById(kind, await this.paths.resolveBaseId(kind, itemId))) ?? notFound();
  }

  @Post(ROUTES.content.filter.patterns)
  @HttpCode(200)
  filter(@Kind() kind: ContentKind, @Body() body: ContentFilterDto) {
    return this.content.listPublished(kind, { ...body, includeDrafts: false, deleted: false, status: undefined });
  }

  @Get(ROUTES.content.getBySlug.patterns)
  async bySlug(@Kind() kind: ContentKind, @Param('slug') slug: string, @Query('region') region?: string) {
    const r = region ? Number(region) : undefined;
    if (r !== undefined && !isRegionId(r)) return notFound();
    return (await this.content.findPublishedBySlug(kind, slug, r)) ?? notFound();
  }

  @Get(ROUTES.content.getLatest.patterns)
  latest(@Param('baseId', id) baseId: number) {
    return this.content.latestResources(baseId);
  }
}

function notFound(): never {
  throw new NotFound(NOT_FOUND);
}
