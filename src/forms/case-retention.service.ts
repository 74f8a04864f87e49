import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { subMonths } from 'date-fns/subMonths';
import { DataSource } from 'typeorm';

import { AuditService, SYSTEM_ACTOR } from '../audit/audit.service';
import { Clock } from '../content/clock';
import { CASE_TYPES, caseTypeOf } from '../contract/cases';
import { JobLock } from '../shared-state/job-lock';
import { anonymiseCases, deleteCases } from './case-anonymise';
import { CaseSettingsService } from './case-settings.service';
import { dbTime } from './db-time';

const JOB = 'forms-retention';

export interface RetentionRun {
  anonymised: number;
  deleted: number;
  /** Expired but kept: a legal hold, or an open privacy request for the address. */
  sparedHold: number;
  sparedRequest: number;
}

interface ExpiredRow {
  id: number | string;
  type: number | string;
  email: string;
  data: string;
  closed_at: Date | string;
  legal_hold: number | boolean | string;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * Daily, once across the instances: closed cases past their type's retention period are anonymised or
 * deleted, except those under a legal hold or whose address has an open privacy request (a pending access
 * request must still find them). Each run that finds anything records its counts, never the data, in the
 * audit trail, in the same transaction as the purge.
 */
@Injectable()
export class CaseRetentionService {
  private readonly logger = new Logger('Cases');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly settings: CaseSettingsService,
    private readonly audit: AuditService,
    private readonly jobs: JobLock,
    private readonly clock: Clock,
  ) {}

  @Cron('30 3 * * *', { name: JOB })
  async daily(): Promise<void> {
    try {
      await this.jobs.runExclusive(JOB, 30 * 60_000, () => this.run());
    } catch (e) {
      this.logger.warn(`Case retention failed: ${(e as Error).message}`);
    }
  }

  async run(): Promise<RetentionRun> {
    const now = this.clock.now();
    const policies = await this.settings.retention();
    const oldestCutoff = new Date(Math.max(...policies.map((p) => subMonths(now, p.months).getTime())));
    return this.ds.transaction(async (m) => {
      const candidates = await m.query<ExpiredRow[]>(
        `SELECT id, type, email, data, closed_at, legal_hold FROM form_submission WHERE case_status = 'closed' AND closed_at IS NOT NULL AND closed_at < ? AND anonymised_at IS NULL`,
        [dbTime(oldestCutoff)],
      );
      const expired = candidates.filter((c) => {
        const policy = policies.find((p) => p.type === caseTypeOf(Number(c.type)));
        return !!policy && new Date(c.closed_at instanceof Date ? c.closed_at : `${String(c.closed_at).replace(' ', 'T')}Z`) < subMonths(now, policy.months);
      });
      const requested = new Set(
        (await m.query<{ email: string }[]>(`SELECT email FROM privacy_request WHERE status = 'open' AND email IS NOT NULL`)).map((r) => r.email.trim().toLowerCase()),
      );
      const run: RetentionRun = { anonymised: 0, deleted: 0, sparedHold: 0, sparedRequest: 0 };
      const toAnonymise: ExpiredRow[] = [];
      const toDelete: number[] = [];
      for (const c of expired) {
        if (truthy(c.legal_hold)) run.sparedHold++;
        else if (c.email && requested.has(c.email.trim().toLowerCase())) run.sparedRequest++;
        else if (policies.find((p) => p.type === caseTypeOf(Number(c.type)))?.action === 'delete') toDelete.push(Number(c.id));
        else toAnonymise.push(c);
      }
      await anonymiseCases(m, toAnonymise as unknown as Record<string, unknown>[], now);
      await deleteCases(m, toDelete);
      run.anonymised = toAnonymise.length;
      run.deleted = toDelete.length;
      if (expired.length) {
        const byType = CASE_TYPES.map((t) => `${t.label} ${expired.filter((c) => caseTypeOf(Number(c.type)) === t.type).length}`).join(', ');
        await this.audit.record(m, {
          actor: SYSTEM_ACTOR,
          ip: null,
          action: 'form.retention',
          section: 'forms',
          summary: `Retention: ${run.anonymised} case(s) anonymised and ${run.deleted} deleted past their retention period (${byType} expired); kept: ${run.sparedHold} under a legal hold, ${run.sparedRequest} under an open privacy request.`,
          at: now,
        });
        this.logger.log(`Retention: ${run.anonymised} anonymised, ${run.deleted} deleted, ${run.sparedHold + run.sparedRequest} kept`);
      }
      return run;
    });
  }
}
