import { IsInt, IsOptional, Max, Min } from 'class-validator';

import { SHARE_PREVIEW_MAX_HOURS, SharePreviewCreateRequest } from '../contract/preview';

const LIFETIME = `A share link lasts between 1 hour and ${SHARE_PREVIEW_MAX_HOURS / 24} days.`;

export class SharePreviewCreateDto implements SharePreviewCreateRequest {
  @IsInt({ message: 'baseId is required.' })
  baseId: number;
  @IsOptional()
  @IsInt({ message: 'versionId must be a version of this item.' })
  versionId?: number | null;
  @IsOptional()
  @IsInt({ message: LIFETIME })
  @Min(1, { message: LIFETIME })
  @Max(SHARE_PREVIEW_MAX_HOURS, { message: LIFETIME })
  expiresInHours?: number | null;
}
