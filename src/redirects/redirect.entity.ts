import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One redirect rule (see src/contract/redirects.ts for the meaning of each field). */
@Entity('redirect')
export class RedirectEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_redirect_source')
  @Column({ type: 'varchar', length: 500 })
  source: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  target: string;

  @Column({ type: 'integer', default: 301 })
  status: number;

  @Column({ type: 'boolean', default: true })
  keepQuery: boolean;

  @Column({ type: 'varchar', length: 255, nullable: true })
  host: string | null;

  @Column({ type: 'integer', nullable: true })
  regionId: number | null;

  @Index('idx_redirect_active')
  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ type: 'boolean', default: false })
  allowShadow: boolean;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** Set on the built-in rules ('can-find-a-rep', 'careers'): they can be edited, not deleted. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  systemKey: string | null;

  @Column({ type: 'integer', default: 0 })
  hits: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastHitAt: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  createdBy: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  updatedBy: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
