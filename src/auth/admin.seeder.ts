import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, AppConfig, ConfigError } from '../config/app-config';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '../contract/auth';
import { ROLE_ADMINISTRATOR, ROLE_EDITOR } from '../contract/roles';
import { Seeder, SeederProvider } from '../seed/seeder';
import { AdminUser } from '../users/entities/admin-user.entity';
import { AdminUserRole } from '../users/entities/admin-user-role.entity';
import { SiteRole } from '../users/entities/site-role.entity';
import { normalizeEmail } from './auth.service';
import { PasswordService } from './password.service';

/**
 * Seeds the site roles and the first administrator (ADMIN_EMAIL / ADMIN_PASSWORD). With no
 * ADMIN_PASSWORD a random one is generated and printed once to the log.
 */
@Injectable()
@Seeder({ order: 10, demo: false })
export class AdminSeeder implements SeederProvider {
  private readonly logger = new Logger('Seed');
  constructor(
    @InjectRepository(SiteRole) private readonly roles: Repository<SiteRole>,
    @InjectRepository(AdminUser) private readonly users: Repository<AdminUser>,
    @InjectRepository(AdminUserRole) private readonly userRoles: Repository<AdminUserRole>,
    private readonly passwords: PasswordService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async seed(): Promise<void> {
    if ((await this.roles.count()) === 0) {
      await this.roles.insert([{ name: ROLE_ADMINISTRATOR }, { name: ROLE_EDITOR }]);
    }
    if ((await this.users.count()) > 0) return;
    const email = normalizeEmail(this.config.admin.email ?? 'admin@example.com');
    if (!EMAIL_PATTERN.test(email)) throw new ConfigError(`ADMIN_EMAIL must be an email address (got "${email}")`);
    let password = this.config.admin.password;
    const generated = !password;
    if (password && password.length < PASSWORD_MIN_LENGTH) throw new ConfigError(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_LENGTH} characters long`);
    password ??= this.passwords.randomPassword();
    const now = new Date();
    const passwordHash = await this.passwords.hash(password);
    const admin = await this.roles.findOneByOrFail({ name: ROLE_ADMINISTRATOR });
    await this.users.manager.transaction(async (m) => {
      const user = await m.save(m.create(AdminUser, { email, passwordHash, lastLogin: null, passwordChangedAt: now, createdAt: now, updatedAt: now }));
      await m.insert(AdminUserRole, { userId: user.id, siteRoleId: admin.id });
      await this.audit.record(m, { action: 'user.create', section: 'users', itemId: user.id, itemTitle: email, summary: 'First administrator created at start-up (ADMIN_EMAIL).' });
    });
    if (generated) {
      const bar = '='.repeat(72);
      this.logger.warn(
        `\n${bar}\n  FIRST ADMINISTRATOR CREATED\n  Email:    ${email}\n  Password: ${password}\n  This password is shown only once. Sign in at /account/login and change it.\n${bar}`,
      );
    } else {
      this.logger.log(`First administrator created: ${email} (password from ADMIN_PASSWORD)`);
    }
  }
}
