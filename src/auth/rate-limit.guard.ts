import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { TooManyRequests } from '../common/errors';
import { RateLimits } from '../shared-state/rate-limits';

export const RATE_LIMIT_BUCKET = 'authRateLimitBucket';
/** Routes that send mail (forgot-password, one-time-login) get a tighter per-IP limit too. */
export const MailRateLimit = () => SetMetadata(RATE_LIMIT_BUCKET, 'mail');

export const RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';

/** Per-IP rate limits on the /auth routes, and a tighter one on the mail-sending calls (429 with a message); counted across instances with Redis. */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<{ ip?: string }>();
    const ip = req.ip ?? 'unknown';
    if (!(await this.limits.take('auth-ip', ip))) throw new TooManyRequests(RATE_LIMITED);
    if (this.reflector.get<string>(RATE_LIMIT_BUCKET, ctx.getHandler()) === 'mail' && !(await this.limits.take('auth-mail-ip', ip))) throw new TooManyRequests(RATE_LIMITED);
    return true;
  }
}
