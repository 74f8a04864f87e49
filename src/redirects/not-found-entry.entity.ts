import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** The 404 log: one row per public path that answered 404, with its count. */
@Entity('not_found_entry')
export class NotFoundEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_not_found_entry_path', { unique: true })
  @Column({ type: 'varchar', length: 500 })
  path: string;

  @Column({ type: 'integer', default: 0 })
  hits: number;

  @Column({ type: 'datetime', precision: 3 })
  firstSeenAt: Date;

  @Index('idx_not_found_entry_last_seen')
  @Column({ type: 'datetime', precision: 3 })
  lastSeenAt: Date;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  referrer: string | null;

  /** On the ignore list: hidden from the open list and no longer worth a redirect. */
  @Column({ type: 'boolean', default: false })
  ignored: boolean;
}
