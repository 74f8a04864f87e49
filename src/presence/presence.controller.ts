import { Body, Controller, HttpCode, Post } from '@nestjs/common';

import type { AuthUser } from '../auth/current-user';
import { CurrentUser } from '../auth/current-user';
import { Roles } from '../common/decorators';
import { Unauthorized } from '../common/errors';
import { PRESENCE_TTL_MS, PresenceResponse } from '../contract/presence';
import { CONTENT_ROLES } from '../contract/roles';
import { ROUTES } from '../contract/routes';
import { PresenceStore } from '../shared-state/presence-store';
import { PresenceReportDto } from './presence.dto';

const itemKey = (b: PresenceReportDto) => `${b.kind}:${b.baseId}`;

/** Edit presence: the editor reports its open item every 30 s and hears who else has it open. */
@Roles(...CONTENT_ROLES)
@Controller()
export class PresenceController {
  constructor(private readonly store: PresenceStore) {}

  @Post(ROUTES.presence.report.path)
  @HttpCode(200)
  async report(@Body() body: PresenceReportDto, @CurrentUser() user?: AuthUser): Promise<PresenceResponse> {
    if (!user) throw new Unauthorized();
    const entries = await this.store.report(itemKey(body), { userId: user.id, email: user.email }, Date.now(), PRESENCE_TTL_MS);
    const others = entries.filter((e) => e.userId !== user.id).sort((a, b) => a.since - b.since);
    return { others: others.map((e) => ({ email: e.email, since: new Date(e.since).toISOString() })) };
  }

  @Post(ROUTES.presence.leave.path)
  @HttpCode(200)
  async leave(@Body() body: PresenceReportDto, @CurrentUser() user?: AuthUser): Promise<boolean> {
    if (user) await this.store.leave(itemKey(body), user.id);
    return true;
  }
}
