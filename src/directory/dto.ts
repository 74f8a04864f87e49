import { Type } from 'class-transformer';
import { Allow, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

import { DirectoryLabel, DirectoryRegion, FIND_REP_VALIDATION_MESSAGE } from '../contract/directory';

/** POST /api/directory/search: the find-rep form (spec 3 and 5). */
export class DirectorySearchDto {
  @IsIn(['Retailers', 'Reps'], { message: FIND_REP_VALIDATION_MESSAGE })
  label: DirectoryLabel;
  @IsString({ message: FIND_REP_VALIDATION_MESSAGE })
  @IsNotEmpty({ message: FIND_REP_VALIDATION_MESSAGE })
  @MaxLength(20, { message: 'Please enter a 5-digit ZIP code or a Canadian postal code.' })
  zip: string;
  @IsOptional()
  @IsIn([2, 3], { message: 'Region must be 2 (US) or 3 (Canada).' })
  regionId?: DirectoryRegion;
}

export class DirectoryFilterDto {
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
export class RepSaveDto {
  @IsOptional() @Allow() id?: number | null;
  @Allow() name: string;
  @IsOptional() @Allow() title?: string;
  @IsOptional() @Allow() photoUrl?: string | null;
  @IsOptional() @Allow() email?: string | null;
  @IsOptional() @Allow() phone?: string | null;
  @Allow() region: number;
  @IsOptional() @Allow() territory?: string[] | string;
  @IsOptional() @Allow() products?: string[];
  @IsOptional() @Allow() active?: boolean;
  @IsOptional() @Allow() updated?: string;
}

export class RetailerSaveDto {
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
  @IsOptional() @Allow() updated?: string;
}
