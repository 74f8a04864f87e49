import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Clicks on a result's Directions, Call and Website links, per rep or retailer and UTC day. No visitor data. */
@Entity('locator_click_day')
@Index('idx_locator_click_target', ['targetType', 'targetId', 'day'])
export class LocatorClickDay {
  /** YYYY-MM-DD (UTC). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day: string;
  /** 'rep' or 'retailer'. */
  @PrimaryColumn({ type: 'varchar', length: 8 })
  targetType: string;
  @PrimaryColumn({ type: 'integer' })
  targetId: number;
  /** 'directions', 'call' or 'website'. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  action: string;
  @Column({ type: 'integer', default: 0 })
  clicks: number;
}
