import { Controller, Get, HttpCode, Post } from '@nestjs/common';

import { Roles } from '../common/decorators';
import { CONTENT_ROLES } from '../contract/roles';
import { LinkCheckJob } from './link-check.job';
import { LinkCheckerService } from './link-checker.service';

/** The link checker's report and an on-demand run (issue 17); the dashboard reads the report too. */
@Roles(...CONTENT_ROLES)
@Controller('api/admin/links')
export class LinksController {
  constructor(
    private readonly checker: LinkCheckerService,
    private readonly job: LinkCheckJob,
  ) {}

  @Get()
  report() {
    return this.checker.report();
  }

  @Post('check')
  @HttpCode(200)
  check() {
    return this.job.runNow();
  }
}
