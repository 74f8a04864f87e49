import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import type { AuditFilter } from '../contract/audit';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'Dates must be written as YYYY-MM-DD.';

/** The audit list's and export's query (GET): every filter optional. */
export class AuditFilterDto implements AuditFilter {
  @IsOptional() @IsString({ message: 'User must be one email address.' }) @MaxLength(254, { message: 'User must be at most 254 characters.' }) user?: string;
  @IsOptional() @IsString({ message: 'Section must be one section.' }) @MaxLength(40, { message: 'Section must be at most 40 characters.' }) section?: string;
  @IsOptional() @IsString({ message: 'Action must be one action.' }) @MaxLength(40, { message: 'Action must be at most 40 characters.' }) action?: string;
  @IsOptional() @Matches(DATE, { message: DATE_MESSAGE }) from?: string;
  @IsOptional() @Matches(DATE, { message: DATE_MESSAGE }) to?: string;
  @IsOptional() @IsString({ message: 'Search text must be text.' }) @MaxLength(200, { message: 'Search text must be at most 200 characters.' }) q?: string;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'Start must be a whole number.' }) @Min(0, { message: 'Start must be a whole number.' }) start?: number;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Length must be between 1 and 200.' })
  @Min(1, { message: 'Length must be between 1 and 200.' })
  @Max(200, { message: 'Length must be between 1 and 200.' })
  length?: number;
}
