import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An email address that follows products or documents; its token is the one-click unsubscribe link. */
@Entity('label_subscriber')
export class LabelSubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('uq_label_subscriber_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Index('uq_label_subscriber_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}

/** One address following one product (by name) or document (by GUID); pending until confirmed. */
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

  @Index('ix_label_subscription_confirm')
  @Column({ type: 'varchar', length: 64, nullable: true })
  confirmToken: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  confirmedAt: Date | null;

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
}
