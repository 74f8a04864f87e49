import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

import { DOCUMENT_KINDS, DocumentFilterRequest, DocumentInfoRequest, DocumentKind } from '../contract/documents';
import { REGION_IDS, RegionId } from '../contract/regions';

export class DocumentFilterDto implements DocumentFilterRequest {
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @IsIn(DOCUMENT_KINDS, { message: 'Choose a kind.' }) kind?: DocumentKind;
  @IsOptional() @Type(() => Number) @IsIn(REGION_IDS, { message: 'Region must be 2, 3 or 4.' }) regionId?: RegionId;
  @IsOptional() @IsIn(['newest', 'oldest', 'title']) sort?: 'newest' | 'oldest' | 'title';
  @IsOptional() @Type(() => Number) @IsInt() @Min(0) start?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) length?: number;
}

export class DocumentInfoDto implements DocumentInfoRequest {
  @IsArray() @ArrayMaxSize(500) @IsString({ each: true }) guids: string[];
}
