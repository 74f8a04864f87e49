import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AdminUser } from '../users/entities/admin-user.entity';
import { AdminUserRole } from '../users/entities/admin-user-role.entity';
import { SiteRole } from '../users/entities/site-role.entity';
import { accessTokenJwtOptions } from './access-token';
import { AccessTokenService } from './access-token.service';
import { AdminSeeder } from './admin.seeder';
import { AuthController } from './auth.controller';
import { JwtAuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { AuthSession } from './entities/auth-session.entity';
import { LinkToken } from './entities/link-token.entity';
import { LoginAttempt } from './entities/login-attempt.entity';
import { RefreshToken } from './entities/refresh-token.entity';
import { JwtStrategy } from './jwt.strategy';
import { LinkTokenService } from './link-token.service';
import { LoginLockoutService } from './login-lockout.service';
import { PasswordService } from './password.service';
import { AuthRateLimitGuard } from './rate-limit.guard';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';
import { SessionCleanupService } from './session-cleanup.service';

/**
 * Authentication: login, sessions and tokens, emailed links, the first administrator, and the
 * global deny-by-default guard (APP_GUARD, passport's AuthGuard with the JWT strategy) that honours
 * @Public() and @Roles(). Access tokens are signed by JwtService; refresh tokens are opaque hashes.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUser, SiteRole, AdminUserRole, AuthSession, RefreshToken, LinkToken, LoginAttempt]),
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => accessTokenJwtOptions(config) }),
  ],
  controllers: [AuthController, SessionController],
  providers: [
    PasswordService,
    AccessTokenService,
    SessionService,
    JwtStrategy,
    LoginLockoutService,
    LinkTokenService,
    AuthService,
    AuthRateLimitGuard,
    AdminSeeder,
    SessionCleanupService,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [TypeOrmModule, PasswordService, SessionService, LinkTokenService, AuthService, AuthRateLimitGuard],
})
export class AuthModule {}
