import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { SiteClock } from './site-clock';
import { SiteSettingEntity } from './site-setting.entity';
import { SiteSettingsController } from './site-settings.controller';
import { SiteSettingsService } from './site-settings.service';

/** Global: the audit trail and any other writer of dates for staff read the site's clock. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingEntity])],
  controllers: [SiteSettingsController],
  providers: [SiteClock, SiteSettingsService],
  exports: [SiteClock],
})
export class SettingsModule {}
