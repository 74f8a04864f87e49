import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { Reply } from '../common/reply';
import { CONTENT_ROLES, ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { toId } from './admin-forms.controller';
import { CasesService } from './cases.service';
import { CaseHoldDto, CaseNoteDto, CaseOwnerDto, CaseStatusDto } from './forms.dto';

/** The case page's calls: one case with its notes and history; status, owner, notes, replies; legal holds (Administrators). */
@Controller()
@Roles(...CONTENT_ROLES)
export class CasesController {
  constructor(private readonly cases: CasesService) {}

  @Get(ROUTES.forms.caseOwners.path)
  owners() {
    return this.cases.owners();
  }

  @Get(ROUTES.forms.caseGet.path)
  get(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.cases.detail(toId(id), user);
  }

  @Post(ROUTES.forms.caseStatus.path)
  @HttpCode(200)
  async status(@Param('id') id: string, @Body() dto: CaseStatusDto, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.cases.setStatus(toId(id), dto.status, user), 'The status was changed.');
  }

  @Post(ROUTES.forms.caseOwner.path)
  @HttpCode(200)
  async owner(@Param('id') id: string, @Body() dto: CaseOwnerDto, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.cases.setOwner(toId(id), dto.ownerEmail, user), 'The owner was changed.');
  }

  @Post(ROUTES.forms.caseNote.path)
  @HttpCode(200)
  async note(@Param('id') id: string, @Body() dto: CaseNoteDto, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.cases.addNote(toId(id), dto.text, user), 'The note was added.');
  }

  @Post(ROUTES.forms.caseReply.path)
  @HttpCode(200)
  reply(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.cases.recordReply(toId(id), user);
  }

  @Post(ROUTES.forms.caseHold.path)
  @HttpCode(200)
  @Roles(ROLE_ADMINISTRATOR)
  async hold(@Param('id') id: string, @Body() dto: CaseHoldDto, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.cases.setHold(toId(id), dto.hold, dto.reason, user), dto.hold ? 'The legal hold was placed.' : 'The legal hold was lifted.');
  }
}
