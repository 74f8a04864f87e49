import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, In, Repository } from 'typeorm';

import { changedFields } from '../audit/content-change';
import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { foldForSearch } from '../common/search-text';
import { containsPattern, escapeLike, LIKE_ESCAPE } from '../common/sql-like';
import type { DirectoryFilterRequest, RepDto, RepPage } from '../contract/directory';
import { searchFoldSql } from '../database/data-source-options';
import { DirectoryWrites } from './directory-writes';
import { Rep } from './entities/rep.entity';
import { RepTerritory } from './entities/rep-territory.entity';
import { mapRep, serializeProducts } from './mappers';
import { validateRep, ValidRep } from './rules';

/** The admin lists of reps and retailers: 20 rows unless asked, at most 100. */
export const DIRECTORY_PAGE = { defaultLength: 20, maxLength: 100 };

/** Admin use cases for reps: list, read, save (with territory), delete. */
@Injectable()
export class RepsService {
  constructor(
    private readonly ds: DataSource,
    @InjectRepository(Rep) private readonly reps: Repository<Rep>,
    private readonly writes: DirectoryWrites,
  ) {}

  async filter(f: DirectoryFilterRequest): Promise<RepPage> {
    const { start, length } = pageWindow(f, DIRECTORY_PAGE);
    const qb = this.reps.createQueryBuilder('r').orderBy('r.name', 'ASC').addOrderBy('r.id', 'ASC').skip(start).take(length);
    if (f.regionId) qb.andWhere('r.region = :region', { region: f.regionId });
    if (f.search?.trim()) {
      // A name is found without its accents (« belanger » finds « Bélanger »).
      const term = containsPattern(foldForSearch(f.search.trim()));
      qb.andWhere(
        new Brackets((w) =>
          w
            .where(`${searchFoldSql(this.ds, 'r.name')} LIKE :term ${LIKE_ESCAPE}`, { term })
            .orWhere(`LOWER(r.email) LIKE :term ${LIKE_ESCAPE}`, { term })
            // Territory keys are "{kind}:{code}" (zip:50309): a search matches a key ending in it; % and _ typed in the search are literal.
            .orWhere(`r.id IN (SELECT t.rep_id FROM rep_territory t WHERE t.code LIKE :code ${LIKE_ESCAPE})`, { code: `%:${escapeLike(f.search!.trim().toUpperCase())}` }),
        ),
      );
    }
    const [rows, total] = await qb.getManyAndCount();
    const territory = rows.length ? await this.ds.getRepository(RepTerritory).find({ where: { repId: In(rows.map((r) => r.id)) }, order: { id: 'ASC' } }) : [];
    for (const r of rows) r.territory = territory.filter((t) => t.repId === r.id);
    return { items: rows.map(mapRep), total, start, length };
  }

  async get(id: number): Promise<RepDto> {
    const rep = await this.reps.findOne({ where: { id }, relations: { territory: true }, order: { territory: { id: 'ASC' } } });
    if (!rep) throw new NotFound('Rep not found.');
    return mapRep(rep);
  }

  async save(input: Record<string, unknown>): Promise<RepDto> {
    return this.writes.save(
      validateRep(input),
      'rep saved',
      async (m, value) => {
        const before = value.id ? await auditView(m, value.id) : null;
        const id = await this.write(m, value);
        const fields = changedFields(before, (await auditView(m, id))!);
        return {
          result: id,
          entry: {
            action: before ? 'rep.update' : 'rep.create',
            itemId: id,
            itemTitle: value.name,
            summary: before ? (fields.length ? `Changed: ${fields.join(', ')}.` : 'Saved; nothing changed.') : `Added rep (${value.territory.length} territory codes).`,
          },
        };
      },
      (id) => this.get(id),
    );
  }

  /** Inserts or updates one validated rep and replaces its territory. Also used by the CSV import. */
  async write(m: EntityManager, value: ValidRep): Promise<number> {
    const repo = m.getRepository(Rep);
    let rep: Rep;
    if (value.id) {
      const found = await repo.findOneBy({ id: value.id });
      if (!found) throw new NotFound('Rep not found.');
      rep = found;
    } else rep = repo.create();
    Object.assign(rep, {
      name: value.name,
      title: value.title,
      ...(value.titleFr !== undefined ? { titleFr: value.titleFr } : {}),
      photoUrl: value.photoUrl,
      email: value.email,
      phone: value.phone,
      region: value.region,
      products: serializeProducts(value.products),
      active: value.active,
    });
    rep = await repo.save(rep);
    await m.getRepository(RepTerritory).delete({ repId: rep.id });
    if (value.territory.length) {
      await m.getRepository(RepTerritory).insert(value.territory.map((t) => ({ repId: rep.id, code: t.key })));
    }
    return rep.id;
  }

  async delete(id: number): Promise<void> {
    await this.writes.commit('rep deleted', async (m) => {
      const rep = await m.getRepository(Rep).findOneBy({ id });
      await m.getRepository(RepTerritory).delete({ repId: id });
      const res = await m.getRepository(Rep).delete({ id });
      // Nothing was deleted: the (empty) transaction rolls back and nothing is recorded or bumped.
      if (!res.affected) throw new NotFound('Rep not found.');
      return { result: undefined, entry: rep ? { action: 'rep.delete', itemId: id, itemTitle: rep.name, summary: 'Deleted rep.' } : null };
    });
  }

  async all(): Promise<RepDto[]> {
    const rows = await this.reps.find({ relations: { territory: true }, order: { id: 'ASC', territory: { id: 'ASC' } } });
    return rows.map(mapRep);
  }
}

/** The rep's fields as the audit trail compares them before and after a save. */
async function auditView(m: EntityManager, id: number): Promise<Record<string, unknown> | null> {
  const rep = await m.getRepository(Rep).findOneBy({ id });
  if (!rep) return null;
  const territory = (await m.getRepository(RepTerritory).find({ where: { repId: id }, order: { code: 'ASC' } })).map((t) => t.code);
  const { id: _id, territory: _t, createdAt: _c, updatedAt: _u, ...fields } = rep as Rep & { territory?: unknown };
  return { ...fields, territory };
}
