import { Controller, Get } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { ContentTranslations } from '../content/content-translations';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { DashboardService } from './dashboard.service';

/** The summary above the /siteadmin tiles (every staff role; the audit entries only for Administrators). */
@Roles(...CONTENT_ROLES)
@Controller()
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly translations: ContentTranslations,
  ) {}

  @Get(ROUTES.dashboard.summary.path)
  summary(@CurrentUser() user: AuthUser) {
    return this.dashboard.summary(user);
  }

  @Get(ROUTES.dashboard.queue.path)
  queue(@CurrentUser() user: AuthUser) {
    return this.dashboard.queue(user);
  }

  @Get(ROUTES.dashboard.translations.path)
  translationsDue() {
    return this.translations.due();
  }
}
