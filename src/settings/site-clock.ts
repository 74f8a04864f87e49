import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

import { DEFAULT_SITE_TIME_ZONE, formatTimestampsIn, isIanaTimeZone, SiteSettings } from '../contract/site-settings';
import { SiteVersion } from '../shared-state/site-version';
import { SiteSettingEntity } from './site-setting.entity';

/** Read again after this time; another instance's save is read at once (through the site version's channel). */
const CACHE_MS = 30_000;
const TIME_ZONE = 'timeZone';

/**
 * The site's clock: the stored time zone (America/Chicago until an Administrator sets another), read
 * through a short cache. The audit trail writes its summaries' dates on it, and public pages show the day
 * of a publish time on its calendar.
 */
@Injectable()
export class SiteClock {
  private cache: { at: number; value: SiteSettings } | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    siteVersion: SiteVersion,
  ) {
    // Another instance's save is read before the caches drop what they showed on the old clock.
    siteVersion.onRemoteChange(async () => this.forget());
  }

  /** The next read goes to the database. */
  forget(): void {
    this.cache = null;
  }

  async settings(): Promise<SiteSettings> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const row = await this.ds.getRepository(SiteSettingEntity).findOne({ where: { name: TIME_ZONE } });
    const stored = row ? (JSON.parse(row.value) as unknown) : null;
    const value: SiteSettings = {
      timeZone: isIanaTimeZone(stored) ? stored : DEFAULT_SITE_TIME_ZONE,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
    this.cache = { at: Date.now(), value };
    return value;
  }

  async timeZone(): Promise<string> {
    return (await this.settings()).timeZone;
  }

  /** The text with its ISO timestamps written on the site's clock ("Nov 28, 2026, 9:00 AM CST"). */
  async formatTimestampsIn(text: string): Promise<string> {
    // Most summaries hold no date: they cost no lookup.
    if (!/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return text;
    return formatTimestampsIn(text, await this.timeZone());
  }

  /** Writes the zone in the caller's transaction; the caller calls `forget` once it has committed. */
  async saveTimeZone(m: EntityManager, zone: string, by: string): Promise<void> {
    await m.save(SiteSettingEntity, { name: TIME_ZONE, value: JSON.stringify(zone), updatedAt: new Date(), updatedBy: by });
  }
}
