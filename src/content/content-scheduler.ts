import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { JobLock } from '../shared-state/job-lock';
import { ContentEditing } from './content-editing.service';

/** Scheduled publishing: every minute, scheduled items whose publish time has come become published. */
@Injectable()
export class ContentScheduler {
  private readonly logger = new Logger('ContentScheduler');
  constructor(
    private readonly content: ContentEditing,
    private readonly jobs: JobLock,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'content-publish-due' })
  async run(): Promise<number> {
    try {
      const n = (await this.jobs.runExclusive('content-publish-due', 50_000, () => this.content.publishDue())) ?? 0;
      if (n) this.logger.log(`Published ${n} scheduled item(s)`);
      return n;
    } catch (e) {
      this.logger.error(`publishing scheduled items failed: ${(e as Error).message}`);
      return 0;
    }
  }
}
