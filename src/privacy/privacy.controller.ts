import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { RawResponse, Roles } from '../common/decorators';
import { NotFound, ValidationFailed } from '../common/errors';
import { Reply } from '../common/reply';
import { PRIVACY_MESSAGES } from '../contract/privacy';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { ExtendPrivacyRequestDto, OpenPrivacyRequestDto } from './privacy.dto';
import { PrivacyRequestsService } from './privacy-requests.service';

const toId = (raw: string): number => {
  if (!/^\d{1,10}$/.test(raw)) throw new NotFound(PRIVACY_MESSAGES.notFound);
  return Number(raw);
};

/** Privacy requests: Administrators only, on every route. */
@Controller()
@Roles(ROLE_ADMINISTRATOR)
export class PrivacyController {
  constructor(private readonly requests: PrivacyRequestsService) {}

  @Get(ROUTES.privacy.list.path)
  list() {
    return this.requests.list();
  }

  @Post(ROUTES.privacy.open.path)
  @HttpCode(200)
  async open(@Body() dto: OpenPrivacyRequestDto, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.requests.open(dto, user), PRIVACY_MESSAGES.opened);
  }

  @Get(ROUTES.privacy.get.path)
  get(@Param('id') id: string) {
    return this.requests.get(toId(id));
  }

  @Get(ROUTES.privacy.export.path)
  @RawResponse()
  async export(@Param('id') id: string, @Res() reply: FastifyReply) {
    const file = await this.requests.export(toId(id));
    reply
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .type('application/zip')
      .send(Buffer.from(file.zip.buffer, file.zip.byteOffset, file.zip.byteLength));
  }

  @Post(ROUTES.privacy.erase.path)
  @HttpCode(200)
  async erase(@Param('id') id: string) {
    return Reply.ok(await this.requests.erase(toId(id)), 'The data was erased.');
  }

  @Post(ROUTES.privacy.extend.path)
  @HttpCode(200)
  async extend(@Param('id') id: string, @Body() dto: ExtendPrivacyRequestDto) {
    if (!dto.notice.trim()) throw new ValidationFailed(PRIVACY_MESSAGES.noticeRequired, { notice: PRIVACY_MESSAGES.noticeRequired });
    return Reply.ok(await this.requests.extend(toId(id), dto.notice), 'The time to answer was extended.');
  }

  @Post(ROUTES.privacy.acknowledge.path)
  @HttpCode(200)
  async acknowledge(@Param('id') id: string) {
    return Reply.ok(await this.requests.acknowledge(toId(id)), 'The request was marked acknowledged.');
  }

  @Post(ROUTES.privacy.close.path)
  @HttpCode(200)
  async close(@Param('id') id: string) {
    return Reply.ok(await this.requests.close(toId(id)), 'The request was closed.');
  }
}
