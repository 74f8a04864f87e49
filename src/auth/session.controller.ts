import { Controller, Get } from '@nestjs/common';

import { AuthUser, CurrentUser } from './current-user';
import { SessionService } from './session.service';

/** GET /api/admin/session/keepalive: any signed-in user; restarts the session's idle clock. */
@Controller('api/admin/session')
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Get('keepalive')
  keepalive(@CurrentUser() user: AuthUser) {
    return this.sessions.touch(user.sessionId);
  }
}
