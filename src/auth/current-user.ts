import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The signed-in administrator, as the auth guard puts it on the request. */
export interface AuthUser {
  id: number;
  email: string;
  roles: string[];
  sessionId: number;
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser | undefined => ctx.switchToHttp().getRequest().user);
