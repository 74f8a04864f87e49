import { IsNull } from 'typeorm';

import { AuditService, SYSTEM_ACTOR } from '../../audit/audit.service';
import { normalizeEmail } from '../../auth/auth.service';
import { AuthSession } from '../../auth/entities/auth-session.entity';
import { LoginAttempt } from '../../auth/entities/login-attempt.entity';
import { PasswordService } from '../../auth/password.service';
import { passwordProblem } from '../../auth/password-policy';
import { AppConfig } from '../../config/app-config';
import { EMAIL_PATTERN } from '../../contract/auth';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR } from '../../contract/roles';
import { SiteClock } from '../../settings/site-clock';
import { InProcessSiteVersion } from '../../shared-state/site-version';
import { AdminUser } from '../../users/entities/admin-user.entity';
import { AdminUserRole } from '../../users/entities/admin-user-role.entity';
import { SiteRole } from '../../users/entities/site-role.entity';
import { CliError, CliIo, withDataSource } from '../cli-context';
import { migrationState } from './migrate';

export interface CreateAdminOptions {
  email: string;
  password?: string;
}

/**
 * `create-admin`: creates an Administrator, or resets the password of an existing account (and
 * gives it the Administrator role, signs out its sessions and clears its failed sign-ins). Same
 * hashing and password policy as the site; without --password one is generated and printed once.
 */
export async function createAdminCommand(config: AppConfig, io: CliIo, opts: CreateAdminOptions): Promise<number> {
  const email = normalizeEmail(opts.email);
  if (!EMAIL_PATTERN.test(email)) throw new CliError(`"${opts.email}" is not an email address.`);
  const passwords = new PasswordService();
  const generated = opts.password === undefined;
  const password = opts.password ?? passwords.randomPassword();
  const problem = passwordProblem(password, email);
  if (problem) throw new CliError(problem);

  return withDataSource(config, async (ds) => {
    const { pending } = await migrationState(ds);
    if (pending.length) throw new CliError(`The database has ${pending.length} pending migration(s): run \`migrate\` first.`);
    const passwordHash = await passwords.hash(password);
    const now = new Date();
    const result = await ds.transaction(async (m) => {
      // The roles the admin seeder creates, for a database that was migrated but never started.
      if ((await m.count(SiteRole)) === 0) await m.insert(SiteRole, [{ name: ROLE_ADMINISTRATOR }, { name: ROLE_EDITOR }]);
      let admin = await m.findOneBy(SiteRole, { name: ROLE_ADMINISTRATOR });
      if (!admin) admin = await m.save(m.create(SiteRole, { name: ROLE_ADMINISTRATOR }));
      const existing = await m.findOneBy(AdminUser, { email });
      let user: AdminUser;
      if (existing) {
        await m.update(AdminUser, existing.id, { passwordHash, passwordChangedAt: now, updatedAt: now });
        // As a password change in the app: every session of the account ends.
        await m.update(AuthSession, { userId: existing.id, revokedAt: IsNull() }, { revokedAt: now });
        await m.delete(LoginAttempt, { email });
        user = existing;
      } else {
        user = await m.save(m.create(AdminUser, { email, passwordHash, lastLogin: null, passwordChangedAt: now, createdAt: now, updatedAt: now }));
      }
      const hadRole = await m.existsBy(AdminUserRole, { userId: user.id, siteRoleId: admin.id });
      if (!hadRole) await m.insert(AdminUserRole, { userId: user.id, siteRoleId: admin.id });
      // The audit trail: an account made or reset from the command line, by "system".
      await new AuditService(ds, new SiteClock(ds, new InProcessSiteVersion())).record(m, {
        actor: SYSTEM_ACTOR,
        ip: null,
        action: existing ? 'auth.password-reset' : 'user.create',
        section: existing ? 'account' : 'users',
        itemId: user.id,
        itemTitle: email,
        summary: existing
          ? `Password reset with \`create-admin\` on the command line${hadRole ? '' : '; Administrator role given'}; every session signed out.`
          : 'Created as an Administrator with `create-admin` on the command line.',
      });
      return { created: !existing, roleAdded: !!existing && !hadRole };
    });
    if (result.created) io.out(`Created the administrator ${email}.`);
    else io.out(`Reset the password of ${email}${result.roleAdded ? ' and gave it the Administrator role' : ''}; its sessions are signed out.`);
    if (generated) io.out(`Password: ${password}\nThis password is shown only once. Sign in at /account/login and change it.`);
    return 0;
  });
}
