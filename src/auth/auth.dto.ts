import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

import {
  AUTH_MESSAGES,
  CheckResetHashRequest,
  EmailAuthRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  OneTimeLoginRequest,
  RefreshRequest,
  SetPasswordRequest,
  UpdatePasswordRequest,
  UpdateUserDataRequest,
} from '../contract/auth';

/** Long enough for any allowed password; stops megabyte bodies reaching argon2. */
const MAX_SECRET = 1024;

export class LoginDto implements LoginRequest {
  @IsNotEmpty({ message: AUTH_MESSAGES.usernameRequired })
  @IsString({ message: AUTH_MESSAGES.usernameRequired })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidCredentials })
  Username!: string;

  @IsNotEmpty({ message: AUTH_MESSAGES.passwordRequired })
  @IsString({ message: AUTH_MESSAGES.passwordRequired })
  @MaxLength(MAX_SECRET, { message: AUTH_MESSAGES.invalidCredentials })
  Password!: string;
}

export class RefreshTokenDto implements RefreshRequest {
  @IsNotEmpty({ message: 'A refresh token is required.' })
  @IsString({ message: 'A refresh token is required.' })
  @MaxLength(200)
  refreshToken!: string;
}

export class LogoutDto implements LogoutRequest {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refreshToken?: string;
}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @IsNotEmpty({ message: AUTH_MESSAGES.emailRequired })
  @IsString({ message: AUTH_MESSAGES.emailRequired })
  @MaxLength(254, { message: AUTH_MESSAGES.emailInvalid })
  Username!: string;

  @IsOptional()
  @IsString()
  @MaxLength(300)
  DomainName?: string;
}

export class CheckResetHashDto implements CheckResetHashRequest {
  @IsNotEmpty({ message: AUTH_MESSAGES.invalidLink })
  @IsString({ message: AUTH_MESSAGES.invalidLink })
  @MaxLength(200, { message: AUTH_MESSAGES.invalidLink })
  PasswordResetHash!: string;
}

export class SetPasswordDto extends CheckResetHashDto implements SetPasswordRequest {
  @IsNotEmpty({ message: 'Please enter a new password.' })
  @IsString({ message: 'Please enter a new password.' })
  @MaxLength(MAX_SECRET, { message: 'The password is too long.' })
  PasswordHash!: string;
}

export class UpdatePasswordDto implements UpdatePasswordRequest {
  @IsNotEmpty({ message: 'Please enter your current password.' })
  @IsString({ message: 'Please enter your current password.' })
  @MaxLength(MAX_SECRET)
  CurrentPassword!: string;

  @IsNotEmpty({ message: 'Please enter a new password.' })
  @IsString({ message: 'Please enter a new password.' })
  @MaxLength(MAX_SECRET, { message: 'The password is too long.' })
  NewPassword!: string;
}

export class UpdateUserDataDto implements UpdateUserDataRequest {
  @IsNotEmpty({ message: AUTH_MESSAGES.emailRequired })
  @IsString({ message: AUTH_MESSAGES.emailRequired })
  @MaxLength(254, { message: AUTH_MESSAGES.emailInvalid })
  Email!: string;

  @IsNotEmpty({ message: 'Please enter your current password.' })
  @IsString({ message: 'Please enter your current password.' })
  @MaxLength(MAX_SECRET)
  CurrentPassword!: string;
}

export class OneTimeLoginDto extends ForgotPasswordDto implements OneTimeLoginRequest {}

export class EmailAuthDto implements EmailAuthRequest {
  @IsNotEmpty({ message: AUTH_MESSAGES.invalidLink })
  @IsString({ message: AUTH_MESSAGES.invalidLink })
  @MaxLength(200, { message: AUTH_MESSAGES.invalidLink })
  Code!: string;
}
