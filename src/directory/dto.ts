import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

import {
  DirectoryFilterRequest,
  DirectoryLabel,
  DirectoryRegion,
  DirectorySearchRequest,
  RepSaveRequest,
  RetailerHours,
  RetailerSaveRequest,
  ServiceArea,
} from '../contract/directory';
import type { Locale } from '../contract/i18n/locale';
import {
  DIRECTORY_CLICK_ACTIONS,
  DIRECTORY_CLICK_TYPES,
  DirectoryClickAction,
  DirectoryClickRequest,
  DirectoryClickType,
  LocateRequest,
  LOCATOR_DATE_MESSAGE,
  LocatorReportQuery,
} from '../contract/locator';
import { LocaleField, localized } from '../i18n/validation-messages';

/** POST /api/directory/search: the find-rep form (spec 3 and 5). */
export class DirectorySearchDto implements DirectorySearchRequest {
  @IsIn(['Retailers', 'Reps'], { message: localized((m) => m.findRep.required) })
  label: DirectoryLabel;
  @IsString({ message: localized((m) => m.findRep.required) })
  @IsNotEmpty({ message: localized((m) => m.findRep.required) })
  @MaxLength(20, { message: localized((m) => m.findRep.zipTooLong) })
  zip: string;
  @IsOptional()
  @IsIn([2, 3], { message: 'Region must be 2 (US) or 3 (Canada).' })
  regionId?: DirectoryRegion;
  @LocaleField()
  locale?: Locale;
}

export class DirectoryFilterDto implements DirectoryFilterRequest {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  start?: number;
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  length?: number;
  @IsOptional()
  @IsIn([2, 3], { message: 'Region must be 2 (US) or 3 (Canada).' })
  regionId?: DirectoryRegion;
}

/** The rules live in rules.ts (shared with the CSV import); this only names the accepted fields. */
export class RepSaveDto implements RepSaveRequest {
  @IsOptional() @Allow() id?: number | null;
  @Allow() name: string;
  @IsOptional() @Allow() title?: string;
  @IsOptional() @Allow() titleFr?: string | null;
  @IsOptional() @Allow() photoUrl?: string | null;
  @IsOptional() @Allow() email?: string | null;
  @IsOptional() @Allow() phone?: string | null;
  @Allow() region: number;
  @IsOptional() @Allow() territory?: string[] | string;
  @IsOptional() @Allow() products?: string[];
  @IsOptional() @Allow() active?: boolean;
  @IsOptional() @Allow() updated?: string;
}

export class RetailerSaveDto implements RetailerSaveRequest {
  @IsOptional() @Allow() id?: number | null;
  @Allow() name: string;
  @IsOptional() @Allow() address?: string;
  @IsOptional() @Allow() city?: string;
  @IsOptional() @Allow() state?: string;
  @IsOptional() @Allow() postalCode?: string;
  @Allow() region: number;
  @IsOptional() @Allow() phone?: string | null;
  @IsOptional() @Allow() website?: string | null;
  @IsOptional() @Allow() email?: string | null;
  @IsOptional() @Allow() lat?: number | null;
  @IsOptional() @Allow() lng?: number | null;
  @IsOptional() @Allow() products?: string[];
  @IsOptional() @Allow() active?: boolean;
  @IsOptional() @Allow() timeZone?: string | null;
  @IsOptional() @Allow() hours?: RetailerHours | null;
  @IsOptional() @Allow() serviceArea?: ServiceArea | null;
  @IsOptional() @Allow() defaultTimeZone?: string;
  @IsOptional() @Allow() updated?: string;
}

const CLICK_MESSAGE = 'Please send a rep or retailer id and the link clicked (directions, call or website).';

/** POST /api/directory/clicks (a beacon: its messages are for whoever reads the API, not shown on the site). */
export class DirectoryClickDto implements DirectoryClickRequest {
  @IsIn(DIRECTORY_CLICK_TYPES, { message: CLICK_MESSAGE })
  type: DirectoryClickType;
  @IsInt({ message: CLICK_MESSAGE })
  @Min(1, { message: CLICK_MESSAGE })
  id: number;
  @IsIn(DIRECTORY_CLICK_ACTIONS, { message: CLICK_MESSAGE })
  action: DirectoryClickAction;
}

/** POST /api/directory/locate: the browser's position, used once and never stored. */
const LOCATE_POSITION_MESSAGE = localized((m) => m.findRep.locatePosition);
export class LocateDto implements LocateRequest {
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LOCATE_POSITION_MESSAGE })
  @Min(-90, { message: LOCATE_POSITION_MESSAGE })
  @Max(90, { message: LOCATE_POSITION_MESSAGE })
  lat: number;
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LOCATE_POSITION_MESSAGE })
  @Min(-180, { message: LOCATE_POSITION_MESSAGE })
  @Max(180, { message: LOCATE_POSITION_MESSAGE })
  lng: number;
  @LocaleField()
  locale?: Locale;
}

/** The locator report's filters (query string). */
export class LocatorReportQueryDto implements LocatorReportQuery {
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: LOCATOR_DATE_MESSAGE })
  from?: string;
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: LOCATOR_DATE_MESSAGE })
  to?: string;
  @IsOptional()
  @Type(() => Number)
  @IsIn([2, 3], { message: 'Region must be 2 (US) or 3 (Canada).' })
  regionId?: DirectoryRegion;
  @IsOptional()
  @IsIn(['Retailers', 'Reps'], { message: 'Who must be Retailers or Reps.' })
  label?: DirectoryLabel;
}
