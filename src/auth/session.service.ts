import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { Unauthorized } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RefreshResponse, TokenPair } from '../contract/auth';
import { AdminUser } from '../users/entities/admin-user.entity';
import { AdminUserRole } from '../users/entities/admin-user-role.entity';
import { SiteRole } from '../users/entities/site-role.entity';
import { AccessClaims } from './access-token';
import { AccessTokenService } from './access-token.service';
import { AuthUser } from './current-user';
import { AuthSession } from './entities/auth-session.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { randomToken, sha256 } from './tokens';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
/**
 * The timeout prompt appears just under the idle limit (spec 9: 14,399,998 ms of 4 h); the user
 * gets this long to answer Yes before the server ends the idle session.
 */
export const PROMPT_ANSWER_GRACE_MS = 5 * 60_000;
/** How often a busy session's idle clock is written (not on every request). */
const TOUCH_EVERY_MS = 60_000;

export interface ClientMeta {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Sessions: one row per sign-in with idle and absolute limits; refresh tokens rotate on every
 * use and a spent one presented again revokes the whole session (token theft).
 */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(AuthSession) private readonly sessions: Repository<AuthSession>,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @InjectRepository(AdminUserRole) private readonly userRoles: Repository<AdminUserRole>,
    @InjectRepository(SiteRole) private readonly roles: Repository<SiteRole>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accessTokens: AccessTokenService,
    private readonly audit: AuditService,
  ) {}

  async start(user: AdminUser, meta: ClientMeta = {}): Promise<TokenPair> {
    const now = new Date();
    const session = await this.sessions.save(
      this.sessions.create({
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.config.jwt.absoluteTimeoutSeconds * 1000),
        revokedAt: null,
        ip: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 255) ?? null,
      }),
    );
    const refreshToken = await this.issueRefreshToken(session.id, now);
    return { token: this.accessTokens.sign(user.id, session.id), refreshToken, email: user.email };
  }

  async refresh(presented: string): Promise<RefreshResponse> {
    const row = await this.refreshTokens.findOneBy({ tokenHash: sha256(presented) });
    if (!row) throw new Unauthorized(SESSION_EXPIRED, 'session-expired');
    const session = await this.sessions.findOneBy({ id: row.sessionId });
    const now = new Date();
    if (!session || !this.isLive(session, now)) throw new Unauthorized(SESSION_EXPIRED, 'session-expired');
    // Spend the token only if nobody spent it first; a spent token coming back means it was copied.
    const spent = row.usedAt
      ? 0
      : ((await this.refreshTokens.createQueryBuilder().update().set({ usedAt: now }).where('id = :id AND used_at IS NULL', { id: row.id }).execute()).affected ?? 0);
    if (!spent) {
      await this.revoke(session.id);
      const owner = await this.users.findOneBy({ id: session.userId });
      await this.audit.recordNow({
        // Whoever presented it proved nothing (it may be the thief): anonymous, naming the account as the item.
        actor: null,
        action: 'auth.refresh-token-reuse',
        section: 'account',
        itemId: session.userId,
        itemTitle: owner?.email ?? null,
        summary: `A spent refresh token was presented again; session ${session.id} was revoked.`,
      });
      throw new Unauthorized(SESSION_EXPIRED, 'session-expired');
    }
    // A refresh is not activity (the client refreshes for background requests too): the request it lets through is.
    const refreshToken = await this.issueRefreshToken(session.id, now);
    return { token: this.accessTokens.sign(session.userId, session.id), refreshToken };
  }

  /** The signed-in user of a verified access token's claims, or an Unauthorized error when its session is over. */
  async authenticate(claims: AccessClaims, activity = true): Promise<AuthUser> {
    const session = await this.sessions.findOneBy({ id: claims.sid });
    const now = new Date();
    if (!session || session.userId !== claims.sub || !this.isLive(session, now)) throw new Unauthorized(SESSION_EXPIRED, 'session-expired');
    const user = await this.users.findOneBy({ id: session.userId });
    if (!user) throw new Unauthorized();
    if (activity && now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await this.sessions.update(session.id, { lastSeenAt: now });
    return { id: user.id, email: user.email, roles: await this.roleNames(user.id), sessionId: session.id };
  }

  /** Restarts the idle clock (keepalive). */
  async touch(sessionId: number): Promise<{ idleExpiresAt: string }> {
    const now = new Date();
    await this.sessions.update(sessionId, { lastSeenAt: now });
    return { idleExpiresAt: new Date(now.getTime() + this.config.jwt.idleTimeoutSeconds * 1000).toISOString() };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.sessions.createQueryBuilder().update().set({ revokedAt: new Date() }).where('id = :id AND revoked_at IS NULL', { id: sessionId }).execute();
  }

  async revokeByRefreshToken(presented: string): Promise<void> {
    const row = await this.refreshTokens.findOneBy({ tokenHash: sha256(presented) });
    if (row) await this.revoke(row.sessionId);
  }

  /** After a password change or reset: every session of the user ends. */
  async revokeAllForUser(userId: number): Promise<void> {
    await this.sessions.createQueryBuilder().update().set({ revokedAt: new Date() }).where('user_id = :userId AND revoked_at IS NULL', { userId }).execute();
  }

  /** Removes sessions that can never be used again (called by the hourly cleanup). */
  async purgeDead(now = new Date()): Promise<void> {
    const idleCutoff = new Date(now.getTime() - this.config.jwt.idleTimeoutSeconds * 1000 - PROMPT_ANSWER_GRACE_MS);
    const dead = await this.sessions
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.expires_at < :now OR s.last_seen_at < :idleCutoff OR s.revoked_at < :now', { now, idleCutoff })
      .getRawMany<{ id: number }>();
    if (dead.length) await this.sessions.delete({ id: In(dead.map((d) => d.id)) });
  }

  async roleNames(userId: number): Promise<string[]> {
    const links = await this.userRoles.findBy({ userId });
    if (!links.length) return [];
    return (await this.roles.findBy({ id: In(links.map((l) => l.siteRoleId)) })).map((r) => r.name);
  }

  private isLive(session: AuthSession, now: Date): boolean {
    if (session.revokedAt) return false;
    if (session.expiresAt.getTime() <= now.getTime()) return false;
    return now.getTime() - session.lastSeenAt.getTime() < this.config.jwt.idleTimeoutSeconds * 1000 + PROMPT_ANSWER_GRACE_MS;
  }

  private async issueRefreshToken(sessionId: number, now: Date): Promise<string> {
    const token = randomToken();
    await this.refreshTokens.insert({ sessionId, tokenHash: sha256(token), createdAt: now, usedAt: null });
    return token;
  }
}
