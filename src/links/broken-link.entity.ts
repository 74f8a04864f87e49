import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One broken link the last check found: the whole table is replaced by every run. */
@Entity('broken_link')
@Index('idx_broken_link_source', ['sourceKind', 'sourceId'])
export class BrokenLinkEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 300 })
  reason: string;

  @Column({ type: 'varchar', length: 40 })
  sourceKind: string;

  @Column({ type: 'integer' })
  sourceId: number;

  @Column({ type: 'varchar', length: 300 })
  sourceTitle: string;

  @Column({ type: 'datetime', precision: 3 })
  foundAt: Date;
}

/** One finished check: when, how many links, how many broken. */
@Entity('link_check_run')
export class LinkCheckRunEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'datetime', precision: 3 })
  startedAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  finishedAt: Date;

  @Column({ type: 'integer' })
  linksChecked: number;

  @Column({ type: 'integer' })
  broken: number;
}
