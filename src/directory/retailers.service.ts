import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';

import { changedFields } from '../audit/content-change';
import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { foldForSearch } from '../common/search-text';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import type { DirectoryFilterRequest, DirectoryRegion, RetailerDto, RetailerPage, ServiceArea } from '../contract/directory';
import { searchFoldSql } from '../database/data-source-options';
import { DirectoryWrites } from './directory-writes';
import { Retailer } from './entities/retailer.entity';
import { RetailerServiceArea } from './entities/retailer-service-area.entity';
import { boundingBox, KM_PER_MILE, latBand } from './geo';
import { mapRetailer, mapServiceArea, serializeProducts } from './mappers';
import { DIRECTORY_PAGE } from './reps.service';
import { validateRetailer, ValidRetailer } from './rules';
import { territoryKey } from './territory';

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
      // Names and towns are found without their accents (« trois-rivieres » finds « Trois-Rivières »).
      const term = containsPattern(foldForSearch(f.search.trim()));
      const ds = this.retailers.manager.connection;
      qb.andWhere(
        new Brackets((w) =>
          w
            .where(`${searchFoldSql(ds, 'r.name')} LIKE :term ${LIKE_ESCAPE}`, { term })
            .orWhere(`${searchFoldSql(ds, 'r.city')} LIKE :term ${LIKE_ESCAPE}`, { term })
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
    const areas = await this.areasOf(rows.map((r) => r.id));
    return { items: rows.map((r) => mapRetailer(r, areas.get(r.id))), total, start, length };
  }

  async get(id: number): Promise<RetailerDto> {
    const r = await this.retailers.findOneBy({ id });
    if (!r) throw new NotFound('Retailer not found.');
    return mapRetailer(r, (await this.areasOf([id])).get(id));
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
    const id = (await repo.save(r)).id;
    const areas = m.getRepository(RetailerServiceArea);
    // Not given (a CSV file without the columns): the area stays, but a radius follows the retailer if it moved.
    const area = value.serviceArea !== undefined ? value.serviceArea : value.id ? mapServiceArea(await areas.findBy({ retailerId: id })) : null;
    await areas.delete({ retailerId: id });
    if (area) await areas.insert(serviceAreaRows(id, value.region, value.lat, value.lng, area));
    return id;
  }

  async delete(id: number): Promise<void> {
    await this.writes.commit('retailer deleted', async (m) => {
      const r = await m.getRepository(Retailer).findOneBy({ id });
      await m.getRepository(RetailerServiceArea).delete({ retailerId: id });
      const res = await m.getRepository(Retailer).delete({ id });
      // Nothing was deleted: the (empty) transaction rolls back and nothing is recorded or bumped.
      if (!res.affected) throw new NotFound('Retailer not found.');
      return { result: undefined, entry: r ? { action: 'retailer.delete', itemId: id, itemTitle: r.name, summary: 'Deleted retailer.' } : null };
    });
  }

  async all(): Promise<RetailerDto[]> {
    const rows = await this.retailers.find({ order: { id: 'ASC' } });
    const areas = await this.areasOf(null);
    return rows.map((r) => mapRetailer(r, areas.get(r.id)));
  }

  /** Service-area rows by retailer, for these retailers (null: all). */
  private async areasOf(ids: number[] | null): Promise<Map<number, RetailerServiceArea[]>> {
    const out = new Map<number, RetailerServiceArea[]>();
    if (ids && !ids.length) return out;
    const repo = this.retailers.manager.getRepository(RetailerServiceArea);
    const rows = ids ? await repo.find({ where: { retailerId: In(ids) }, order: { id: 'ASC' } }) : await repo.find({ order: { id: 'ASC' } });
    for (const a of rows) out.set(a.retailerId, [...(out.get(a.retailerId) ?? []), a]);
    return out;
  }
}

/** The rows of a service area: one per ZIP3/FSA, and the radius with the box it spans around the retailer. */
export function serviceAreaRows(retailerId: number, region: DirectoryRegion, lat: number, lng: number, area: ServiceArea): Partial<RetailerServiceArea>[] {
  const rows: Partial<RetailerServiceArea>[] = area.codes.map((c) => ({ retailerId, code: territoryKey(region === 2 ? 'zip3' : 'fsa', c) }));
  if (area.radius) {
    const box = boundingBox(lat, lng, region === 2 ? area.radius : area.radius / KM_PER_MILE);
    rows.push({ retailerId, code: 'radius', radius: area.radius, minLat: box.minLat, maxLat: box.maxLat, minLng: box.minLng, maxLng: box.maxLng });
  }
  return rows;
}
