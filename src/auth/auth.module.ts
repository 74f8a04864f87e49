import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from '../users/entities/admin-user.entity';
import { AdminUserRole } from '../users/entities/admin-user-role.entity';
import { SiteRole } from '../users/entities/site-role.entity';
import { AdminSeeder } from './admin.seeder';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { AuthSession } from './entities/auth-session.entity';
import { LinkToken } from './entities/link-token.entity';
import { LoginAttempt } from './entities/login-attempt.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { LinkTokenService } from './link-token.service';
import { LoginLockoutService } from './login-lockout.service';
import { PasswordService } from './password.service';
import { AuthRateLimitGuard } from './rate-limit.guard';
import { SessionCleanupService } from './session-cleanup.service';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';

/**
 * Authentication: login, sessions and tokens, emailed links, the first administrator, and the
 * global deny-by-default guard (APP_GUARD) that honours @Public() and @Roles().
 */
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser, SiteRole, AdminUserRole, AuthSession, RefreshToken, LinkToken, LoginAttempt])],
  controllers: [AuthController, SessionController],
  providers: [
    PasswordService,
    SessionService,
    LoginLockoutService,
    LinkTokenService,
    AuthService,
    AuthRateLimitGuard,
    AdminSeeder,
    SessionCleanupService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [TypeOrmModule, PasswordService, SessionService, LinkTokenService, AuthService, AuthRateLimitGuard],
})
export class AuthModule {}
