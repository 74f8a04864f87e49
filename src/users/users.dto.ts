import { Type } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';

import { AdminUserSaveRequest, AUTH_MESSAGES, EMAIL_PATTERN, USER_MESSAGES } from '../contract/auth';

/** The user body of POST /api/adminusers/add (id null) and /edit, and POST /auth/create-user. */
export class SaveUserDto implements AdminUserSaveRequest {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'The user id is not valid.' })
  id?: number | null;

  // On edit the email is not editable: it may be sent back unchanged or left out.
  // The global pipe reports the top-most failing decorator: "required" before "valid".
  @ValidateIf((o: SaveUserDto) => !o.id || o.email !== undefined)
  @IsNotEmpty({ message: AUTH_MESSAGES.emailRequired })
  @IsString({ message: AUTH_MESSAGES.emailRequired })
  @Matches(EMAIL_PATTERN, { message: AUTH_MESSAGES.emailInvalid })
  @MaxLength(254, { message: AUTH_MESSAGES.emailInvalid })
  email?: string;

  @IsOptional()
  @IsString({ message: 'The password must be text.' })
  @MaxLength(1024, { message: 'The password is too long.' })
  password?: string | null;

  // A new user needs a role; an edit may leave roles out (kept) but may not empty them.
  @ValidateIf((o: SaveUserDto) => !o.id || o.userRoles !== undefined)
  @ArrayNotEmpty({ message: USER_MESSAGES.roleRequired })
  @IsInt({ each: true, message: 'Roles must be a list of role ids.' })
  @IsArray({ message: USER_MESSAGES.roleRequired })
  userRoles?: number[];

  /** Read-only; accepted so a client may send back what it loaded. */
  @IsOptional()
  lastLogin?: string | null;
}
