import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, Repository, SelectQueryBuilder } from 'typeorm';

import { changedFields } from '../audit/content-change';
import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import type { DirectoryFilterRequest, RetailerDto, RetailerPage } from '../contract/directory';
import { DirectoryWrites } from './directory-writes';
import { Retailer } from './entities/retailer.entity';
import { latBand } from './geo';
import { mapRetailer, serializeProducts } from './mappers';
import { DIRECTORY_PAGE } from './reps.service';
import { validateRetailer, ValidRetailer } from './rules';

/** Admin use cases for retailers: list, read, next in list, save (geocoding), delete. */
@Injectable()
export class RetailersService {
  constructor(
    @InjectRepository(Retailer) private readonly retailers: Repository<Retailer>,
    private readonly writes: DirectoryWrites,
  ) {}

  private filtered(f: DirectoryFilterRequest): SelectQueryBuilder<Retailer> {
    const qb = this.retailers.createQueryBuilder('r');
    if (f.regionId) qb.andWhere('r.region = :region', { region: f.regionId });
    if (f.search?.trim()) {
      const term = containsPattern(f.search.trim().toLowerCase());
      qb.andWhere(
        new Brackets((w) =>
          w
            .where(`LOWER(r.name) LIKE :term ${LIKE_ESCAPE}`, { term })
            .orWhere(`LOWER(r.city) LIKE :term ${LIKE_ESCAPE}`, { term })
            .orWhere(`LOWER(r.state) LIKE :term ${LIKE_ESCAPE}`, { term })
            .orWhere(`LOWER(r.postal_code) LIKE :term ${LIKE_ESCAPE}`, { term }),
        ),
      );
    }
    return qb;
  }

  /** The admin list order: name, then id. */
  async filter(f: DirectoryFilterRequest): Promise<RetailerPage> {
    const { start, length } = pageWindow(f, DIRECTORY_PAGE);
    const [rows, total] = await this.filtered(f).orderBy('r.name', 'ASC').addOrderBy('r.id', 'ASC').skip(start).take(length).getManyAndCount();
    return { items: rows.map(mapRetailer), total, start, length };
  }

  async get(id: number): Promise<RetailerDto> {
    const r = await this.retailers.findOneBy({ id });
    if (!r) throw new NotFound('Retailer not found.');
    return mapRetailer(r);
  }

  /** The retailer after `id` in the admin list order (with the list's search), for working through a list. */
  async next(id: number, search?: string): Promise<{ id: number } | null> {
    const current = await this.retailers.findOneBy({ id });
    if (!current) throw new NotFound('Retailer not found.');
    const row = await this.filtered({ search })
      .andWhere(new Brackets((w) => w.where('r.name > :name', { name: current.name }).orWhere('(r.name = :name AND r.id > :id)', { name: current.name, id })))
      .orderBy('r.name', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getOne();
    return row ? { id: row.id } : null;
  }

  async save(input: Record<string, unknown>): Promise<RetailerDto> {
    return this.writes.save(
      validateRetailer(input),
      'retailer saved',
      async (m, value) => {
        const found = value.id ? await m.getRepository(Retailer).findOneBy({ id: value.id }) : null;
        const before = found ? { ...found } : null;
        const id = await this.write(m, value);
        const after = await m.getRepository(Retailer).findOneByOrFail({ id });
        const fields = changedFields(before, { ...after }).filter((f) => !['latBand', 'createdAt', 'updatedAt'].includes(f));
        return {
          result: id,
          entry: {
            action: before ? 'retailer.update' : 'retailer.create',
            itemId: id,
            itemTitle: value.name,
            summary: before ? (fields.length ? `Changed: ${fields.join(', ')}.` : 'Saved; nothing changed.') : 'Added retailer.',
          },
        };
      },
      (id) => this.get(id),
    );
  }

  /** Inserts or updates one validated retailer. Also used by the CSV import. */
  async write(m: EntityManager, value: ValidRetailer): Promise<number> {
    const repo = m.getRepository(Retailer);
    let r: Retailer;
    if (value.id) {
      const found = await repo.findOneBy({ id: value.id });
      if (!found) throw new NotFound('Retailer not found.');
      r = found;
    } else r = repo.create();
    Object.assign(r, {
      name: value.name,
      address: value.address,
      city: value.city,
      state: value.state,
      postalCode: value.postalCode,
      region: value.region,
      phone: value.phone,
      website: value.website,
      email: value.email,
      lat: value.lat,
      lng: value.lng,
      latBand: latBand(value.lat),
      products: serializeProducts(value.products),
      active: value.active,
      ...(value.timeZone !== undefined ? { timeZone: value.timeZone } : {}),
      ...(value.hours !== undefined ? { hours: value.hours ? JSON.stringify(value.hours) : null } : {}),
    });
    return (await repo.save(r)).id;
  }

  async delete(id: number): Promise<void> {
    await this.writes.commit('retailer deleted', async (m) => {
      const r = await m.getRepository(Retailer).findOneBy({ id });
      const res = await m.getRepository(Retailer).delete({ id });
      // Nothing was deleted: the (empty) transaction rolls back and nothing is recorded or bumped.
      if (!res.affected) throw new NotFound('Retailer not found.');
      return { result: undefined, entry: r ? { action: 'retailer.delete', itemId: id, itemTitle: r.name, summary: 'Deleted retailer.' } : null };
    });
  }

  async all(): Promise<RetailerDto[]> {
    return (await this.retailers.find({ order: { id: 'ASC' } })).map(mapRetailer);
  }
}
