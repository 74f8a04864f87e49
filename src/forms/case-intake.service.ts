import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, Not } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CaseRegion, DEFAULT_REGION_TIME_ZONES, DEFAULT_RESPONSE_BUSINESS_DAYS } from '../contract/cases';
import { AdminUser } from '../users/entities/admin-user.entity';
import { addBusinessDaysInZone, routedOwner } from './case-rules';
import { FormCaseEventEntity, FormSubmissionEntity } from './forms.entities';
import { regionGroup } from './notification-routing';

/** The first-response target of one kind of case: business days on the region's clock. */
export interface ResponseTarget {
  businessDays: number;
  timeZone: string;
}

/** Where a case's target comes from (the settings, once they exist; the defaults until then). */
export interface ResponseTargets {
  targetFor(type: number, region: CaseRegion): Promise<ResponseTarget>;
}

export const RESPONSE_TARGETS = Symbol('RESPONSE_TARGETS');

/** 2 business days on each region's default clock. */
export const DEFAULT_TARGETS: ResponseTargets = {
  targetFor: async (_type, region) => ({ businessDays: DEFAULT_RESPONSE_BUSINESS_DAYS, timeZone: DEFAULT_REGION_TIME_ZONES[region] }),
};

export const SYSTEM_EMAIL = 'system';

/**
 * A new submission becomes a case, in the transaction that stores it: owner by the notification's
 * routing, due time by the type's and region's target, and the first history entries. Spam is a
 * closed case with no owner and no due time.
 */
@Injectable()
export class CaseIntake implements OnApplicationBootstrap {
  private readonly logger = new Logger('Cases');
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RESPONSE_TARGETS) private readonly targets: ResponseTargets,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /** Submissions stored before they were cases get their due time (from their arrival) on the first start. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.refreshDueTimes(true);
    } catch (e) {
      this.logger.warn(`Due times not filled in: ${(e as Error).message}`);
    }
  }

  /**
   * Recomputes the due time of every case still waiting for its first response (after the targets
   * changed), or with `missingOnly` of those that have none. Returns how many changed.
   */
  async refreshDueTimes(missingOnly = false): Promise<number> {
    const rows = await this.ds.getRepository(FormSubmissionEntity).find({
      where: { spam: false, firstResponseAt: IsNull(), caseStatus: Not('closed'), ...(missingOnly ? { dueAt: IsNull() } : {}) },
      select: { id: true, type: true, region: true, created: true, dueAt: true },
    });
    let changed = 0;
    for (const r of rows) {
      const due = await this.dueAt(r, r.created);
      if (r.dueAt?.getTime() === due.getTime()) continue;
      await this.ds.getRepository(FormSubmissionEntity).update(r.id, { dueAt: due });
      changed++;
    }
    return changed;
  }

  async open(m: EntityManager, s: FormSubmissionEntity, now: Date): Promise<void> {
    const event = (over: Partial<FormCaseEventEntity>) =>
      m.insert(FormCaseEventEntity, { submissionId: s.id, at: now, actorId: null, actorEmail: SYSTEM_EMAIL, fromValue: null, toValue: null, note: null, ...over });
    await event({ kind: 'created', toValue: 'new' });
    if (s.spam) {
      await m.update(FormSubmissionEntity, s.id, { caseStatus: 'closed', closedAt: now, activityAt: now, ownerEmail: null, ownerId: null, dueAt: null });
      await event({ kind: 'status', fromValue: 'new', toValue: 'closed', note: 'Closed as spam.' });
      return;
    }
    const staff = await m.getRepository(AdminUser).find({ select: { id: true, email: true } });
    const byEmail = new Map(staff.map((u) => [u.email.trim().toLowerCase(), u.id]));
    const owner = routedOwner(this.config.forms.notify, this.config.admin.email, s, (a) => byEmail.has(a));
    const dueAt = await this.dueAt(s, s.created);
    await m.update(FormSubmissionEntity, s.id, { caseStatus: 'new', ownerEmail: owner, ownerId: owner ? (byEmail.get(owner) ?? null) : null, dueAt, activityAt: now });
    if (owner) await event({ kind: 'owner', toValue: owner, note: 'Assigned by routing.' });
  }

  /** When the first response to this case is due. */
  async dueAt(s: { type: number; region: string }, from: Date): Promise<Date> {
    const target = await this.targets.targetFor(s.type, regionGroup(s.region));
    return addBusinessDaysInZone(from, target.businessDays, target.timeZone);
  }
}
