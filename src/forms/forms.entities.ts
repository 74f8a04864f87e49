import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A state or province of a region (2 US, 3 Canada), seeded by the forms migration. */
@Entity('state_province')
@Index('IDX_state_province_region', ['regionId', 'name'])
export class StateProvinceEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'integer' }) regionId!: number;
  @Column({ type: 'varchar', length: 10 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
}

/** One contact form submission as received. `data` keeps the JSON text (region, role, state, zipcode, message). */
@Entity('form_submission')
@Index('IDX_form_submission_created', ['created'])
@Index('IDX_form_submission_archived_spam', ['archived', 'spam'])
export class FormSubmissionEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'integer', default: 0 }) type!: number;
  @Column({ type: 'varchar', length: 200 }) name!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 40, default: '' }) phone!: string;
  @Column({ type: 'text' }) data!: string;
  @Column({ type: 'varchar', length: 60, default: '' }) region!: string;
  @Column({ type: 'varchar', length: 60, default: '' }) role!: string;
  @Column({ type: 'boolean', default: false }) archived!: boolean;
  @Column({ type: 'boolean', default: false }) spam!: boolean;
  @Column({ type: 'varchar', length: 100, nullable: true }) spamReason!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) ip!: string | null;
  @Column({ type: 'datetime' }) created!: Date;
}

/** A staff notification e-mail waiting to be sent (or sent). The interval job sends and retries these. */
@Entity('form_notification')
@Index('IDX_form_notification_due', ['sentAt', 'nextAttemptAt'])
@Index('IDX_form_notification_submission', ['submissionId'])
export class FormNotificationEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'integer' }) submissionId!: number;
  /** Comma-separated addresses. */
  @Column({ type: 'text' }) recipients!: string;
  @Column({ type: 'varchar', length: 300 }) subject!: string;
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'varchar', length: 254, nullable: true }) replyTo!: string | null;
  @Column({ type: 'integer', default: 0 }) attempts!: number;
  @Column({ type: 'datetime' }) nextAttemptAt!: Date;
  @Column({ type: 'datetime', nullable: true }) claimedUntil!: Date | null;
  @Column({ type: 'datetime', nullable: true }) sentAt!: Date | null;
  @Column({ type: 'boolean', default: false }) failed!: boolean;
  @Column({ type: 'varchar', length: 1000, nullable: true }) lastError!: string | null;
  @Column({ type: 'datetime' }) created!: Date;
}
