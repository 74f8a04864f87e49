import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { Reply } from '../common/reply';
import { CONTENT_ROLES, ROLE_ADMINISTRATOR } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { SITE_SETTINGS_MESSAGES, SiteSettingsRequest } from '../contract/site-settings';
import { SiteSettingsService } from './site-settings.service';

export class SiteSettingsDto implements SiteSettingsRequest {
  @IsString({ message: SITE_SETTINGS_MESSAGES.zoneInvalid })
  @MaxLength(64, { message: SITE_SETTINGS_MESSAGES.zoneInvalid })
  timeZone!: string;
}

/** The site settings: every staff member reads them, Administrators change them. */
@Controller()
@Roles(...CONTENT_ROLES)
export class SiteSettingsController {
  constructor(private readonly settings: SiteSettingsService) {}

  @Get(ROUTES.settings.get.path)
  get() {
    return this.settings.get();
  }

  @Post(ROUTES.settings.save.path)
  @HttpCode(200)
  @Roles(ROLE_ADMINISTRATOR)
  async save(@Body() dto: SiteSettingsDto, @CurrentUser() user: AuthUser) {
    return Reply.ok(await this.settings.save(dto, user), SITE_SETTINGS_MESSAGES.saved);
  }
}
