import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../auth/current-user';
import { ValidationFailed } from '../common/errors';
import {
  CASE_REGIONS,
  CASE_SETTINGS_MESSAGES,
  CASE_TYPES,
  CaseRegion,
  CaseResponseSettings,
  CaseSettings,
  CaseSettingsRequest,
  caseTypeOf,
  DEFAULT_REGION_TIME_ZONES,
  DEFAULT_RESPONSE_BUSINESS_DAYS,
  DEFAULT_RETENTION_MONTHS,
  RESPONSE_DAYS_MAX,
  RETENTION_ACTIONS,
  RETENTION_MONTHS_MAX,
  RetentionSetting,
} from '../contract/cases';
import { addBusinessDaysInZone } from './case-rules';
import { FormCaseSettingEntity, FormSubmissionEntity } from './forms.entities';
import { regionGroup } from './notification-routing';

/** The first-response target of one kind of case: business days on the region's clock. */
export interface ResponseTarget {
  businessDays: number;
  timeZone: string;
}

export const DEFAULT_RESPONSE: CaseResponseSettings = {
  targets: CASE_TYPES.flatMap((t) => CASE_REGIONS.map((region) => ({ type: t.type, region, businessDays: DEFAULT_RESPONSE_BUSINESS_DAYS }))),
  timeZones: { ...DEFAULT_REGION_TIME_ZONES },
};

/** Each type's retention, completed with the default (24 months after closing, then anonymised). */
function completeRetention(saved: RetentionSetting[] | null): RetentionSetting[] {
  return CASE_TYPES.map((t) => saved?.find((r) => r.type === t.type) ?? { type: t.type, months: DEFAULT_RETENTION_MONTHS, action: 'anonymise' });
}

/** Another instance's save shows here within this time. */
const CACHE_MS = 30_000;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A saved response setting, completed with the defaults (a type or region added later reads as the default). */
function completeResponse(saved: Partial<CaseResponseSettings> | null): CaseResponseSettings {
  const targets = DEFAULT_RESPONSE.targets.map((d) => saved?.targets?.find((t) => t.type === d.type && t.region === d.region) ?? d);
  const timeZones = { ...DEFAULT_RESPONSE.timeZones, ...(saved?.timeZones ?? {}) };
  return { targets, timeZones };
}

/**
 * The case settings staff change (response targets per type and region, each region's time zone,
 * retention per type),
 * stored as JSON per group; the defaults apply until a group is saved. Saving new targets moves the due
 * time of every case still waiting for its first response.
 */
