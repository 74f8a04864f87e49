import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';

import { REGION_IDS, RegionId } from '../contract/regions';
import type { ChooseRegionQuery } from '../contract/site';

/** The region selector's form without script: `?region=3`, and `&lang=fr` from a French page. */
export class ChooseRegionQueryDto implements ChooseRegionQuery {
  @Type(() => Number)
  @IsIn(REGION_IDS, { message: 'Region must be 2 (US), 3 (Canada) or 4 (International).' })
  region!: RegionId;

  @IsOptional()
  @IsIn(['fr'], { message: 'Language must be fr when given.' })
  lang?: 'fr';
}
