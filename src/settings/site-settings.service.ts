import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/current-user';
import { PublicChanges } from '../changes/public-changes';
import { ValidationFailed } from '../common/errors';
import { isIanaTimeZone, SITE_SETTINGS_MESSAGES, SiteSettings, SiteSettingsRequest } from '../contract/site-settings';
import { SITE_TAG } from '../page-cache/cache-tags';
import { SiteClock } from './site-clock';

@Injectable()
export class SiteSettingsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly clock: SiteClock,
    private readonly audit: AuditService,
    private readonly changes: PublicChanges,
  ) {}

  get(): Promise<SiteSettings> {
    return this.clock.settings();
  }

  async save(req: SiteSettingsRequest, user: AuthUser): Promise<SiteSettings> {
    const zone = req.timeZone.trim();
    if (!isIanaTimeZone(zone)) throw new ValidationFailed(SITE_SETTINGS_MESSAGES.zoneInvalid, { timeZone: SITE_SETTINGS_MESSAGES.zoneInvalid });
    const before = await this.clock.timeZone();
    await this.ds.transaction(async (m) => {
      await this.clock.saveTimeZone(m, zone, user.email);
      await this.audit.record(m, { action: 'settings.update', section: 'settings', summary: `Site time zone: ${before} → ${zone}.` });
    });
    // A read made while the transaction was open may have kept the old zone.
    this.clock.forget();
    // Public pages show publish days on the site's calendar: every page is made again, here and on the CDN.
    if (zone !== before) this.changes.emit({ event: 'settings.changed', keys: [SITE_TAG], paths: [] });
    return this.clock.settings();
  }
}