@Injectable()
export class CaseSettingsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Cases');
  private cache: { at: number; value: Map<string, FormCaseSettingEntity> } | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Submissions stored before they were cases get their due time (from their arrival) on the first start. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.refreshDueTimes(true);
    } catch (e) {
      this.logger.warn(`Due times not filled in: ${(e as Error).message}`);
    }
  }

  async get(): Promise<CaseSettings> {
    const rows = await this.rows();
    const response = rows.get('response');
    const retention = rows.get('retention');
    const last = [response, retention].filter((r): r is FormCaseSettingEntity => !!r).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
    return {
      response: completeResponse(parse(response)),
      retention: completeRetention(parse<RetentionSetting[]>(retention)),
      updatedAt: last?.updatedAt.toISOString() ?? null,
      updatedBy: last?.updatedBy ?? null,
    };
  }

  async retention(): Promise<RetentionSetting[]> {
    return (await this.get()).retention;
  }

  async targetFor(type: number, region: CaseRegion): Promise<ResponseTarget> {
    const { response } = await this.get();
    const target = response.targets.find((t) => t.type === caseTypeOf(type) && t.region === region);
    return { businessDays: target?.businessDays ?? DEFAULT_RESPONSE_BUSINESS_DAYS, timeZone: response.timeZones[region] };
  }

  /** When the first response to a case is due. */
  async dueAt(s: { type: number; region: string }, from: Date): Promise<Date> {
    const target = await this.targetFor(s.type, regionGroup(s.region));
    return addBusinessDaysInZone(from, target.businessDays, target.timeZone);
  }

  async save(req: CaseSettingsRequest, user: AuthUser): Promise<CaseSettings> {
    if (req.retention) {
      const retention = completeRetention(req.retention);
      for (const r of retention) {
        if (!Number.isInteger(r.months) || r.months < 1 || r.months > RETENTION_MONTHS_MAX || !RETENTION_ACTIONS.includes(r.action)) {
          throw new ValidationFailed(CASE_SETTINGS_MESSAGES.monthsInvalid, { [`retention.${r.type}`]: CASE_SETTINGS_MESSAGES.monthsInvalid });
        }
      }
      await this.ds.transaction(async (m) => {
        await this.put(m, 'retention', retention, user);
        await this.audit.record(m, {
          action: 'form.settings',
          section: 'forms',
          summary: `Retention after closing: ${retention.map((r) => `${CASE_TYPES.find((c) => c.type === r.type)?.label ?? r.type} ${r.months} months, then ${r.action === 'delete' ? 'deleted' : 'anonymised'}`).join('; ')}.`,
        });
      });
      this.cache = null;
    }
    if (req.response) {
      const response = completeResponse(req.response);
      for (const t of response.targets) {
        if (!Number.isInteger(t.businessDays) || t.businessDays < 1 || t.businessDays > RESPONSE_DAYS_MAX) {
          throw new ValidationFailed(CASE_SETTINGS_MESSAGES.daysInvalid, { [`response.${t.type}.${t.region}`]: CASE_SETTINGS_MESSAGES.daysInvalid });
        }
      }
      for (const region of CASE_REGIONS) {
        if (!isTimeZone(response.timeZones[region])) throw new ValidationFailed(CASE_SETTINGS_MESSAGES.zoneInvalid, { [`timeZones.${region}`]: CASE_SETTINGS_MESSAGES.zoneInvalid });
      }
      await this.ds.transaction(async (m) => {
        await this.put(m, 'response', response, user);
        const summary = response.targets.map((t) => `${CASE_TYPES.find((c) => c.type === t.type)?.label ?? t.type} ${t.region} ${t.businessDays}d`).join(', ');
        await this.audit.record(m, {
          action: 'form.settings',
          section: 'forms',
          summary: `First-response targets: ${summary}; time zones: ${CASE_REGIONS.map((r) => `${r} ${response.timeZones[r]}`).join(', ')}.`,
        });
      });
      this.cache = null;
      const moved = await this.refreshDueTimes();
      if (moved) this.logger.log(`New response targets moved the due time of ${moved} case(s)`);
    }
    return this.get();
  }

  /**
   * Recomputes the due time of every case still waiting for its first response (after the targets
   * changed), or with `missingOnly` of those that have none. Returns how many changed.
   */
  async refreshDueTimes(missingOnly = false): Promise<number> {
    const repo = this.ds.getRepository(FormSubmissionEntity);
    const rows = await repo.find({
      where: { spam: false, firstResponseAt: IsNull(), caseStatus: Not('closed' as const), ...(missingOnly ? { dueAt: IsNull() } : {}) },
      select: { id: true, type: true, region: true, created: true, dueAt: true },
    });
    let changed = 0;
    for (const r of rows) {
      const due = await this.dueAt(r, r.created);
      if (r.dueAt?.getTime() === due.getTime()) continue;
      await repo.update(r.id, { dueAt: due });
      changed++;
    }
    return changed;
  }

  /** One settings group's raw row (other parts of the case queue keep their own groups here). */
  async read<T>(name: string): Promise<{ value: T; updatedAt: Date; updatedBy: string } | null> {
    const row = (await this.rows()).get(name);
    return row ? { value: parse(row) as T, updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null;
  }

  async put(m: EntityManager, name: string, value: unknown, user: AuthUser | null): Promise<void> {
    const row = { name, value: JSON.stringify(value), updatedAt: new Date(), updatedBy: user?.email.toLowerCase() ?? 'system' };
    const res = await m.update(FormCaseSettingEntity, { name }, row);
    if (!res.affected) await m.insert(FormCaseSettingEntity, row);
    this.cache = null;
  }

  private async rows(): Promise<Map<string, FormCaseSettingEntity>> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.value;
    const rows = await this.ds.getRepository(FormCaseSettingEntity).find();
    this.cache = { at: Date.now(), value: new Map(rows.map((r) => [r.name, r])) };
    return this.cache.value;
  }
}

function parse<T = CaseResponseSettings>(row: FormCaseSettingEntity | undefined): T | null {
  if (!row) return null;
  try {
    return JSON.parse(row.value) as T;
  } catch {
    return null;
  }
}
