import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { ValidationFailed } from '../common/errors';
import { StateProvince } from '../contract/forms';
import { formMessages } from '../contract/i18n/form-messages';
import { CANADA_LANGUAGE_TAG, DEFAULT_LOCALE, Locale } from '../contract/i18n/locale';
import { isRegionId } from '../contract/regions';
import { StateProvinceEntity } from './forms.entities';

export const UNKNOWN_REGION = 'Region must be 2 (US), 3 (Canada) or 4 (international).';

/**
 * States (US 50 + DC) and provinces/territories (Canada 13) by region; the international region has none.
 * English names are the stored ones; another language's come from its forms catalog, sorted in its order.
 */
@Injectable()
export class StatesService {
  private readonly cache = new Map<string, StateProvince[]>();
  constructor(@InjectRepository(StateProvinceEntity) private readonly states: Repository<StateProvinceEntity>) {}

  async getAll(regionId: number, locale: Locale = DEFAULT_LOCALE): Promise<StateProvince[]> {
    if (!isRegionId(regionId)) throw new ValidationFailed(UNKNOWN_REGION);
    const key = `${regionId}:${locale}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    const rows = await this.states.find({ where: { regionId }, order: { name: 'ASC' } });
    let list = rows.map((r) => ({ id: r.id, code: r.code, name: r.name }));
    if (locale !== DEFAULT_LOCALE) {
      const names = formMessages(locale).states;
      const collator = new Intl.Collator(CANADA_LANGUAGE_TAG[locale]);
      list = list.map((s) => ({ ...s, name: names[s.code] ?? s.name })).sort((a, b) => collator.compare(a.name, b.name));
    }
    // Reference data set by a migration: it only changes with a deploy.
    this.cache.set(key, list);
    return list;
  }
}
