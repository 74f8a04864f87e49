import { Transform, Type } from 'class-transformer';
import { Allow, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';

import {
  CASE_MESSAGES,
  CASE_NOTE_MAX,
  CASE_REGIONS,
  CASE_SETTABLE_STATUSES,
  CASE_SETTINGS_MESSAGES,
  CASE_STATUSES,
  CaseHoldRequest,
  CaseNoteRequest,
  CaseOwnerRequest,
  CaseRegion,
  CaseResponseSettings,
  CaseSettingsRequest,
  CaseStatus,
  CaseStatusRequest,
  RESPONSE_DAYS_MAX,
  ResponseReportQuery,
  ResponseTargetSetting,
  RETENTION_ACTIONS,
  RETENTION_MONTHS_MAX,
  RetentionAction,
  RetentionSetting,
} from '../contract/cases';
import {
  AccessibilityReportRequest,
  AddFormRequest,
  CONTACT_MESSAGES,
  ContactFormData,
  FORM_TYPE_ACCESSIBILITY,
  FORM_TYPE_CONTACT,
  FORM_TYPE_REP,
  FORMS_COLUMNS,
  FormsFilter,
  FormsFilterRequest,
} from '../contract/forms';
import type { Locale } from '../contract/i18n/locale';
import { LocaleField, localized } from '../i18n/validation-messages';

/** A boolean filter sent as JSON true/false, or as 'true'/'false' text. */
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** POST /api/forms/add: the contact and rep-request form. The spec's field rules (required name, email format, region, role) are checked in the service, in order, in the request's language. */
export class AddFormDto implements Partial<AddFormRequest> {
  @IsOptional()
  @IsString({ message: localized((m) => m.contact.nameRequired) })
  @MaxLength(200, { message: localized((m) => m.contact.nameTooLong) })
  name?: string;

  @IsOptional()
  @IsString({ message: localized((m) => m.contact.emailRequired) })
  @MaxLength(254, { message: localized((m) => m.contact.emailInvalid) })
  email?: string;

  @IsOptional()
  @IsString({ message: 'Phone must be text.' })
  @MaxLength(40, { message: localized((m) => m.contact.phoneTooLong) })
  phone?: string | null;

  /** JSON text (an object is accepted too); parsed and checked by the service. */
  @Allow()
  data?: string | ContactFormData;

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

  @LocaleField()
  locale?: Locale;
}

/** Filters shared by the admin list and the CSV export. */
export class FormsFilterDto implements FormsFilter {
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
  @IsIn([FORM_TYPE_CONTACT, FORM_TYPE_REP, FORM_TYPE_ACCESSIBILITY], { message: 'Type must be 0 (Contact), 1 (Rep) or 2 (Accessibility).' })
  type?: number;

  @IsOptional()
  @IsString()
  @MaxLength(60)
  region?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @IsIn(CASE_STATUSES, { message: 'Case status must be new, open, waiting or closed.' })
  caseStatus?: CaseStatus;

  @IsOptional()
  @IsString()
  @MaxLength(254)
  owner?: string;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'Mine must be true or false.' })
  mine?: boolean;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'Unread must be true or false.' })
  unread?: boolean;

  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'Overdue must be true or false.' })
  overdue?: boolean;
}

/** POST /api/admin/forms/filter */
export class FormsFilterPageDto extends FormsFilterDto implements Partial<FormsFilterRequest> {
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

  /** The client's reload counter: accepted in any form (not checked) and not used. */
  @Allow()
  updated?: number;
}

export class CaseStatusDto implements CaseStatusRequest {
  @IsIn(CASE_SETTABLE_STATUSES, { message: CASE_MESSAGES.statusInvalid })
  status!: CaseStatus;
}

export class CaseOwnerDto implements CaseOwnerRequest {
  @IsString({ message: CASE_MESSAGES.ownerUnknown })
  @MaxLength(254, { message: CASE_MESSAGES.ownerUnknown })
  ownerEmail!: string;
}

export class CaseNoteDto implements CaseNoteRequest {
  @IsString({ message: CASE_MESSAGES.noteRequired })
  @MaxLength(CASE_NOTE_MAX, { message: CASE_MESSAGES.noteTooLong })
  text!: string;
}

