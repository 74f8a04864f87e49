import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC, ROLES } from '../common/decorators';
import { Forbidden } from '../common/errors';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { SessionService } from './session.service';
import { bearerToken } from './tokens';

/**
 * The global guard (deny by default): every route needs a valid access token unless marked
 * @Public(); @Roles(...) then limits it to those roles (Administrator passes every check).
 * The user goes on request.user for @CurrentUser(). Public routes get it too when a valid token is sent.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    const req = ctx.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined>; user?: unknown }>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      const user = await this.sessions.tryAuthenticate(req.headers);
      if (user) req.user = user;
      return true;
    }
    const user = await this.sessions.authenticate(bearerToken(req.headers));
    req.user = user;
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, targets);
    if (roles?.length && !user.roles.includes(ROLE_ADMINISTRATOR) && !roles.some((r) => user.roles.includes(r))) throw new Forbidden();
    return true;
  }
}
