import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { NotFoundEntryEntity } from './not-found-entry.entity';
import { RedirectEntity } from './redirect.entity';

/** Flush period of the buffered counters. */
export const HIT_FLUSH_INTERVAL_MS = 5000;
/** Distinct 404 paths kept between flushes; a scanner hammering random paths cannot grow memory past this. */
const MAX_BUFFERED_NOT_FOUND = 2000;

interface HitCount {
  count: number;
  last: Date;
}
interface NotFoundCount extends HitCount {
  referrer: string | null;
}

/**
 * Redirect hits and 404s are counted in memory and written in batches, so answering a
 * redirect never waits for a database write. Flushed every few seconds and on shutdown.
 */
@Injectable()
export class HitBuffer implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Redirects');
  private hits = new Map<number, HitCount>();
  private notFound = new Map<string, NotFoundCount>();
  private flushing: Promise<void> | null = null;

  constructor(
    @InjectRepository(RedirectEntity) private readonly redirects: Repository<RedirectEntity>,
    @InjectRepository(NotFoundEntryEntity) private readonly notFoundRepo: Repository<NotFoundEntryEntity>,
  ) {}

  recordHit(ruleId: number): void {
    const h = this.hits.get(ruleId);
    if (h) {
      h.count++;
      h.last = new Date();
    } else this.hits.set(ruleId, { count: 1, last: new Date() });
  }

  recordNotFound(path: string, referrer: string | null): void {
    const n = this.notFound.get(path);
    if (n) {
      n.count++;
      n.last = new Date();
      if (referrer) n.referrer = referrer;
    } else if (this.notFound.size < MAX_BUFFERED_NOT_FOUND) this.notFound.set(path, { count: 1, last: new Date(), referrer });
  }

  @Interval('redirect-hit-flush', HIT_FLUSH_INTERVAL_MS)
  async scheduledFlush(): Promise<void> {
    try {
      await this.flush();
    } catch (e) {
      this.logger.warn(`flushing redirect hits failed: ${(e as Error).message}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.scheduledFlush();
  }

  /** Writes everything counted so far (one flush at a time). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    if (!this.hits.size && !this.notFound.size) return;
    this.flushing = this.write();
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  private async write(): Promise<void> {
    const hits = this.hits;
    const notFound = this.notFound;
    this.hits = new Map();
    this.notFound = new Map();
    for (const [id, h] of hits) {
      await this.redirects
        .createQueryBuilder()
        .update(RedirectEntity)
        .set({ hits: () => `hits + ${Math.floor(h.count)}`, lastHitAt: h.last })
        .where('id = :id', { id })
        .execute();
    }
    for (const [path, n] of notFound) await this.upsertNotFound(path, n);
  }

  private async upsertNotFound(path: string, n: NotFoundCount): Promise<void> {
    const referrer = n.referrer ? n.referrer.slice(0, 1000) : null;
    const update = () =>
      this.notFoundRepo
        .createQueryBuilder()
        .update(NotFoundEntryEntity)
        .set({ hits: () => `hits + ${Math.floor(n.count)}`, lastSeenAt: n.last, ...(referrer ? { referrer } : {}) })
        .where('path = :path', { path })
        .execute();
    const res = await update();
    if (res.affected) return;
    try {
      await this.notFoundRepo.insert({ path, hits: n.count, firstSeenAt: n.last, lastSeenAt: n.last, referrer, ignored: false });
    } catch {
      // Another instance inserted the same path in the meantime: count on top of its row.
      await update();
    }
  }
}
