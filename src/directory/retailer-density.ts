import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

import type { DirectoryRegion } from '../contract/directory';

/** Grid cells of 1/8° (about 8.6 miles of latitude): exact in binary, so SQL's FLOOR(lat * 8) agrees with JS. */
const CELLS_PER_DEGREE = 8;
/** Counts older than this are rebuilt in the background on the next search. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * How many active retailers each 1/8° grid cell held at the last count, kept in memory and counted
 * again in the background every few minutes. The radius search uses it only to guess how small a box
 * will already hold its nearest candidates; a wrong or stale guess costs another query, never a wrong result.
 *
 * Counted by itself only on MySQL/MariaDB, where every query is a round trip and a whole box around a
 * city costs milliseconds. On SQLite the whole box costs well under a millisecond, and the count (about
 * 0.1 s at 100k retailers) would block the event loop, better-sqlite3 being synchronous; there the
 * search keeps to the whole box unless recount() is called.
 */
export class RetailerDensity {
  private readonly logger = new Logger('RetailerDensity');
  /** Whether searches start a count when there is none or it is old. */
  readonly automatic: boolean;
  private cells: Map<string, number> | null = null;
  private countedAt = 0;
  private counting: Promise<void> | null = null;

  constructor(
    private readonly ds: DataSource,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {
    this.automatic = ['mysql', 'mariadb'].includes(ds.options.type);
  }

  /**
   * The radius in miles around a point expected to hold `wanted` active retailers of the region, from the
   * 3×3 cells around it; null while no count is at hand or when those cells are empty.
   * Starts a count (without waiting for it) when the count is missing or old, where automatic.
   */
  radiusFor(region: DirectoryRegion, lat: number, lng: number, wanted: number): number | null {
    if (this.automatic && Date.now() - this.countedAt > this.maxAgeMs) void this.recount();
    const cells = this.cells;
    if (!cells) return null;
    const y = Math.floor(lat * CELLS_PER_DEGREE);
    const x = Math.floor(lng * CELLS_PER_DEGREE);
    let n = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) n += cells.get(`${region}:${y + dy}:${x + dx}`) ?? 0;
    if (!n) return null;
    // Area of the 3×3 cells in squared degrees of latitude (a degree of longitude shrinks by cos(lat)).
    const area = (3 / CELLS_PER_DEGREE) ** 2 * Math.cos((lat * Math.PI) / 180);
    const miles = Math.sqrt((wanted * area) / (Math.PI * n)) * 69.0;
    return Number.isFinite(miles) && miles > 0 ? miles : null;
  }

  /** Counts again; concurrent calls share one count. Resolves (never rejects) when done. */
  recount(): Promise<void> {
    this.counting ??= this.count().finally(() => (this.counting = null));
    return this.counting;
  }

  private async count(): Promise<void> {
    try {
      const rows: { region: number; y: number; x: number; n: number }[] = await this.ds.query(
        `SELECT region, FLOOR(lat * ${CELLS_PER_DEGREE}) AS y, FLOOR(lng * ${CELLS_PER_DEGREE}) AS x, COUNT(*) AS n
           FROM retailer WHERE active = 1
          GROUP BY region, FLOOR(lat * ${CELLS_PER_DEGREE}), FLOOR(lng * ${CELLS_PER_DEGREE})`,
      );
      const cells = new Map<string, number>();
      for (const r of rows) cells.set(`${Number(r.region)}:${Number(r.y)}:${Number(r.x)}`, Number(r.n));
      this.cells = cells;
    } catch (e) {
      // The search works without the counts (a shutdown mid-count lands here too); try again after the usual wait.
      if (this.ds.isInitialized) this.logger.warn(`Could not count retailers per cell: ${(e as Error).message}`);
    }
    this.countedAt = Date.now();
  }
}
