import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { Locale } from '../../contract/i18n/locale';

/** An email address that follows products or documents (its links: LabelNoticeTokenEntity). */
@Entity('label_subscriber')
export class LabelSubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_label_subscriber_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** The language the address last subscribed in: its confirmations and change notices are written in it. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;
}

/**
 * One address following one product (by its catalogue name) or document (by GUID); pending until
 * confirmed. While pending, createdAt is when it was last asked for: a confirmation link confirms the
 * pending rows asked for up to the moment it was sent, and the rows expire CONFIRM_TTL_MS after it.
 */
@Entity('label_subscription')
@Index('uq_label_subscription_target', ['subscriberId', 'targetType', 'targetKey'], { unique: true })
export class LabelSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  subscriberId: number;

  @Column({ type: 'varchar', length: 10 })
  targetType: 'product' | 'document';

  @Column({ type: 'varchar', length: 200 })
  targetKey: string;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

/**
 * The secret of one emailed link, as its SHA-256: a confirmation link (one per confirmation mail, valid
 * for CONFIRM_TTL_MS) or an unsubscribe link (one per mail, valid while the address is subscribed: a
 * one-click unsubscribe must work from any mail ever sent). The links themselves are never stored.
 */
@Entity('label_notice_token')
export class LabelNoticeTokenEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ix_label_notice_token_subscriber')
  @Column({ type: 'integer' })
  subscriberId: number;

  @Column({ type: 'varchar', length: 12 })
  purpose: 'confirm' | 'unsubscribe';

  @Index('uq_label_notice_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

/** One change notice: a new revision of a document, emailed to one confirmed subscriber. */
@Entity('change_notice')
@Index('uq_change_notice_file_subscriber', ['fileId', 'email'], { unique: true })
export class ChangeNoticeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  documentId: number;

  @Column({ type: 'varchar', length: 36 })
  documentGuid: string;

  @Column({ type: 'varchar', length: 255 })
  documentTitle: string;

  @Column({ type: 'integer' })
  fileId: number;

  @Column({ type: 'integer' })
  revisionNo: number;

  @Column({ type: 'varchar', length: 10 })
  revisionDate: string;

  @Column({ type: 'integer', nullable: true })
  subscriberId: number | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Index('ix_change_notice_status')
  @Column({ type: 'varchar', length: 10 })
  status: 'queued' | 'sent' | 'failed';

  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'datetime', precision: 3 })
  queuedAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  /** The language the notice is written in (its subscriber's). */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  locale: Locale;
}
