import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';

import { NotFound } from '../common/errors';
import { pageWindow } from '../common/paging';
import { containsPattern, LIKE_ESCAPE } from '../common/sql-like';
import type { NotFoundFilterRequest, NotFoundPage } from '../contract/redirects';
import { HitBuffer } from './hit-buffer.service';
import { NotFoundEntryEntity } from './not-found-entry.entity';
import { mapNotFound } from './redirect-mapper';
import { REDIRECTS_PAGE } from './redirects.service';

/** The 404 log: paths visitors asked for that do not exist, most requested first, with an ignore list. */
/** Open 404 entries nobody has asked for in this long are dropped (scanners leave thousands). */
export const NOT_FOUND_RETENTION_DAYS = 90;

@Injectable()
export class NotFoundLogService {
  private readonly logger = new Logger('Redirects');
  constructor(
    @InjectRepository(NotFoundEntryEntity) private readonly repo: Repository<NotFoundEntryEntity>,
    private readonly hits: HitBuffer,
  ) {}

  async list(filter: NotFoundFilterRequest): Promise<NotFoundPage> {
    await this.hits.flush();
    const { start, length } = pageWindow(filter, REDIRECTS_PAGE);
    const qb = this.repo.createQueryBuilder('n').where('n.ignored = :ignored', { ignored: !!filter.ignored });
    const search = filter.search?.trim().toLowerCase();
    if (search) qb.andWhere(`n.path LIKE :like ${LIKE_ESCAPE}`, { like: containsPattern(search) });
    qb.orderBy('n.hits', 'DESC').addOrderBy('n.lastSeenAt', 'DESC').addOrderBy('n.id', 'ASC').skip(start).take(length);
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map(mapNotFound), total, start, length };
  }

  async setIgnored(ids: number[], ignored: boolean): Promise<{ updated: number }> {
    if (!ids.length) return { updated: 0 };
    const res = await this.repo.update({ id: In(ids) }, { ignored });
    return { updated: res.affected ?? ids.length };
  }

  @Interval('not-found-log-prune', 6 * 3600 * 1000)
  async prune(now = new Date()): Promise<number> {
    try {
      const cutoff = new Date(now.getTime() - NOT_FOUND_RETENTION_DAYS * 86400 * 1000);
      const res = await this.repo.delete({ ignored: false, lastSeenAt: LessThan(cutoff) });
      return res.affected ?? 0;
    } catch (e) {
      this.logger.warn(`pruning the 404 log failed: ${(e as Error).message}`);
      return 0;
    }
  }

  async delete(id: number): Promise<void> {
    const res = await this.repo.delete({ id });
    if (!res.affected) throw new NotFound('This 404 log entry does not exist.');
  }
}
