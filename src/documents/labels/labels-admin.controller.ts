import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';

import { Roles } from '../../common/decorators';
import { CONTENT_ROLES } from '../../contract/roles';
import { ROUTES } from '../../contract/routes';
import { LabelNoticesService } from './label-notices.service';
import { LabelSubscribersFilterDto } from './labels.dto';

/** /api/admin/labels/...: Subscribers and Change notices (Administrator and Editor). */
@Roles(...CONTENT_ROLES)
@Controller()
export class LabelsAdminController {
  constructor(private readonly notices: LabelNoticesService) {}

  @Get(ROUTES.labels.subscribers.path)
  subscribers(@Query() filter: LabelSubscribersFilterDto) {
    return this.notices.listSubscribers(filter);
  }

  @Get(ROUTES.labels.subscribersExport.path)
  exportSubscribers(@Query() filter: LabelSubscribersFilterDto) {
    return this.notices.exportSubscribers(filter);
  }

  @Post(ROUTES.labels.deleteSubscriber.path)
  @HttpCode(200)
  async deleteSubscriber(@Param('id', ParseIntPipe) id: number) {
    await this.notices.deleteSubscription(id);
    return true;
  }

  @Get(ROUTES.labels.notices.path)
  list() {
    return this.notices.listNotices();
  }

  @Get(ROUTES.labels.noticesExport.path)
  exportNotices() {
    return this.notices.exportNotices();
  }
}
