import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DataSource } from 'typeorm';

import type { DirectoryLabel, DirectoryRegion } from '../../contract/directory';
import type { DirectoryClickAction, DirectoryClickType } from '../../contract/locator';
import { DirectoryClock, utcDay } from '../directory-clock';
import { additiveUpsert, ROWS_PER_STATEMENT } from './additive-upsert';

/** How often the counts kept in memory are written. */
export const LOCATOR_FLUSH_MS = 5000;
/**
 * Distinct rows kept between flushes. Searches cannot come near it (a day has a few thousand areas);
 * clicks could, with made-up ids: past it new rows wait for the next flush instead of growing memory.
 */
const MAX_PENDING_ROWS = 50_000;

/** What one search found, as it is counted. */
export interface CountedSearch {
  region: DirectoryRegion;
  label: DirectoryLabel;
  /** ZIP3 or FSA. */
  area: string;
  /** The radius finally used (0 for reps). */
  radius: number;
  reps: number;
  retailers: number;
}

interface SearchTally {
  key: [string, number, string, string, number];
  searches: number;
  zero: number;
  reps: number;
  retailers: number;
}

interface ClickTally {
  key: [string, string, number, string];
  clicks: number;
}

/**
 * Locator searches and result clicks, counted in memory and added to the database in batches every few
 * seconds and on shutdown, so a search or a click never waits for a write. Each instance adds its own
 * counts to the rows (see additiveUpsert): with several instances nothing is lost or counted twice.
 * A flush that fails keeps its counts for the next one.
 */
@Injectable()
export class LocatorCounts implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('LocatorCounts');
  /** Off: searches and clicks are not counted (the directory bench compares both). */
  enabled = true;
  private searches = new Map<string, SearchTally>();
  private clicks = new Map<string, ClickTally>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: DirectoryClock,
  ) {}

  countSearch(s: CountedSearch): void {
    if (!this.enabled) return;
    const day = utcDay(this.clock.now());
    const id = `${day}|${s.region}|${s.label}|${s.area}|${s.radius}`;
    let t = this.searches.get(id);
    if (!t) {
      if (this.searches.size >= MAX_PENDING_ROWS) return;
      t = { key: [day, s.region, s.label, s.area, s.radius], searches: 0, zero: 0, reps: 0, retailers: 0 };
      this.searches.set(id, t);
    }
    t.searches++;
    if ((s.label === 'Reps' ? s.reps : s.retailers) === 0) t.zero++;
    t.reps += s.reps;
    t.retailers += s.retailers;
  }

  countClick(type: DirectoryClickType, id: number, action: DirectoryClickAction): void {
    if (!this.enabled) return;
    const day = utcDay(this.clock.now());
    const k = `${day}|${type}|${id}|${action}`;
    let t = this.clicks.get(k);
    if (!t) {
      if (this.clicks.size >= MAX_PENDING_ROWS) return;
      t = { key: [day, type, id, action], clicks: 0 };
      this.clicks.set(k, t);
    }
    t.clicks++;
  }

  @Interval('locator-counts-flush', LOCATOR_FLUSH_MS)
  async scheduledFlush(): Promise<void> {
    try {
      await this.flush();
    } catch (e) {
      this.logger.warn(`writing locator counts failed (kept for the next try): ${(e as Error).message}`);
    }
  }

  // Before the database closes (TypeORM closes it in its own onApplicationShutdown).
  async beforeApplicationShutdown(): Promise<void> {
    await this.scheduledFlush();
  }

  // A search answered while the server was closing: written if the database is still open.
  async onApplicationShutdown(): Promise<void> {
    if (this.ds.isInitialized && (this.searches.size || this.clicks.size)) await this.scheduledFlush();
  }

  /** Writes everything counted so far (one flush at a time). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    if (!this.searches.size && !this.clicks.size) return;
    this.flushing = this.write();
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  private async write(): Promise<void> {
    const searches = sorted(this.searches);
    const clicks = sorted(this.clicks);
    this.searches = new Map();
    this.clicks = new Map();
    const mysql = ['mysql', 'mariadb'].includes(this.ds.options.type);
    // No transaction (on SQLite it would collide with any other one under way): each statement is atomic,
    // so after a failure exactly the rows not yet written are kept for the next flush.
    let s = 0;
    let c = 0;
    try {
      for (; s < searches.length; s += ROWS_PER_STATEMENT) {
        const rows = searches.slice(s, s + ROWS_PER_STATEMENT).map(([, t]) => [...t.key, t.searches, t.zero, t.reps, t.retailers]);
        await additiveUpsert(this.ds, mysql, 'locator_search_day', SEARCH_KEYS, SEARCH_COUNTS, rows);
      }
      for (; c < clicks.length; c += ROWS_PER_STATEMENT) {
        const rows = clicks.slice(c, c + ROWS_PER_STATEMENT).map(([, t]) => [...t.key, t.clicks]);
        await additiveUpsert(this.ds, mysql, 'locator_click_day', CLICK_KEYS, ['clicks'], rows);
      }
    } catch (e) {
      this.mergeBack(searches.slice(s), clicks.slice(c));
      throw e;
    }
  }

  /** Counts that could not be written, added to what came in meanwhile. */
  private mergeBack(searches: [string, SearchTally][], clicks: [string, ClickTally][]): void {
    for (const [id, t] of searches) {
      const now = this.searches.get(id);
      if (!now) this.searches.set(id, t);
      else {
        now.searches += t.searches;
        now.zero += t.zero;
        now.reps += t.reps;
        now.retailers += t.retailers;
      }
    }
    for (const [k, t] of clicks) {
      const now = this.clicks.get(k);
      if (!now) this.clicks.set(k, t);
      else now.clicks += t.clicks;
    }
  }
}

const SEARCH_KEYS = ['day', 'region_id', 'label', 'area', 'radius'];
const SEARCH_COUNTS = ['searches', 'zero_result_searches', 'reps_found', 'retailers_found'];
const CLICK_KEYS = ['day', 'target_type', 'target_id', 'action'];

/** In key order: instances writing the same rows lock them in the same order (no deadlock between their flushes). */
const sorted = <T>(m: Map<string, T>): [string, T][] => [...m.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
