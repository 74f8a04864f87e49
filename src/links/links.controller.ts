import { Controller, Get, HttpCode, Post } from '@nestjs/common';

import { Roles } from '../common/decorators';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { LinkCheckJob } from './link-check.job';
import { LinkCheckerService } from './link-checker.service';

/** The link checker's report and an on-demand run; the dashboard reads the report too. */
@Roles(...CONTENT_ROLES)
@Controller()
export class LinksController {
  constructor(
    private readonly checker: LinkCheckerService,
    private readonly job: LinkCheckJob,
  ) {}

  @Get(ROUTES.links.report.path)
  report() {
    return this.checker.report();
  }

  @Post(ROUTES.links.check.path)
  @HttpCode(200)
  check() {
    return this.job.runNow();
  }
}
