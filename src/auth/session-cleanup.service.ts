import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { JobLock } from '../shared-state/job-lock';
import { SessionService } from './session.service';

/** Hourly: deletes sessions that can never be used again (their refresh tokens go with them). */
@Injectable()
export class SessionCleanupService {
  private readonly logger = new Logger('Auth');
  constructor(
    private readonly sessions: SessionService,
    private readonly jobs: JobLock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async purge(): Promise<void> {
    try {
      await this.jobs.runExclusive('session-cleanup', 10 * 60_000, () => this.sessions.purgeDead());
    } catch (e) {
      this.logger.warn(`Session cleanup failed: ${(e as Error).message}`);
    }
  }
}
