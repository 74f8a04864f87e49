import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Find a Rep or Retailer searches, counted per UTC day, region, who searched (label), area and the radius
 * finally used. Aggregated counts only: the area is a US ZIP3 or a Canadian FSA, never the full code, and
 * there is no column for an address, an IP or coordinates, so no row can point at a visitor.
 */
@Entity('locator_search_day')
export class LocatorSearchDay {
  /** YYYY-MM-DD (UTC). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;
  /** 2 = US, 3 = Canada. */
  @PrimaryColumn({ type: 'integer' })
  regionId: number;
  /** 'Retailers' or 'Reps'. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  label: string;
  /** ZIP3 ('503') or FSA ('M5V'). */
  @PrimaryColumn({ type: 'varchar', length: 3 })
  area: string;
  /** Miles (US) or km (Canada) the retailer search ended with; 0 for rep searches. */
  @PrimaryColumn({ type: 'integer' })
  radius: number;
  @Column({ type: 'integer', default: 0 })
  searches: number;
  @Column({ type: 'integer', default: 0 })
  zeroResultSearches: number;
  /** Reps and retailers found, summed over the searches (an average needs no per-search row). */
  @Column({ type: 'integer', default: 0 })
  repsFound: number;
  @Column({ type: 'integer', default: 0 })
  retailersFound: number;
}
