import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { TooManyRequests } from '../common/errors';

/** Fixed-window counters in memory (one process). Old windows are dropped as they pass. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = Date.now();

  /** Counts a hit; false when the key is over `limit` in the current window. */
  hit(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
    if (now - this.lastSweep > 60_000) this.sweep(now, windowMs);
    const w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= limit;
  }

  private sweep(now: number, maxWindowMs: number) {
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (now - w.start > Math.max(maxWindowMs, 15 * 60_000)) this.windows.delete(k);
  }
}

export const RATE_LIMIT_BUCKET = 'authRateLimitBucket';
/** Routes that send mail (forgot-password, one-time-login) get a tighter per-IP limit too. */
export const MailRateLimit = () => SetMetadata(RATE_LIMIT_BUCKET, 'mail');

export const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';

/** Per-IP rate limit on the /auth routes (429 with a message). */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly limiter = new RateLimiter();
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(ctx: ExecutionContext): boolean {
    const req = ctx.switchToHttp().getRequest<{ ip?: string }>();
    const ip = req.ip ?? 'unknown';
    if (!this.limiter.hit(`auth:${ip}`, this.config.auth.rateLimitPerMinute, 60_000)) throw new TooManyRequests(RATE_LIMITED);
    if (this.reflector.get<string>(RATE_LIMIT_BUCKET, ctx.getHandler()) === 'mail' && !this.limiter.hit(`mail:${ip}`, this.config.auth.mailRateLimitPer15Min, 15 * 60_000))
      throw new TooManyRequests(RATE_LIMITED);
    return true;
  }
}
