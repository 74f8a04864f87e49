import { IsIn, IsInt, Min } from 'class-validator';

import { CONTENT_KINDS, ContentKind } from '../contract/content';
import type { PresenceReport } from '../contract/presence';

export class PresenceReportDto implements PresenceReport {
  @IsIn(CONTENT_KINDS, { message: 'kind must be a content section.' })
  kind: ContentKind;
  @IsInt({ message: 'baseId is required.' })
  @Min(1, { message: 'baseId is required.' })
  baseId: number;
}
