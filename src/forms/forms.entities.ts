import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

import type { CaseEventKind, CaseStatus } from '../contract/cases';
import type { Locale } from '../contract/i18n/locale';

/** A state or province of a region (2 US, 3 Canada), seeded by the forms migration. */
@Entity('state_province')
@Index('IDX_state_province_region', ['regionId', 'name'])
export class StateProvinceEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'integer' }) regionId!: number;
  @Column({ type: 'varchar', length: 10 }) code!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
}

/**
 * One contact form submission as received, and the case it is: status, owner, due time, first response.
 * `data` keeps the JSON text (region, role, state, zipcode, message).
 */
@Entity('form_submission')
@Index('IDX_form_submission_created', ['created'])
@Index('IDX_form_submission_archived_spam', ['archived', 'spam'])
@Index('IDX_form_submission_case', ['caseStatus', 'dueAt'])
@Index('IDX_form_submission_owner', ['ownerEmail'])
@Index('IDX_form_submission_email', ['email'])
@Index('IDX_form_submission_closed', ['closedAt'])
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
  @Column({ type: 'varchar', length: 20, default: 'new' }) caseStatus!: CaseStatus;
  /** Lower case. */
  @Column({ type: 'varchar', length: 254, nullable: true }) ownerEmail!: string | null;
  @Column({ type: 'integer', nullable: true }) ownerId!: number | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) dueAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) firstResponseAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) closedAt!: Date | null;
  /** The last change to the case (its arrival, a status, owner or note): the unread marker compares with it. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) activityAt!: Date | null;
  @Column({ type: 'boolean', default: false }) legalHold!: boolean;
  @Column({ type: 'varchar', length: 500, nullable: true }) holdReason!: string | null;
  /** Set when the retention job or an erasure removed the visitor's data and kept the case's dates. */
  @Column({ type: 'datetime', precision: 3, nullable: true }) anonymisedAt!: Date | null;
  /** The language of the page it was sent from. */
  @Column({ type: 'varchar', length: 5, default: 'en' }) locale!: Locale;
}

/** One entry of a case's history: a change (status, owner, hold), a note, a reply sent from the case page. */
@Entity('form_case_event')
@Index('IDX_form_case_event_submission', ['submissionId', 'at'])
export class FormCaseEventEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'integer' }) submissionId!: number;
  @Column({ type: 'datetime', precision: 3 }) at!: Date;
  @Column({ type: 'integer', nullable: true }) actorId!: number | null;
  @Column({ type: 'varchar', length: 254 }) actorEmail!: string;
  @Column({ type: 'varchar', length: 20 }) kind!: CaseEventKind;
  @Column({ type: 'varchar', length: 254, nullable: true }) fromValue!: string | null;
  @Column({ type: 'varchar', length: 254, nullable: true }) toValue!: string | null;
  @Column({ type: 'text', nullable: true }) note!: string | null;
}

/** When a staff member last opened a case (the unread marker). */
@Entity('form_case_read')
export class FormCaseReadEntity {
  @PrimaryColumn({ type: 'integer' }) submissionId!: number;
  @PrimaryColumn({ type: 'integer' }) userId!: number;
  @Column({ type: 'datetime', precision: 3 }) readAt!: Date;
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

/** One group of case settings (response targets, retention, the digest's last day) as JSON. */
@Entity('form_case_setting')
export class FormCaseSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 }) name!: string;
  @Column({ type: 'text' }) value!: string;
  @Column({ type: 'datetime', precision: 3 }) updatedAt!: Date;
  @Column({ type: 'varchar', length: 254 }) updatedBy!: string;
}
