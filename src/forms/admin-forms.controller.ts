import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { NotFound } from '../common/errors';
import { Reply } from '../common/reply';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { AdminFormsService, SUBMISSION_NOT_FOUND } from './admin-forms.service';
import { FormsFilterDto, FormsFilterPageDto } from './forms.dto';

export const toId = (raw: string): number => {
  if (!/^\d{1,10}$/.test(raw)) throw new NotFound(SUBMISSION_NOT_FOUND);
  return Number(raw);
};

/** Admin forms screen calls (spec 7): the list, archive, plus one item and CSV export. */
@Controller()
@Roles(...CONTENT_ROLES)
export class AdminFormsController {
  constructor(private readonly forms: AdminFormsService) {}

  @Post(ROUTES.forms.adminFilter.path)
  @HttpCode(200)
  filter(@Body() dto: FormsFilterPageDto, @CurrentUser() user: AuthUser) {
    return this.forms.filter(dto, user);
  }

  @Get(ROUTES.forms.adminArchive.path)
  async archive(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.forms.archive(toId(id), user), 'The submission was archived.');
  }

  @Get(ROUTES.forms.adminGet.path)
  get(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.forms.get(toId(id), user);
  }

  @Post(ROUTES.forms.adminExport.path)
  @HttpCode(200)
  export(@Body() dto: FormsFilterDto, @CurrentUser() user: AuthUser) {
    return this.forms.export(dto, user);
  }
}
