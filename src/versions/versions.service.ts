import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, LessThanOrEqual, Repository } from 'typeorm';

import type { ContentKind, ContentSnapshot, VersionItem } from '../contract/content';
import { ContentVersionEntity } from './content-version.entity';
import { newestFirst } from './version-policy';

/** Version storage: append-only. There is deliberately no update or delete. */
@Injectable()
export class VersionsService {
  constructor(@InjectRepository(ContentVersionEntity) private readonly repo: Repository<ContentVersionEntity>) {}

  async append(m: EntityManager, v: { baseId: number; kind: ContentKind; created: Date; author: string | null; data: ContentSnapshot }): Promise<ContentVersionEntity> {
    const row = m.create(ContentVersionEntity, { baseId: v.baseId, kind: v.kind, created: v.created, author: v.author, data: JSON.stringify(v.data) });
    return m.save(ContentVersionEntity, row);
  }

  /** A version's number in its item's history (1 for the first), as the versions list and the Rollback list show it. */
  numberOf(m: EntityManager, baseId: number, versionId: number): Promise<number> {
    return m.count(ContentVersionEntity, { where: { baseId, id: LessThanOrEqual(versionId) } });
  }

  /** Newest first, each with its number in the item's history and the status it was saved with. */
  async list(baseId: number): Promise<VersionItem[]> {
    const rows = newestFirst(await this.repo.find({ where: { baseId }, select: { id: true, created: true, author: true, data: true } }));
    return rows.map((r, i) => {
      const data = JSON.parse(r.data) as Partial<ContentSnapshot>;
      return { id: r.id, created: r.created.toISOString(), author: r.author, number: rows.length - i, status: data.status, publishedAt: data.publishedAt ?? null };
    });
  }

  async get(baseId: number, versionId: number): Promise<{ id: number; created: Date; author: string | null; data: ContentSnapshot } | null> {
    const row = await this.repo.findOneBy({ id: versionId, baseId });
    return row ? { id: row.id, created: row.created, author: row.author, data: JSON.parse(row.data) as ContentSnapshot } : null;
  }
}
