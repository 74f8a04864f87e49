import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { AuthUser, CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CONTENT_ROLES, ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { DocumentReads } from './document-reads.service';
import { DocumentRevisionsService } from './document-revisions.service';
import { DocumentFilterDto } from './documents.dto';
import { DocumentsService } from './documents.service';
import { receiveUpload } from './upload-intake';

/** /api/admin/documents/...: the document library screens (Administrator and Editor). */
@Roles(...CONTENT_ROLES)
@Controller()
export class DocumentsAdminController {
  constructor(
    private readonly reads: DocumentReads,
    private readonly documents: DocumentsService,
    private readonly revisions: DocumentRevisionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(ROUTES.documents.filter.path)
  @HttpCode(200)
  filter(@Body() body: DocumentFilterDto) {
    return this.reads.list(body);
  }

  @Get(ROUTES.documents.get.path)
  get(@Param('id', ParseIntPipe) id: number) {
    return this.reads.get(id);
  }

  @Post(ROUTES.documents.add.path)
  async add(@Req() req: FastifyRequest, @CurrentUser() user?: AuthUser) {
    return this.documents.addFromUpload(await receiveUpload(req, this.documents.tmpDir, this.config.uploadMaxBytes), user?.email ?? null);
  }

  @Post(ROUTES.documents.edit.path)
  @HttpCode(200)
  async edit(@Param('id', ParseIntPipe) id: number, @Req() req: FastifyRequest, @CurrentUser() user?: AuthUser) {
    return this.documents.editFromUpload(id, await receiveUpload(req, this.documents.tmpDir, this.config.uploadMaxBytes), user?.email ?? null);
  }

  @Post(ROUTES.documents.restore.path)
  @HttpCode(200)
  restore(@Param('id', ParseIntPipe) id: number, @Param('fileId', ParseIntPipe) fileId: number, @CurrentUser() user?: AuthUser) {
    return this.revisions.restore(id, fileId, user?.email ?? null);
  }

  @Post(ROUTES.documents.deleteRevision.path)
  @Roles(ROLE_ADMINISTRATOR)
  @HttpCode(200)
  deleteRevision(@Param('id', ParseIntPipe) id: number, @Param('fileId', ParseIntPipe) fileId: number) {
    return this.revisions.remove(id, fileId);
  }

  @Post(ROUTES.documents.delete.path)
  @HttpCode(200)
  async delete(@Param('id', ParseIntPipe) id: number) {
    await this.documents.delete(id);
    return true;
  }
}
