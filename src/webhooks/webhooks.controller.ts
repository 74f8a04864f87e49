import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { WebhookCreateDto, WebhookDeliveryQueryDto } from './webhooks.dto';
import { WebhooksService } from './webhooks.service';

/** /siteadmin/webhooks (Administrators): webhooks, their delivery log, Send test and Replay; the CDN purge log. */
@Roles(ROLE_ADMINISTRATOR)
@Controller()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get(ROUTES.webhooks.list.path)
  list() {
    return this.webhooks.list();
  }

  @Post(ROUTES.webhooks.create.path)
  create(@Body() body: WebhookCreateDto, @CurrentUser() user?: AuthUser) {
    return this.webhooks.create(body, user?.email ?? null);
  }

  @Post(ROUTES.webhooks.delete.path)
  @HttpCode(200)
  delete(@Param('id', ParseIntPipe) id: number) {
    return this.webhooks.remove(id);
  }

  @Post(ROUTES.webhooks.test.path)
  @HttpCode(200)
  test(@Param('id', ParseIntPipe) id: number) {
    return this.webhooks.test(id);
  }

  @Get(ROUTES.webhooks.deliveries.path)
  deliveries(@Param('id', ParseIntPipe) id: number, @Query() q: WebhookDeliveryQueryDto) {
    return this.webhooks.deliveries(id, q);
  }

  @Post(ROUTES.webhooks.replay.path)
  @HttpCode(200)
  replay(@Param('id', ParseIntPipe) id: number) {
    return this.webhooks.replay(id);
  }

  @Get(ROUTES.webhooks.cdnPurges.path)
  cdnPurges(@Query() q: WebhookDeliveryQueryDto) {
    return this.webhooks.cdnLog(q);
  }
}
