import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { Reply } from '../common/reply';
import { CASE_SETTINGS_MESSAGES } from '../contract/cases';
import { CONTENT_ROLES, ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { CaseSettingsService } from './case-settings.service';
import { CaseSettingsDto, ResponseReportQueryDto } from './forms.dto';
import { ResponseReportService } from './response-report.service';

/** The case queue's settings (staff read them; Administrators change them) and the response-time report. */
@Controller()
@Roles(...CONTENT_ROLES)
export class CaseSettingsController {
  constructor(
    private readonly settings: CaseSettingsService,
    private readonly report: ResponseReportService,
  ) {}

  @Get(ROUTES.forms.caseSettings.path)
  get() {
    return this.settings.get();
  }

  @Post(ROUTES.forms.caseSettingsSave.path)
  @HttpCode(200)
  @Roles(ROLE_ADMINISTRATOR)
  async save(@Body() dto: CaseSettingsDto, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.settings.save(dto, user), CASE_SETTINGS_MESSAGES.saved);
  }

  @Get(ROUTES.forms.responseReport.path)
  responseReport(@Query() q: ResponseReportQueryDto) {
    return this.report.report(q);
  }
}
