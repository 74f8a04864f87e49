import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';

import { Roles } from '../../common/decorators';
import { CONTENT_ROLES } from '../../contract/roles';
import { LabelNoticesService } from './label-notices.service';
import { LabelSubscribersFilterDto } from './labels.dto';

/** /api/admin/labels/...: Subscribers and Change notices (Administrator and Editor). */
@Roles(...CONTENT_ROLES)
@Controller('api/admin/labels')
export class LabelsAdminController {
  constructor(private readonly notices: LabelNoticesService) {}

  @Get('subscribers')
  subscribers(@Query() filter: LabelSubscribersFilterDto) {
    return this.notices.listSubscribers(filter);
  }

  @Get('subscribers/export')
  exportSubscribers(@Query() filter: LabelSubscribersFilterDto) {
    return this.notices.exportSubscribers(filter);
  }

  @Post('subscribers/delete/:id')
  @HttpCode(200)
  async deleteSubscriber(@Param('id', ParseIntPipe) id: number) {
    await this.notices.deleteSubscription(id);
    return true;
  }

  @Get('notices')
  list() {
    return this.notices.listNotices();
  }

  @Get('notices/export')
  exportNotices() {
    return this.notices.exportNotices();
  }
}
