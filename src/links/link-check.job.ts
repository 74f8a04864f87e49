import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';

import { Conflict } from '../common/errors';
import type { LinkReport } from '../contract/links';
import { JobLock } from '../shared-state/job-lock';
import { LinkCheckerService } from './link-checker.service';

const JOB = 'link-check';
/** A check never runs longer than this (external links at one a second per host may take a while). */
const LOCK_MS = 30 * 60_000;

/** The daily check, and the admin's "check now": one run at a time across the instances (the job lock). */
@Injectable()
export class LinkCheckJob {
  private readonly logger = new Logger('LinkCheckJob');
  private running: Promise<LinkReport | undefined> | null = null;

  constructor(
    private readonly checker: LinkCheckerService,
    private readonly jobs: JobLock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM, { name: JOB })
  async daily(): Promise<void> {
    try {
      await this.runOnce();
    } catch (e) {
      this.logger.error(`the daily link check failed: ${(e as Error).message}`);
    }
  }

  async runNow(): Promise<LinkReport> {
    const report = await this.runOnce();
    if (!report) throw new Conflict('A link check is already running. Try again in a few minutes.');
    return report;
  }

  /** undefined when another instance holds the lock; a run already going here is joined. */
  private runOnce(): Promise<LinkReport | undefined> {
    this.running ??= this.jobs.runExclusive(JOB, LOCK_MS, () => this.checker.run()).finally(() => (this.running = null));
    return this.running;
  }
}
