import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { Public } from '../common/decorators';
import { ValidationFailed } from '../common/errors';
import { Reply } from '../common/reply';
import { SameOriginForm } from '../common/same-origin.guard';
import { ACCESSIBILITY_MESSAGES } from '../contract/forms';
import { formMessages } from '../contract/i18n/form-messages';
import { isLocale } from '../contract/i18n/locale';
import { ROUTES } from '../contract/routes';
import { AccessibilityReportService } from './accessibility-report.service';
import { AccessibilityReportDto, AddFormDto } from './forms.dto';
import { FormsService } from './forms.service';
import { StatesService, UNKNOWN_REGION } from './states.service';

/** Public calls: send the contact form, report an accessibility barrier, list the states/provinces of a region. */
@Controller()
@Public()
export class FormsController {
  constructor(
    private readonly forms: FormsService,
    private readonly states: StatesService,
    private readonly accessibility: AccessibilityReportService,
  ) {}

  @Post(ROUTES.forms.add.path)
  @HttpCode(200)
  @SameOriginForm()
  async add(@Body() dto: AddFormDto, @Req() req: FastifyRequest) {
    return Reply.ok(await this.forms.add(dto, req.ip ?? null), formMessages(dto.locale).contact.thankYou);
  }

  @Post(ROUTES.forms.accessibility.path)
  @HttpCode(200)
  @SameOriginForm()
  async reportBarrier(@Body() dto: AccessibilityReportDto, @Req() req: FastifyRequest) {
    return Reply.ok(await this.accessibility.report(dto, req.ip ?? null), ACCESSIBILITY_MESSAGES.thankYou);
  }

  @Get(ROUTES.forms.states.path)
  // Reference data that changes only with a deploy.
  @Header('Cache-Control', 'public, max-age=3600')
  getStates(@Param('regionId') regionId: string, @Query('locale') locale?: string) {
    if (locale !== undefined && !isLocale(locale)) throw new ValidationFailed(formMessages('en').localeInvalid, { locale: formMessages('en').localeInvalid });
    if (!/^\d+$/.test(regionId)) throw new ValidationFailed(UNKNOWN_REGION);
    return this.states.getAll(Number(regionId), isLocale(locale) ? locale : undefined);
  }
}
