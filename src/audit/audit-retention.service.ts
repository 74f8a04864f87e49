import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobLock } from '../shared-state/job-lock';
import { AuditService } from './audit.service';

/** Daily: entries older than AUDIT_RETENTION_DAYS are removed; the removal is itself an entry. */
@Injectable()
export class AuditRetentionService {
  private readonly logger = new Logger('Audit');
  constructor(
    private readonly audit: AuditService,
    private readonly jobs: JobLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM)
  async daily(): Promise<void> {
    try {
      await this.jobs.runExclusive('audit-retention', 30 * 60_000, () => this.run());
    } catch (e) {
      this.logger.warn(`Audit retention failed: ${(e as Error).message}`);
    }
  }

  async run(now = new Date()): Promise<number> {
    const removed = await this.audit.purgeOlderThan(this.config.audit.retentionDays, now);
    if (removed) this.logger.log(`Removed ${removed} audit entries older than ${this.config.audit.retentionDays} days`);
    return removed;
  }
}
