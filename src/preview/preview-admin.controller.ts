import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { NotFound } from '../common/errors';
import { ContentSaveDto, Kind } from '../content/content.dto';
import type { ContentKind } from '../contract/content';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { SharePreviewCreateDto } from './preview.dto';
import { PreviewService } from './preview.service';

const id = new ParseIntPipe({ exceptionFactory: () => new NotFound('This item was not found.') });

/** Previews and share links of every content kind; Administrator and Editor. */
@Roles(...CONTENT_ROLES)
@Controller()
export class PreviewAdminController {
  constructor(private readonly previews: PreviewService) {}

  /** The editor's current form, saved or not: answers the preview page's address (opened in a new tab). */
  @Post(ROUTES.preview.formPreview.patterns)
  @HttpCode(200)
  preview(@Kind() kind: ContentKind, @Body() body: ContentSaveDto, @CurrentUser() user?: AuthUser) {
    const { id: _i, kind: _k, region: _r, pinned: _p, created: _c, updated: _u, latestVersionId: _l, deletedAt: _d, rolledBackFrom: _f, ...req } = body;
    return this.previews.previewForm(kind, req, user ?? null);
  }

  @Post(ROUTES.preview.share.patterns)
  @HttpCode(200)
  share(@Kind() kind: ContentKind, @Body() body: SharePreviewCreateDto, @CurrentUser() user?: AuthUser) {
    return this.previews.share(kind, body, user ?? null);
  }

  @Get(ROUTES.preview.list.patterns)
  list(@Kind() kind: ContentKind, @Param('baseId', id) baseId: number) {
    return this.previews.list(kind, baseId);
  }

  @Post(ROUTES.preview.revoke.path)
  @HttpCode(200)
  revoke(@Param('id', id) linkId: number) {
    return this.previews.revoke(linkId);
  }
}
