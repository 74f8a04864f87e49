import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { PrivacyLaw, PrivacyRequestStatus, PrivacyRequestType } from '../contract/privacy';

/** One privacy request. The address is kept only while needed: an erasure leaves its hash and masked form. */
@Entity('privacy_request')
@Index('IDX_privacy_request_status', ['status', 'dueAt'])
@Index('IDX_privacy_request_hash', ['emailHash'])
export class PrivacyRequestEntity {
  @PrimaryGeneratedColumn() id!: number;
  /** Lower case; null once erased. */
  @Column({ type: 'varchar', length: 254, nullable: true }) email!: string | null;
  @Column({ type: 'varchar', length: 64 }) emailHash!: string;
  @Column({ type: 'varchar', length: 254 }) emailMasked!: string;
  @Column({ type: 'varchar', length: 10 }) type!: PrivacyRequestType;
  @Column({ type: 'varchar', length: 10 }) law!: PrivacyLaw;
  @Column({ type: 'varchar', length: 10, default: 'open' }) status!: PrivacyRequestStatus;
  @Column({ type: 'datetime', precision: 3 }) openedAt!: Date;
  @Column({ type: 'varchar', length: 254 }) openedBy!: string;
  @Column({ type: 'datetime', precision: 3 }) dueAt!: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) acknowledgeBy!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) acknowledgedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) extendedAt!: Date | null;
  @Column({ type: 'varchar', length: 2000, nullable: true }) extensionNotice!: string | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) exportedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) erasedAt!: Date | null;
  @Column({ type: 'datetime', precision: 3, nullable: true }) closedAt!: Date | null;
  /** JSON of PrivacyFound, counted when the request was opened. */
  @Column({ type: 'text' }) found!: string;
  /** JSON of PrivacyErasure, once erased. */
  @Column({ type: 'text', nullable: true }) erasure!: string | null;
}
