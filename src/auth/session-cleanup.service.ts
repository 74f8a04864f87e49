import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SessionService } from './session.service';

/** Hourly: deletes sessions that can never be used again (their refresh tokens go with them). */
@Injectable()
export class SessionCleanupService {
  private readonly logger = new Logger('Auth');
  constructor(private readonly sessions: SessionService) {}

  @Cron(CronExpression.EVERY_HOUR)
  async purge(): Promise<void> {
    try {
      await this.sessions.purgeDead();
    } catch (e) {
      this.logger.warn(`Session cleanup failed: ${(e as Error).message}`);
    }
  }
}
