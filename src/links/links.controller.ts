import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';

import { Roles } from '../common/decorators';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { LinkCheckJob } from './link-check.job';
import { LinkCheckerService } from './link-checker.service';
import { LinkResolveQueryDto } from './links.dto';

/** The link checker's report, an on-demand run, and one site path resolved for the editor's link dialog; the dashboard reads the report too. */
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

  @Get(ROUTES.links.resolve.path)
  resolve(@Query() q: LinkResolveQueryDto) {
    return this.checker.resolvePath(q.path);
  }
}
