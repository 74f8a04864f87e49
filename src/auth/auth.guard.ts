import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';

import { IS_PUBLIC, ROLES } from '../common/decorators';
import { Forbidden, Unauthorized } from '../common/errors';
import { ROLE_ADMINISTRATOR } from '../contract/roles';
import { requestContext } from '../observability/request-context';
import { ACCESS_TOKEN_STRATEGY } from './access-token';
import { AuthUser } from './current-user';

/**
 * The global guard (deny by default): every route needs a valid access token (the JWT strategy)
 * unless marked @Public(); @Roles(...) then limits it to those roles (Administrator passes every check).
 * The user goes on request.user for @CurrentUser(). Public routes get it too when a valid token is sent.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard(ACCESS_TOKEN_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const targets = [ctx.getHandler(), ctx.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      try {
        await super.canActivate(ctx);
        noteActor(ctx);
      } catch {
        // No token or a refused one: the route is open all the same, just without request.user.
      }
      return true;
    }
    await super.canActivate(ctx);
    noteActor(ctx);
    const user = ctx.switchToHttp().getRequest<{ user: AuthUser }>().user;
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, targets);
    if (roles?.length && !user.roles.includes(ROLE_ADMINISTRATOR) && !roles.some((r) => user.roles.includes(r))) throw new Forbidden();
    return true;
  }

  /** A missing or bad token: 401 'Please log in to continue.'; a dead session keeps the strategy's own 401. */
  handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false | null): TUser {
    if (err) throw err;
    if (!user) throw new Unauthorized();
    return user;
  }
}

/** The audit trail reads who acts from the request's context, so services need not pass the user along. */
function noteActor(ctx: ExecutionContext): void {
  const user = ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
  const store = requestContext.getStore();
  if (store && user) store.actor = { id: user.id, email: user.email };
}
