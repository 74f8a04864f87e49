import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import type { DocumentDetail } from '../contract/documents';
import { ContentItemEntity } from './content-item.entity';

/** What other modules ask about the content they do not own: which live items use one of their things. */
@Injectable()
export class ContentUsages {
  constructor(@InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>) {}

  /** Live content items whose current version mentions the document's GUID (document fields, hero images, links in text), by title. */
  async documentUsages(guid: string): Promise<DocumentDetail['usedBy']> {
    const rows = await this.items
      .createQueryBuilder('i')
      .select(['i.id', 'i.kind', 'i.title'])
      .where('i.deleted_at IS NULL')
      .andWhere(`i.data LIKE :guid ${LIKE_ESCAPE}`, { guid: containsPattern(guid) })
      .orderBy('i.title', 'ASC')
      .getMany();
    return rows.map((r) => ({ kind: r.kind, baseId: r.id, title: r.title }));
  }
}
