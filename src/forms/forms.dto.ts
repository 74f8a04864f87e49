import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { CONTACT_MESSAGES, FORM_TYPE_CONTACT, FORM_TYPE_REP, FORMS_COLUMNS } from '../contract/forms';

/** POST /api/forms/add. The spec's field rules (required name, email format, region, role) are checked in the service, in order. */
export class AddFormDto {
  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.nameRequired })
  @MaxLength(200, { message: 'Name is too long (200 characters at most).' })
  name?: string;

  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.emailRequired })
  @MaxLength(254, { message: CONTACT_MESSAGES.emailInvalid })
  email?: string;

  @IsOptional()
  @IsString({ message: 'Phone must be text.' })
  @MaxLength(40, { message: 'Phone is too long (40 characters at most).' })
  phone?: string | null;

  /** JSON text (an object is accepted too); parsed and checked by the service. */
  @Allow()
  data?: unknown;

  @IsOptional()
  @IsString({ message: 'reCaptchaToken must be text.' })
  @MaxLength(4000, { message: 'reCaptchaToken is too long.' })
  reCaptchaToken?: string | null;

  @IsOptional()
  @Type(() => Number)
  @IsIn([FORM_TYPE_CONTACT, FORM_TYPE_REP], { message: 'Type must be 0 (Contact) or 1 (Rep).' })
  type?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;

  @IsOptional()
  @IsNumber({}, { message: 'elapsedMs must be a number.' })
  elapsedMs?: number;
}

/** Filters shared by the admin list and the CSV export. */
export class FormsFilterDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Order must be an order code from 0 to 7.' })
  @Min(0, { message: 'Order must be an order code from 0 to 7.' })
  @Max(FORMS_COLUMNS.length * 2 - 1, { message: 'Order must be an order code from 0 to 7.' })
  order?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn([-1, 0, 1, 2, 3], { message: 'Status must be -1, 0, 1, 2 or 3.' })
  status?: number;

  @IsOptional()
  @Type(() => Number)
  @IsIn([FORM_TYPE_CONTACT, FORM_TYPE_REP], { message: 'Type must be 0 (Contact) or 1 (Rep).' })
  type?: number;

  @IsOptional()
  @IsString()
  @MaxLength(60)
  region?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** POST /api/admin/forms/filter */
export class FormsFilterPageDto extends FormsFilterDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Start must be a whole number.' })
  @Min(0, { message: 'Start must be 0 or more.' })
  start?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Length must be a whole number.' })
  @Min(1, { message: 'Length must be between 1 and 100.' })
  @Max(100, { message: 'Length must be between 1 and 100.' })
  length?: number;

  /** The client's reload counter: accepted in any form and not used. */
  @Allow()
  updated?: unknown;
}
