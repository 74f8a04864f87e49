import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { Public } from '../common/decorators';
import { Reply } from '../common/reply';
import { ROUTES } from '../contract/routes';
import {
  CheckResetHashDto,
  EmailAuthDto,
  ForgotPasswordDto,
  LoginDto,
  LogoutDto,
  OneTimeLoginDto,
  RefreshTokenDto,
  SetPasswordDto,
  UpdatePasswordDto,
  UpdateUserDataDto,
} from './auth.dto';
import { AuthService } from './auth.service';
import { AuthUser, CurrentUser } from './current-user';
import { AuthRateLimitGuard, MailRateLimit } from './rate-limit.guard';
import { clientMeta } from './request-meta';

/** The /auth calls of spec section 7 (create-user lives with the users module). */
@Controller()
@UseGuards(AuthRateLimitGuard)
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post(ROUTES.auth.login.path)
  @HttpCode(200)
  login(@Body() body: LoginDto, @Req() req: FastifyRequest) {
    return this.auth.login(body.Username, body.Password, clientMeta(req));
  }

  @Public()
  @Post(ROUTES.auth.refreshToken.path)
  @HttpCode(200)
  refresh(@Body() body: RefreshTokenDto) {
    return this.auth.refresh(body.refreshToken);
  }

  @Public()
  @Get(ROUTES.auth.checkAuth.path)
  checkAuth(@CurrentUser() user: AuthUser | undefined) {
    return this.auth.checkAuth(user);
  }

  @Public()
  @Post(ROUTES.auth.logout.path)
  @HttpCode(200)
  logout(@CurrentUser() user: AuthUser | undefined, @Body() body: LogoutDto) {
    return this.auth.logout(user, body.refreshToken);
  }

  @Public()
  @MailRateLimit()
  @Post(ROUTES.auth.forgotPassword.path)
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordDto) {
    return this.auth.forgotPassword(body.Username, body.DomainName);
  }

  @Public()
  @Post(ROUTES.auth.checkResetHash.path)
  @HttpCode(200)
  checkResetHash(@Body() body: CheckResetHashDto) {
    return this.auth.checkResetHash(body.PasswordResetHash);
  }

  @Public()
  @Post(ROUTES.auth.setPassword.path)
  @HttpCode(200)
  async setPassword(@Body() body: SetPasswordDto) {
    await this.auth.setPassword(body.PasswordResetHash, body.PasswordHash);
    return Reply.ok(true, 'Your password has been set. Please log in with your new password.');
  }

  /** The spec lists POST /auth/reset-password without a body: the same call as set-password. */
  @Public()
  @Post(ROUTES.auth.resetPassword.path)
  @HttpCode(200)
  resetPassword(@Body() body: SetPasswordDto) {
    return this.setPassword(body);
  }

  @Post(ROUTES.auth.updatePassword.path)
  @HttpCode(200)
  async updatePassword(@CurrentUser() user: AuthUser, @Body() body: UpdatePasswordDto, @Req() req: FastifyRequest) {
    return Reply.ok(await this.auth.updatePassword(user, body.CurrentPassword, body.NewPassword, clientMeta(req)), 'Your password has been changed.');
  }

  @Post(ROUTES.auth.updateUserData.path)
  @HttpCode(200)
  async updateUserData(@CurrentUser() user: AuthUser, @Body() body: UpdateUserDataDto) {
    return Reply.ok(await this.auth.updateUserData(user, body.Email, body.CurrentPassword), 'Your account has been updated.');
  }

  @Public()
  @MailRateLimit()
  @Post(ROUTES.auth.oneTimeLogin.path)
  @HttpCode(200)
  oneTimeLogin(@Body() body: OneTimeLoginDto) {
    return this.auth.oneTimeLogin(body.Username, body.DomainName);
  }

  @Public()
  @Post(ROUTES.auth.emailAuth.path)
  @HttpCode(200)
  emailAuth(@Body() body: EmailAuthDto, @Req() req: FastifyRequest) {
    return this.auth.emailAuth(body.Code, clientMeta(req));
  }
}
