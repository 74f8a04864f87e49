import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { Public } from '../../common/decorators';
import { NotFound } from '../../common/errors';
import { Reply } from '../../common/reply';
import { SameOriginForm } from '../../common/same-origin.guard';
import { labelQueryFromSearch } from '../../contract/labels';
import { DEFAULT_REGION, RegionId } from '../../contract/regions';
import { ROUTES } from '../../contract/routes';
import { LabelSubscriptionsService } from './label-subscriptions.service';
import { LabelDocumentDto, LabelSearchDto, LabelSubscribeDto } from './labels.dto';
import { LabelsLibraryService } from './labels-library.service';

/** /api/labels/...: the public labels library (search, document page, "Notify me of changes"). */
@Public()
@Controller()
export class LabelsPublicController {
  constructor(
    private readonly library: LabelsLibraryService,
    private readonly subscriptions: LabelSubscriptionsService,
  ) {}

  @Get(ROUTES.labels.search.path)
  search(@Query() dto: LabelSearchDto) {
    // The same reading of the filters as the server-rendered page's URL.
    const p = new URLSearchParams();
    for (const k of ['q', 'type', 'lang', 'state', 'product'] as const) if (dto[k]) p.set(k, String(dto[k]));
    return this.library.search(labelQueryFromSearch(p.toString()), (dto.region as RegionId) ?? DEFAULT_REGION);
  }

  @Get(ROUTES.labels.document.path)
  async document(@Param('guid') guid: string, @Query() dto: LabelDocumentDto) {
    const view = await this.library.view(guid, dto.from, dto.to);
    if (!view) throw new NotFound('The document was not found.');
    return view;
  }

  @Post(ROUTES.labels.subscribe.path)
  @HttpCode(200)
  @SameOriginForm()
  async subscribe(@Body() dto: LabelSubscribeDto, @Req() req: FastifyRequest) {
    const message = await this.subscriptions.subscribe(dto, req.ip ?? null);
    return Reply.ok(true, message);
  }
}
