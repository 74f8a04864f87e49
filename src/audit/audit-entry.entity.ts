import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One entry of the append-only audit trail. Nothing in the app updates or deletes a row but the retention job. */
@Entity('audit_entry')
@Index('IDX_audit_entry_at', ['at'])
@Index('IDX_audit_entry_actor', ['actorEmail', 'at'])
@Index('IDX_audit_entry_section', ['section', 'at'])
@Index('IDX_audit_entry_action', ['action', 'at'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'datetime', precision: 3 }) at!: Date;
  @Column({ type: 'integer', nullable: true }) actorId!: number | null;
  @Column({ type: 'varchar', length: 254 }) actorEmail!: string;
  @Column({ type: 'varchar', length: 64, nullable: true }) ip!: string | null;
  @Column({ type: 'varchar', length: 40 }) action!: string;
  @Column({ type: 'varchar', length: 40, nullable: true }) section!: string | null;
  @Column({ type: 'integer', nullable: true }) itemId!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) itemTitle!: string | null;
  @Column({ type: 'varchar', length: 1000 }) summary!: string;
  @Column({ type: 'integer', nullable: true }) versionId!: number | null;
}

/** A user's dashboard visits: "new contact requests since your last visit". */
@Entity('dashboard_visit')
export class DashboardVisitEntity {
  @Column({ type: 'integer', primary: true }) userId!: number;
  @Column({ type: 'datetime', precision: 3 }) visitedAt!: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) previousVisitAt!: Date | null;
}
