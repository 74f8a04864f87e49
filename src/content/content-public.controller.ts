import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';

import { Public } from '../common/decorators';
import { NotFound, ValidationFailed } from '../common/errors';
import type { ContentKind } from '../contract/content';
import { isLocale } from '../contract/i18n/locale';
import { isRegionId } from '../contract/regions';
import { ROUTES } from '../contract/routes';
import { ContentFilterDto, Kind, LANGUAGE_MESSAGE } from './content.dto';
import { ContentPaths } from './content-paths.service';
import { ContentReads } from './content-reads.service';
import { ContentTranslations } from './content-translations';

const id = new ParseIntPipe({ exceptionFactory: () => new NotFound('This item was not found.') });
const NOT_FOUND = 'This item was not found.';

/** Public content calls of spec section 7, for every kind: published items only. */
@Public()
@Controller()
export class ContentPublicController {
  constructor(
    private readonly content: ContentReads,
    private readonly paths: ContentPaths,
    private readonly translations: ContentTranslations,
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
  async bySlug(@Kind() kind: ContentKind, @Param('slug') slug: string, @Query('region') region?: string, @Query('locale') locale?: string) {
    const r = region ? Number(region) : undefined;
    if (r !== undefined && !isRegionId(r)) return notFound();
    if (locale !== undefined && !isLocale(locale)) throw new ValidationFailed(LANGUAGE_MESSAGE, { locale: LANGUAGE_MESSAGE });
    return (await this.content.findPublishedBySlug(kind, slug, r, locale)) ?? notFound();
  }

  @Get(ROUTES.content.translations.patterns)
  async translationsOf(@Kind() kind: ContentKind, @Param('baseId', id) baseId: number) {
    return (await this.translations.twins(kind, baseId)) ?? notFound();
  }

  @Get(ROUTES.content.getLatest.patterns)
  latest(@Param('baseId', id) baseId: number) {
    return this.content.latestResources(baseId);
  }
}

function notFound(): never {
  throw new NotFound(NOT_FOUND);
}
