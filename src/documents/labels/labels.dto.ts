import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEmail, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import type { DocumentKind } from '../../contract/documents';
import type { Locale } from '../../contract/i18n/locale';
import { LABEL_AREAS, LABEL_TYPES, LabelRevisionsQuery, LabelSearchQuery, LabelSubscribeRequest, LabelSubscriberFilter, LanguageCode, LANGUAGES } from '../../contract/labels';

const AREA_CODES = Object.keys(LABEL_AREAS);
import { REGION_IDS, RegionId } from '../../contract/regions';
import { LocaleField, localized } from '../../i18n/validation-messages';

/** GET /api/labels/search: the URL filters of /product-labels. */
export class LabelSearchDto implements LabelSearchQuery {
  @IsOptional() @IsString() @MaxLength(200, { message: 'Search text is too long.' }) q?: string;
  @IsOptional() @IsIn(['', ...LABEL_TYPES], { message: 'Choose a document type.' }) type?: DocumentKind | '';
  @IsOptional() @IsIn(['', ...LANGUAGES], { message: 'Choose English, French or Spanish.' }) lang?: LanguageCode | '';
  @IsOptional() @IsIn(['', ...AREA_CODES, ...AREA_CODES.map((c) => c.toLowerCase())], { message: 'Choose a state or province.' }) state?: string;
  @IsOptional() @IsString() @MaxLength(200) product?: string;
  @IsOptional() @Type(() => Number) @IsIn(REGION_IDS, { message: 'Region must be 2, 3 or 4.' }) region?: RegionId;
}

export class LabelDocumentDto implements LabelRevisionsQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) from?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100000) to?: number;
}

const emailInvalid = localized((m) => m.notify.emailInvalid);
export class LabelSubscribeDto implements LabelSubscribeRequest {
  @IsString({ message: emailInvalid }) @MaxLength(254, { message: emailInvalid }) @IsEmail({}, { message: emailInvalid }) email: string;
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(200, { each: true }) products?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(36, { each: true }) documents?: string[];
  @LocaleField() locale?: Locale;
}

export class LabelSubscribersFilterDto implements LabelSubscriberFilter {
  @IsOptional() @IsString() @MaxLength(200) product?: string;
  @IsOptional() @IsString() @MaxLength(36) document?: string;
}
