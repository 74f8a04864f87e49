import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { NotFound, ValidationFailed } from '../common/errors';
import { ContentSaveChecks } from '../common/save-checks';
import type { ContentKind, ContentSaveResponse } from '../contract/content';
import { isLocale } from '../contract/i18n/locale';
import { isRegionId } from '../contract/regions';
import { CONTENT_ROLES, ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { ContentFilterDto, ContentSaveDto, Kind, LANGUAGE_MESSAGE, PinDto } from './content.dto';
import { ContentEditing } from './content-editing.service';
import { ContentPaths } from './content-paths.service';
import { kindDefinition } from './kinds/registry';

const id = new ParseIntPipe({ exceptionFactory: () => new NotFound('This item was not found.') });
const optionalId = (v?: string) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** Admin content calls of spec section 7 for every kind (Administrator and Editor). */
@Roles(...CONTENT_ROLES)
@Controller()
export class ContentAdminController {
  constructor(
    private readonly content: ContentEditing,
    private readonly paths: ContentPaths,
    private readonly checks: ContentSaveChecks,
  ) {}

  @Post(ROUTES.content.adminAdd.patterns)
  @HttpCode(200)
  async add(@Kind() kind: ContentKind, @Body() body: ContentSaveDto, @CurrentUser() user?: AuthUser) {
    // Kinds that are not creatable (products, spec 2.8) are only edited.
    // A translation of an existing item may be created in any kind.
    const def = kindDefinition(kind);
    if (!body.baseId && !def.creatable && !body.translationOf) throw new ValidationFailed(`${def.section.title} cannot be created here; edit an existing ${def.section.singular}.`);
    const { id, kind: _k, region: _r, pinned: _p, created: _c, updated: _u, latestVersionId, deletedAt: _d, rolledBackFrom, translation: _t, translations: _ts, ...req } = body;
    // A posted-back ContentItem carries its version id: that is the version the save is based on.
    if (req.baseId && (req.basedOnVersionId === undefined || req.basedOnVersionId === null)) req.basedOnVersionId = latestVersionId ?? id ?? null;
    const before = req.baseId ? await this.content.getAdmin(kind, req.baseId).catch(() => null) : null;
    const saved = await this.content.save(kind, req, user ?? null, { requireBase: true, rolledBackFrom: req.baseId ? rolledBackFrom : null });
    // Saved either way; what looks wrong (a broken link added) comes back as warnings.
    const warnings = await this.checks.run(before, saved);
    const res: ContentSaveResponse = warnings.length ? { ...saved, warnings } : saved;
    return res;
  }

  @Get(ROUTES.content.adminGet.patterns)
  async get(@Kind() kind: ContentKind, @Param('id', id) itemId: number, @Query('versionId') versionId?: string) {
    return this.content.getAdmin(kind, await this.paths.resolveBaseId(kind, itemId), optionalId(versionId));
  }

  @Get(ROUTES.content.adminDelete.patterns)
  async delete(@Kind() kind: ContentKind, @Param('id', id) itemId: number) {
    await this.content.softDelete(kind, await this.paths.resolveBaseId(kind, itemId));
    return true;
  }

  @Post(ROUTES.content.adminRestore.patterns)
  @Roles(ROLE_ADMINISTRATOR)
  @HttpCode(200)
  restore(@Kind() kind: ContentKind, @Param('id', id) baseId: number) {
    return this.content.restore(kind, baseId);
  }

  @Get(ROUTES.content.adminGetSlug.patterns)
  async getSlug(@Kind() kind: ContentKind, @Param('id', id) itemId: number) {
    return this.paths.link(kind, await this.paths.resolveBaseId(kind, itemId));
  }

  @Get(ROUTES.content.adminGetVersions.patterns)
  async versions(@Kind() kind: ContentKind, @Param('id', id) itemId: number) {
    return this.content.getVersions(kind, await this.paths.resolveBaseId(kind, itemId));
  }

  /** One whole version (the compare view). */
  @Get(ROUTES.content.adminGetVersion.patterns)
  version(@Kind() kind: ContentKind, @Param('id', id) baseId: number, @Param('versionId', id) versionId: number) {
    return this.content.getVersion(kind, baseId, versionId);
  }

  /** The admin list: drafts and scheduled items too, or the deleted ones. */
  @Post(ROUTES.content.adminFilter.patterns)
  @HttpCode(200)
  filter(@Kind() kind: ContentKind, @Body() body: ContentFilterDto) {
    return this.content.listAdmin(kind, body);
  }

  @Post(ROUTES.content.adminPin.patterns)
  @HttpCode(200)
  pin(@Kind() kind: ContentKind, @Body() body: PinDto) {
    return this.content.pin(kind, body.baseId, body.type, body.pinned);
  }

  @Post(ROUTES.content.adminTranslationCurrent.patterns)
  @HttpCode(200)
  markTranslationCurrent(@Kind() kind: ContentKind, @Param('id', id) baseId: number, @CurrentUser() user?: AuthUser) {
    return this.content.markTranslationCurrent(kind, baseId, user ?? null);
  }

  @Get(ROUTES.content.getBySlugAdmin.patterns)
  bySlugAdmin(@Kind() kind: ContentKind, @Param('slug') slug: string, @Query('region') region?: string, @Query('locale') locale?: string) {
    const r = region ? Number(region) : undefined;
    if (locale !== undefined && !isLocale(locale)) throw new ValidationFailed(LANGUAGE_MESSAGE, { locale: LANGUAGE_MESSAGE });
    return this.paths.getBySlugAdmin(kind, slug, r !== undefined && isRegionId(r) ? r : undefined, locale);
  }

  /** Public path → admin edit link (the drawer on a public page). data is null when the path is no content item. */
  @Get(ROUTES.content.adminLookup.path)
  lookup(@Query('path') path = '') {
    return this.paths.lookupPath(path);
  }
}