export class CaseHoldDto implements CaseHoldRequest {
  @IsBoolean({ message: 'Hold must be true or false.' })
  hold!: boolean;

  @IsOptional()
  @IsString()
  @MaxLength(500, { message: CASE_MESSAGES.holdReasonTooLong })
  reason?: string;
}

export class ResponseTargetDto implements ResponseTargetSetting {
  @IsIn([FORM_TYPE_CONTACT, FORM_TYPE_REP, FORM_TYPE_ACCESSIBILITY], { message: 'Type must be 0 (Contact), 1 (Rep) or 2 (Accessibility).' })
  type!: number;

  @IsIn(CASE_REGIONS, { message: 'Region must be us, ca or international.' })
  region!: CaseRegion;

  @IsInt({ message: CASE_SETTINGS_MESSAGES.daysInvalid })
  @Min(1, { message: CASE_SETTINGS_MESSAGES.daysInvalid })
  @Max(RESPONSE_DAYS_MAX, { message: CASE_SETTINGS_MESSAGES.daysInvalid })
  businessDays!: number;
}

export class RegionTimeZonesDto implements Record<CaseRegion, string> {
  @IsString({ message: CASE_SETTINGS_MESSAGES.zoneInvalid })
  @MaxLength(64, { message: CASE_SETTINGS_MESSAGES.zoneInvalid })
  us!: string;

  @IsString({ message: CASE_SETTINGS_MESSAGES.zoneInvalid })
  @MaxLength(64, { message: CASE_SETTINGS_MESSAGES.zoneInvalid })
  ca!: string;

  @IsString({ message: CASE_SETTINGS_MESSAGES.zoneInvalid })
  @MaxLength(64, { message: CASE_SETTINGS_MESSAGES.zoneInvalid })
  international!: string;
}

export class CaseResponseSettingsDto implements CaseResponseSettings {
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ResponseTargetDto)
  targets!: ResponseTargetDto[];

  @ValidateNested()
  @Type(() => RegionTimeZonesDto)
  timeZones!: RegionTimeZonesDto;
}

export class RetentionSettingDto implements RetentionSetting {
  @IsIn([FORM_TYPE_CONTACT, FORM_TYPE_REP, FORM_TYPE_ACCESSIBILITY], { message: 'Type must be 0 (Contact), 1 (Rep) or 2 (Accessibility).' })
  type!: number;

  @IsInt({ message: CASE_SETTINGS_MESSAGES.monthsInvalid })
  @Min(1, { message: CASE_SETTINGS_MESSAGES.monthsInvalid })
  @Max(RETENTION_MONTHS_MAX, { message: CASE_SETTINGS_MESSAGES.monthsInvalid })
  months!: number;

  @IsIn(RETENTION_ACTIONS, { message: "Action must be 'anonymise' or 'delete'." })
  action!: RetentionAction;
}

export class CaseSettingsDto implements CaseSettingsRequest {
  @IsOptional()
  @ValidateNested()
  @Type(() => CaseResponseSettingsDto)
  response?: CaseResponseSettingsDto;

  @IsOptional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => RetentionSettingDto)
  retention?: RetentionSettingDto[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export class ResponseReportQueryDto implements ResponseReportQuery {
  @Matches(DAY, { message: CASE_SETTINGS_MESSAGES.periodInvalid })
  from!: string;

  @Matches(DAY, { message: CASE_SETTINGS_MESSAGES.periodInvalid })
  to!: string;
}

/** POST /api/forms/accessibility: a barrier reported from the accessibility statement (checked in the service). */
/** The accessibility barrier report; a field left out is reported by the service in the spec's words. */
export class AccessibilityReportDto implements Partial<AccessibilityReportRequest> {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Name is too long (200 characters at most).' })
  name?: string;

  @IsOptional()
  @IsString({ message: CONTACT_MESSAGES.emailRequired })
  @MaxLength(254, { message: CONTACT_MESSAGES.emailInvalid })
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'The page is too long (500 characters at most).' })
  page?: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'The description is too long (5000 characters at most).' })
  description?: string;

  @IsOptional()
  @IsString()
  @MaxLength(4000)
  reCaptchaToken?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  website?: string;

  @IsOptional()
  @IsNumber({}, { message: 'elapsedMs must be a number.' })
  elapsedMs?: number;
}
