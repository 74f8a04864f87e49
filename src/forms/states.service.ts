import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { ValidationFailed } from '../common/errors';
import { StateProvince } from '../contract/forms';
import { isRegionId } from '../contract/regions';
import { StateProvinceEntity } from './forms.entities';

export const UNKNOWN_REGION = 'Region must be 2 (US), 3 (Canada) or 4 (international).';

/** States (US 50 + DC) and provinces/territories (Canada 13) by region; the international region has none. */
@Injectable()
export class StatesService {
  private readonly cache = new Map<number, StateProvince[]>();
  constructor(@InjectRepository(StateProvinceEntity) private readonly states: Repository<StateProvinceEntity>) {}

  async getAll(regionId: number): Promise<StateProvince[]> {
    if (!isRegionId(regionId)) throw new ValidationFailed(UNKNOWN_REGION);
    const hit = this.cache.get(regionId);
    if (hit) return hit;
    const rows = await this.states.find({ where: { regionId }, order: { name: 'ASC' } });
    const list = rows.map((r) => ({ id: r.id, code: r.code, name: r.name }));
    // Reference data set by a migration: it only changes with a deploy.
    this.cache.set(regionId, list);
    return list;
  }
}
