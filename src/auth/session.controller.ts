import { Controller, Get } from '@nestjs/common';

import { ROUTES } from '../contract/routes';
import { AuthUser, CurrentUser } from './current-user';
import { SessionService } from './session.service';

/** GET /api/admin/session/keepalive: any signed-in user; restarts the session's idle clock. */
@Controller()
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Get(ROUTES.auth.keepalive.path)
  keepalive(@CurrentUser() user: AuthUser) {
    return this.sessions.touch(user.sessionId);
  }
}
