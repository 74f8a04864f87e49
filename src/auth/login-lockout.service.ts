import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { TooManyRequests } from '../common/errors';
import { LoginAttempt } from './entities/login-attempt.entity';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;

export const lockedMessage = (until: Date, now = new Date()) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed login attempts. This account is locked; please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Per-account lockout: 5 failed logins within 15 minutes lock the address for 15 minutes.
 * Counted by address whether or not an account exists, so the answer reveals nothing.
 */
@Injectable()
export class LoginLockoutService {
  constructor(@InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>) {}

  async assertNotLocked(email: string, now = new Date()): Promise<void> {
    const row = await this.attempts.findOneBy({ email });
    if (row?.lockedUntil && row.lockedUntil.getTime() > now.getTime()) throw new TooManyRequests(lockedMessage(row.lockedUntil, now), 'locked-out');
  }

  /** Records a failure; throws the lockout error when this failure locks the account. */
  async recordFailure(email: string, now = new Date()): Promise<void> {
    let row = await this.attempts.findOneBy({ email });
    if (!row || now.getTime() - row.windowStartedAt.getTime() > LOCKOUT_WINDOW_MS) {
      row = this.attempts.create({ email, failures: 0, windowStartedAt: now, lockedUntil: null });
    }
    row.failures += 1;
    if (row.failures >= LOCKOUT_THRESHOLD) row.lockedUntil = new Date(now.getTime() + LOCKOUT_WINDOW_MS);
    await this.attempts.save(row);
    if (row.lockedUntil) throw new TooManyRequests(lockedMessage(row.lockedUntil, now), 'locked-out');
  }

  async clear(email: string): Promise<void> {
    await this.attempts.delete({ email });
  }
}
