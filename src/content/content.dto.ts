import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Allow, IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';

import { NotFound } from '../common/errors';
import type { ContentMetadata, ContentModule, ContentStatus, KindFieldValues, ResourceType } from '../contract/content';
import { CONTENT_STATUSES, ContentFilterRequest, ContentKind, ContentSaveRequest, HeroImageType, HeroMedia, PinRequest, ProductFields, ProductLabelFields } from '../contract/content';
import { type Locale, LOCALES } from '../contract/i18n/locale';
import type { RegionId } from '../contract/regions';
import { CONTENT_STATUS_MESSAGE } from './content-rules';
import { contentKinds } from './kinds/registry';

export const LANGUAGE_MESSAGE = 'Language must be en (English) or fr (French).';

/** The content kind of a generic route, read from its path: /api/{kind}/… or /api/admin/{kind}/…. */
export const Kind = createParamDecorator((_: unknown, ctx: ExecutionContext): ContentKind => {
  const url: string = ctx.switchToHttp().getRequest().url ?? '';
  const parts = url.split('?')[0].split('/').filter(Boolean);
  const k = (parts[1] === 'admin' ? parts[2] : parts[1]) as ContentKind;
  if (!contentKinds().some((d) => d.kind === k)) throw new NotFound();
  return k;
});

export class ContentFilterDto implements ContentFilterRequest {
  @IsOptional()
  @IsInt({ message: 'start must be a whole number.' })
  @Min(0, { message: 'start must be 0 or more.' })
  start?: number;
  @IsOptional()
  @IsInt({ message: 'length must be a whole number.' })
  @Min(1, { message: 'length must be between 1 and 100.' })
  @Max(100, { message: 'length must be between 1 and 100.' })
  length?: number;
  @IsOptional()
  @IsIn([2, 3, 4], { message: 'Region must be 2 (US), 3 (Canada) or 4 (International).' })
  regionId?: RegionId;
  @IsOptional()
  @IsIn([38, 39, 40], { message: 'Category must be 38 (Podcasts), 39 (Articles) or 40 (Research & Reports).' })
  category?: 38 | 39 | 40;
  @IsOptional()
  @IsIn([0, 1, 2], { message: 'Content type must be 0 (Article), 1 (Research) or 2 (Podcast).' })
  resourceType?: ResourceType;
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Search text is too long.' })
  search?: string;
  @IsOptional()
  @IsIn(['newest', 'oldest', 'title'], { message: 'Sort must be newest, oldest or title.' })
  sort?: 'newest' | 'oldest' | 'title';
  @IsOptional()
  @IsBoolean()
  includeDrafts?: boolean;
  @IsOptional()
  @IsBoolean()
  deleted?: boolean;
  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: CONTENT_STATUS_MESSAGE })
  status?: ContentStatus;
  @IsOptional()
  @IsIn(LOCALES, { message: LANGUAGE_MESSAGE })
  locale?: Locale;
}

/** Some clients send the JSON fields (metadata, modules, hero media) as JSON text, as the spec's entities describe them. */
const jsonText = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * Shape checks only; the per-kind and per-module rules (with the spec's words) live in content-rules.ts.
 * A whole ContentItem read from get/{id} may be posted back as it is: its read-only fields are accepted
 * and ignored, and its version id (`latestVersionId`, else `id`) is the version the save is based on.
 */
export class ContentSaveDto implements ContentSaveRequest {
  @Allow() id?: number;
  @Allow() kind?: string;
  @Allow() region?: number;
  @Allow() pinned?: boolean;
  @Allow() created?: string;
  @Allow() updated?: string;
  @Allow() latestVersionId?: number;
  @Allow() deletedAt?: string | null;
  @Allow() rolledBackFrom?: number;
  @Allow() translation?: unknown;
  @Allow() translations?: unknown;

  @IsOptional()
  @IsInt()
  baseId?: number | null;
  @IsOptional()
  @IsInt()
  basedOnVersionId?: number | null;
  @IsString({ message: 'Title is required.' })
  title: string;
  @IsOptional()
  @IsString()
  slug?: string | null;
  @IsOptional()
  @IsArray({ message: 'Select at least one region.' })
  regionIds?: RegionId[];
  @IsOptional()
  @IsIn(CONTENT_STATUSES, { message: CONTENT_STATUS_MESSAGE })
  status?: ContentStatus;
  @IsOptional()
  @IsString()
  publishedAt?: string | null;
  @Transform(jsonText)
  @IsOptional()
  @IsObject()
  metadata?: ContentMetadata;
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn([0, 1], { message: 'Hero type must be 0 (highlight), 1 (cropped image) or none.' })
  heroImageType?: HeroImageType;
  @Transform(jsonText)
  @IsOptional()
  @IsObject()
  heroMedia?: HeroMedia | null;
  @Transform(jsonText)
  @IsOptional()
  @IsArray({ message: 'Modules must be a list.' })
  modules?: ContentModule[];
  @IsOptional()
  @IsString()
  summary?: string;
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn([0, 1, 2], { message: 'Content type must be Article, Research or Podcast.' })
  resourceType?: ResourceType | null;
  @IsOptional()
  @IsString()
  mediaUrl?: string | null;
  @IsOptional()
  @IsString()
  source?: string | null;
  @Transform(jsonText)
  @IsOptional()
  @IsObject()
  product?: ProductFields | null;
  @Transform(jsonText)
  @IsOptional()
  @IsObject()
  productLabel?: ProductLabelFields | null;
  /** A registered kind's own simple fields (validated by its definition). */
  @Transform(jsonText)
  @IsOptional()
  @IsObject()
  fields?: KindFieldValues;
  @IsOptional()
  @IsBoolean()
  createRedirect?: boolean;
  @IsOptional()
  @IsIn(LOCALES, { message: LANGUAGE_MESSAGE })
  locale?: Locale;
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'translationOf must be the baseId of the English item translated.' })
  translationOf?: number | null;
}

export class PinDto implements PinRequest {
  @IsInt({ message: 'baseId is required.' })
  baseId: number;
  @IsIn([0, 1, 2], { message: 'Content type must be 0 (Article), 1 (Research) or 2 (Podcast).' })
  type: number;
  @IsBoolean({ message: 'pinned must be true or false.' })
  pinned: boolean;
}
