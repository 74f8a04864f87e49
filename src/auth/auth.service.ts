import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { Conflict, DomainError, TooManyRequests, Unauthorized, ValidationFailed } from '../common/errors';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AUTH_MESSAGES, CheckAuthResponse, CheckResetHashResponse, EMAIL_PATTERN, RefreshResponse, TokenPair } from '../contract/auth';
import { ROLE_DESCRIPTIONS } from '../contract/roles';
import { MailService } from '../mail/mail.service';
import { holdRequestContext } from '../observability/request-context';
import { JobLock } from '../shared-state/job-lock';
import { RateLimits } from '../shared-state/rate-limits';
import { AdminUser } from '../users/entities/admin-user.entity';
import { AuthUser } from './current-user';
import { LinkTokenService } from './link-token.service';
import { LoginLockoutService } from './login-lockout.service';
import { PasswordService } from './password.service';
import { RATE_LIMITED } from './rate-limit.guard';
import { ClientMeta, SessionService } from './session.service';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** At most this many reset (or one-time-login) emails per account per hour; more are dropped silently. */
const MAILS_PER_ACCOUNT_PER_HOUR = 3;
/** How long one account's link job may hold its lock: the lookup, the count, the new link and the mail. */
const LINK_JOB_MS = 30_000;

/** The /auth use cases: login, tokens, password reset, one-time login, own account changes. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    private readonly lockout: LoginLockoutService,
    private readonly links: LinkTokenService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: RateLimits,
    private readonly audit: AuditService,
    private readonly jobs: JobLock,
  ) {}

  async login(username: string, password: string, meta: ClientMeta): Promise<TokenPair> {
    const email = normalizeEmail(username);
    // Per account as well as per IP: guesses spread over many addresses or instances are still counted.
    if (!(await this.limits.take('login-account', email))) throw new TooManyRequests(RATE_LIMITED);
    try {
      await this.lockout.assertNotLocked(email);
    } catch (e) {
      await this.recordSecurity('auth.sign-in-failed', null, email, 'Sign-in refused: the account is locked.', meta);
      throw e;
    }
    const user = await this.users.findOneBy({ email });
    // Verify against a dummy hash when there is no account: same work, same timing.
    const ok = await this.passwords.verify(user?.passwordHash ?? null, password);
    if (!ok || !user) {
      // The attempt names the account tried; nobody is signed in, so the actor is anonymous.
      await this.recordSecurity('auth.sign-in-failed', user?.id ?? null, email, user ? 'Wrong password.' : 'No account with this email.', meta);
      try {
        await this.lockout.recordFailure(email);
      } catch (e) {
        if (e instanceof DomainError && e.code === 'locked-out') await this.recordSecurity('auth.lockout', user?.id ?? null, email, e.message, meta);
        throw e;
      }
      throw new Unauthorized(AUTH_MESSAGES.invalidCredentials, 'invalid-credentials');
    }
    await this.lockout.clear(email);
    await this.users.update(user.id, { lastLogin: new Date() });
    const tokens = await this.sessions.start(user, meta);
    await this.audit.recordNow({
      actor: { id: user.id, email: user.email },
      ip: meta.ip ?? null,
      action: 'auth.sign-in',
      section: 'account',
      itemId: user.id,
      itemTitle: user.email,
      summary: 'Signed in with a password.',
    });
    return tokens;
  }

  /** A security event about an account nobody has proved to hold yet (failed sign-ins, lockouts). */
  private recordSecurity(action: 'auth.sign-in-failed' | 'auth.lockout', userId: number | null, email: string, summary: string, meta: ClientMeta): Promise<void> {
    return this.audit.recordNow({ actor: null, ip: meta.ip ?? null, action, section: 'account', itemId: userId, itemTitle: email.slice(0, 254), summary });
  }

  refresh(refreshToken: string): Promise<RefreshResponse> {
    return this.sessions.refresh(refreshToken);
  }

  async checkAuth(user: AuthUser | undefined): Promise<CheckAuthResponse> {
    return user ? { success: true, email: user.email, roles: user.roles } : { success: false };
  }

  async logout(user: AuthUser | undefined, refreshToken?: string): Promise<boolean> {
    if (user) await this.sessions.revoke(user.sessionId);
    if (refreshToken) await this.sessions.revokeByRefreshToken(refreshToken);
    if (user || refreshToken)
      await this.audit.recordNow({
        ...(user ? { actor: { id: user.id, email: user.email } } : {}),
        action: 'auth.sign-out',
        section: 'account',
        itemId: user?.id ?? null,
        itemTitle: user?.email ?? null,
        summary: 'Signed out.',
      });
    return true;
  }

  /**
   * Always answers true at once: the lookup and the email happen after the response, so the
   * answer (status, body, timing) is the same whether or not the address has an account.
   */
  forgotPassword(username: string, domainName: string | undefined): boolean {
    const origin = this.links.linkOrigin(domainName);
    const email = normalizeEmail(username);
    this.perAccount(email, () => this.sendLink(email, 'reset', origin), 'Reset email failed');
    return true;
  }

  oneTimeLogin(username: string, domainName: string | undefined): boolean {
    const origin = this.links.linkOrigin(domainName);
    const email = normalizeEmail(username);
    this.perAccount(email, () => this.sendLink(email, 'login', origin), 'Sign-in email failed');
    return true;
  }

  /**
   * One link job at a time per account, on every instance (the job lock), so the per-account mail limit's
   * count-then-insert cannot race.
   */
  private perAccount(email: string, job: () => Promise<unknown>, failure: string): void {
    // Runs after the response: its log lines still carry the request's id.
    const release = holdRequestContext();
    void this.jobs
      .runInTurn(`account-link:${email}`, LINK_JOB_MS, job)
      .catch((e: unknown) => this.logger.error(`${failure}: ${(e as Error).message}`))
      .finally(release);
  }

  async checkResetHash(hash: string): Promise<CheckResetHashResponse> {
    const link = await this.links.peek(hash, ['reset', 'welcome']);
    if (!link) throw new ValidationFailed(AUTH_MESSAGES.invalidLink, undefined, 'invalid-link');
    return { hash };
  }

  async setPassword(hash: string, password: string): Promise<void> {
    const link = await this.links.peek(hash, ['reset', 'welcome']);
    if (!link) throw new ValidationFailed(AUTH_MESSAGES.invalidLink, undefined, 'invalid-link');
    const user = await this.users.findOneBy({ id: link.userId });
    if (!user) throw new ValidationFailed(AUTH_MESSAGES.invalidLink, undefined, 'invalid-link');
    // Check the policy before spending the link, so a refused password can be retried.
    const passwordHash = await this.passwords.hashNew(password, 'PasswordHash', user.email);
    if (!(await this.links.consume(hash, ['reset', 'welcome']))) throw new ValidationFailed(AUTH_MESSAGES.invalidLink, undefined, 'invalid-link');
    await this.changePassword(user, passwordHash, {
      actor: { id: user.id, email: user.email },
      action: 'auth.password-reset',
      summary: `Password set with an emailed ${link.purpose === 'welcome' ? 'welcome' : 'reset'} link; every session signed out.`,
    });
    await this.links.spendAll(user.id, ['reset', 'welcome']);
    await this.lockout.clear(user.email);
  }

  async updatePassword(current: AuthUser, currentPassword: string, newPassword: string, meta: ClientMeta): Promise<TokenPair> {
    const user = await this.requireUser(current);
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw new ValidationFailed('The current password is incorrect.', { CurrentPassword: 'The current password is incorrect.' }, 'wrong-password');
    }
    const passwordHash = await this.passwords.hashNew(newPassword, 'NewPassword', user.email);
    await this.changePassword(user, passwordHash, {
      actor: { id: user.id, email: user.email },
      action: 'auth.password-change',
      summary: 'Password changed; every session signed out.',
    });
    // Every session ends, this one included; the caller continues on a fresh one.
    return this.sessions.start({ ...user, passwordHash }, meta);
  }

  async updateUserData(current: AuthUser, emailInput: string, currentPassword: string): Promise<{ email: string }> {
    const user = await this.requireUser(current);
    if (!(await this.passwords.verify(user.passwordHash, currentPassword))) {
      throw new ValidationFailed('The current password is incorrect.', { CurrentPassword: 'The current password is incorrect.' }, 'wrong-password');
    }
    const email = normalizeEmail(emailInput);
    if (!EMAIL_PATTERN.test(email)) throw new ValidationFailed(AUTH_MESSAGES.emailInvalid, { Email: AUTH_MESSAGES.emailInvalid });
    if (email !== user.email) {
      if (await this.users.existsBy({ email })) throw new Conflict('A user with this email already exists.', 'email-taken');
      await this.users.manager.transaction(async (m) => {
        await m.update(AdminUser, user.id, { email, updatedAt: new Date() });
        await this.audit.record(m, {
          actor: { id: user.id, email: user.email },
          action: 'user.update',
          section: 'users',
          itemId: user.id,
          itemTitle: email,
          summary: `Own email changed from ${user.email} to ${email}.`,
        });
      });
    }
    return { email };
  }

  async emailAuth(code: string, meta: ClientMeta): Promise<TokenPair> {
    const link = await this.links.consume(code, ['login']);
    const user = link ? await this.users.findOneBy({ id: link.userId }) : null;
    if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidLink);
    await this.users.update(user.id, { lastLogin: new Date() });
    const tokens = await this.sessions.start(user, meta);
    await this.audit.recordNow({
      actor: { id: user.id, email: user.email },
      ip: meta.ip ?? null,
      action: 'auth.sign-in',
      section: 'account',
      itemId: user.id,
      itemTitle: user.email,
      summary: 'Signed in with an emailed one-time link.',
    });
    return tokens;
  }

  /** Emails a new user the link to choose their own password (on the first configured site origin), naming their role. */
  async sendWelcome(user: AdminUser, roleNames: string): Promise<void> {
    const origin = this.links.linkOrigin();
    const code = await this.links.issue(user.id, 'welcome');
    const link = `${origin}/account/reset-password/${code}`;
    await this.mail.send({
      to: user.email,
      subject: `Your ${this.config.companyName} site administration account`,
      text: `A site administration account was created for ${user.email}.\n\nYour role: ${roleNames}. ${roleNames
        .split(', ')
        .map((r) => ROLE_DESCRIPTIONS[r] ?? '')
        .join(' ')}\n\nChoose your password here (the link works once and expires in 72 hours):\n${link}\n\nThen sign in at ${origin}/account/login.\n`,
    });
  }

  private async sendLink(email: string, purpose: 'reset' | 'login', origin: string): Promise<void> {
    const user = await this.users.findOneBy({ email });
    if (!user) return;
    if ((await this.links.countSince(user.id, purpose, new Date(Date.now() - 3600_000))) >= MAILS_PER_ACCOUNT_PER_HOUR) {
      this.logger.warn(`Per-account email limit reached for user ${user.id} (${purpose}); not sending.`);
      return;
    }
    const code = await this.links.issue(user.id, purpose);
    const company = this.config.companyName;
    if (purpose === 'reset') {
      const link = `${origin}/account/reset-password/${code}`;
      await this.mail.send({
        to: user.email,
        subject: `Reset your ${company} site administration password`,
        text: `Someone asked to reset the password of ${user.email}.\n\nTo choose a new password, open this link (it works once and expires in 1 hour):\n${link}\n\nIf this was not you, ignore this email; your password stays as it is.\n`,
      });
    } else {
      const link = `${origin}/account/email-auth/${code}`;
      await this.mail.send({
        to: user.email,
        subject: `Your ${company} sign-in link`,
        text: `Open this link to sign in to the site administration (it works once and expires in 15 minutes):\n${link}\n\nIf this was not you, ignore this email.\n`,
      });
    }
  }

  private async changePassword(
    user: AdminUser,
    passwordHash: string,
    entry: { actor: { id: number; email: string }; action: 'auth.password-reset' | 'auth.password-change'; summary: string },
  ): Promise<void> {
    const now = new Date();
    await this.users.manager.transaction(async (m) => {
      await m.update(AdminUser, user.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
      await this.audit.record(m, { ...entry, section: 'account', itemId: user.id, itemTitle: user.email });
    });
    await this.sessions.revokeAllForUser(user.id);
  }

  private async requireUser(current: AuthUser): Promise<AdminUser> {
    const user = await this.users.findOneBy({ id: current.id });
    if (!user) throw new Unauthorized();
    return user;
  }
}
