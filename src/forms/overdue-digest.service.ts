import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThan, Not } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../content/clock';
import { caseNumber, casePagePath, CaseStatus } from '../contract/cases';
import { formTypeName } from '../contract/forms';
import { MailService } from '../mail/mail.service';
import { JobLock } from '../shared-state/job-lock';
import { CaseSettingsService } from './case-settings.service';
import { FormSubmissionEntity } from './forms.entities';

const JOB = 'forms-overdue-digest';

/**
 * Daily, once across the instances: each owner gets one e-mail listing their overdue cases. The day it
 * ran is stored, so a restart or a second instance's turn on the same day sends nothing more.
 */
@Injectable()
export class OverdueDigestService {
  private readonly logger = new Logger('Cases');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: CaseSettingsService,
    private readonly mail: MailService,
    private readonly jobs: JobLock,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_7AM, { name: JOB })
  async daily(): Promise<void> {
    try {
      await this.jobs.runExclusive(JOB, 10 * 60_000, () => this.run());
    } catch (e) {
      this.logger.warn(`Overdue digest failed: ${(e as Error).message}`);
    }
  }

  /** Sends today's digests unless they went out already; returns how many owners were mailed and about how many cases. */
  async run(): Promise<{ owners: number; cases: number }> {
    const now = this.clock.now();
    const today = now.toISOString().slice(0, 10);
    if ((await this.settings.read<{ lastDay: string }>('digest'))?.value?.lastDay === today) return { owners: 0, cases: 0 };
    const rows = await this.ds.getRepository(FormSubmissionEntity).find({
      where: { caseStatus: Not<CaseStatus>('closed'), firstResponseAt: IsNull(), dueAt: LessThan(now), spam: false, archived: false, ownerEmail: Not(IsNull()) },
      order: { dueAt: 'ASC', id: 'ASC' },
      select: { id: true, type: true, name: true, region: true, dueAt: true, ownerEmail: true, created: true },
    });
    const byOwner = new Map<string, FormSubmissionEntity[]>();
    for (const r of rows) byOwner.set(r.ownerEmail!, [...(byOwner.get(r.ownerEmail!) ?? []), r]);
    let owners = 0;
    for (const [owner, cases] of byOwner) {
      try {
        await this.mail.send({ to: owner, subject: `${cases.length} overdue contact and rep request${cases.length === 1 ? '' : 's'}`, text: this.body(cases, now) });
        owners++;
      } catch (e) {
        // One refused address must not keep the others' digests back.
        this.logger.warn(`Overdue digest to ${owner} not sent: ${(e as Error).message}`);
      }
    }
    await this.ds.transaction((m) => this.settings.put(m, 'digest', { lastDay: today }, null));
    if (owners) this.logger.log(`Overdue digest: ${owners} owner(s), ${rows.length} case(s)`);
    return { owners, cases: rows.length };
  }

  private body(cases: FormSubmissionEntity[], now: Date): string {
    const origin = this.config.auth.adminUrl ?? this.config.publicUrlUs ?? '';
    const lines = cases.map((c) => {
      const late = Math.max(1, Math.round((now.getTime() - c.dueAt!.getTime()) / 3_600_000));
      return `- ${caseNumber(c.id)}, ${formTypeName(c.type).toLowerCase()} request from ${c.name} (${c.region || 'no region'}): due ${c.dueAt!.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${late} h late\n  ${origin}${casePagePath(c.id)}`;
    });
    return [
      `These requests are past their first-response time and still have no answer:`,
      '',
      ...lines,
      '',
      'Reply from each case page, or set it to Waiting on visitor once answered.',
    ].join('\n');
  }
}
