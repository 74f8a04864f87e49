import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';

import type {
  NotFoundFilterRequest,
  NotFoundIgnoreRequest,
  RedirectBulkDeleteRequest,
  RedirectFilterRequest,
  RedirectImportRequest,
  RedirectSaveRequest,
  RedirectSort,
  RedirectStatus,
  RedirectTestRequest,
} from '../contract/redirects';
import { REDIRECT_STATUSES } from '../contract/redirects';

const STATUS_MESSAGE = 'Status must be 301, 302, 307, 308 or 410.';

export class RedirectSaveDto implements RedirectSaveRequest {
  @IsString({ message: 'Source is required.' })
  @MaxLength(500, { message: 'Source must be at most 500 characters.' })
  source: string;

  @IsOptional()
  @IsString({ message: 'Target must be a site path starting with / or a full http(s) URL.' })
  @MaxLength(1000, { message: 'Target must be at most 1000 characters.' })
  target?: string;

  @Type(() => Number)
  @IsIn([...REDIRECT_STATUSES], { message: STATUS_MESSAGE })
  status: RedirectStatus;

  @IsOptional()
  @IsBoolean()
  keepQuery?: boolean;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString({ message: 'Host must be a host name such as www.example.com.' })
  @MaxLength(255, { message: 'Host must be a host name such as www.example.com.' })
  host?: string | null;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn([2, 3], { message: 'Region must be 2 (US) or 3 (Canada).' })
  regionId?: 2 | 3 | null;

  @IsOptional()
  @IsBoolean()
  active?: boolean;

  @IsOptional()
  @IsBoolean()
  allowShadow?: boolean;

  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsString()
  @MaxLength(2000, { message: 'Note must be at most 2000 characters.' })
  note?: string | null;
}

export class RedirectFilterDto implements RedirectFilterRequest {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @IsIn(['source', 'hits', 'lastHit', 'updated'])
  sort?: RedirectSort;

  @IsOptional()
  @IsIn(['asc', 'desc'])
  direction?: 'asc' | 'desc';

  @IsOptional()
  @IsInt()
  @Min(0)
  start?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  length?: number;
}

export class NotFoundFilterDto implements NotFoundFilterRequest {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @IsOptional()
  @IsBoolean()
  ignored?: boolean;

  @IsOptional()
  @IsInt()
  @Min(0)
  start?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  length?: number;
}

export class IdsDto implements RedirectBulkDeleteRequest {
  @IsArray({ message: 'Choose at least one item.' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  ids: number[];
}

export class NotFoundIgnoreDto extends IdsDto implements NotFoundIgnoreRequest {
  @IsBoolean()
  ignored: boolean;
}

export class RedirectImportDto implements RedirectImportRequest {
  @IsString({ message: 'Choose a CSV file to import.' })
  @MaxLength(900_000, { message: 'The CSV file is too large.' })
  csv: string;

  @IsBoolean()
  dryRun: boolean;
}

export class RedirectTestDto implements RedirectTestRequest {
  @IsString({ message: 'Enter a path to test.' })
  @MinLength(1, { message: 'Enter a path to test.' })
  @MaxLength(500, { message: 'The path must be at most 500 characters.' })
  path: string;

  @IsOptional()
  @IsString()
  @MaxLength(253)
  host?: string | null;
}
