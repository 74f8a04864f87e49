import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A receiver of public changes (see src/contract/webhooks.ts). */
@Entity('webhook')
export class WebhookEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 2000 }) url!: string;
  /** Comma-separated event names. */
  @Column({ type: 'varchar', length: 500 }) events!: string;
  /** As entered, or sealed with WEBHOOK_SECRET_KEY (`secretSealed`). */
  @Column({ type: 'text' }) secret!: string;
  @Column({ type: 'boolean', default: false }) secretSealed!: boolean;
  /** The secret's last four characters, so the admin can tell secrets apart without seeing one. */
  @Column({ type: 'varchar', length: 8 }) secretHint!: string;
  @Column({ type: 'varchar', length: 254, nullable: true }) createdBy!: string | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
}

export type DeliveryTarget = 'webhook' | 'cdn';
export type DeliveryState = 'pending' | 'delivered' | 'failed';

/**
 * One change to send to one webhook, or to purge from the CDN: the outbox both retry from.
 * `lockedUntil` is the claim an instance takes (a conditional UPDATE) before an attempt.
 */
@Entity('webhook_delivery')
@Index('idx_webhook_delivery_due', ['state', 'nextAttemptAt'])
@Index('idx_webhook_delivery_webhook', ['webhookId', 'createdAt'])
@Index('idx_webhook_delivery_target', ['target', 'createdAt'])
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'varchar', length: 10 }) target!: DeliveryTarget;
  @Column({ type: 'integer', nullable: true }) webhookId!: number | null;
  @Column({ type: 'varchar', length: 40 }) event!: string;
  @Column({ type: 'varchar', length: 36 }) changeId!: string;
  /** The exact JSON body sent (and signed) on every attempt. */
  @Column({ type: 'text' }) payload!: string;
  @Column({ type: 'varchar', length: 10 }) state!: DeliveryState;
  @Column({ type: 'integer', default: 0 }) attempts!: number;
  @Column({ type: 'datetime', precision: 3 }) nextAttemptAt!: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) lockedUntil!: Date | null;
  @Column({ type: 'integer', nullable: true }) lastStatus!: number | null;
  @Column({ type: 'integer', nullable: true }) lastDurationMs!: number | null;
  @Column({ type: 'varchar', length: 1000, nullable: true }) lastError!: string | null;
  @Column({ type: 'boolean', default: false }) test!: boolean;
  @Column({ type: 'integer', nullable: true }) replayOf!: number | null;
  @Column({ type: 'datetime', precision: 3 }) createdAt!: Date;
  /** Retrying stops after this. */
  @Column({ type: 'datetime', precision: 3 }) giveUpAt!: Date;
  @Column({ type: 'datetime', precision: 3, nullable: true }) deliveredAt!: Date | null;
}

/** One try at a delivery: what answered and how long it took. */
@Entity('webhook_attempt')
@Index('idx_webhook_attempt_delivery', ['deliveryId'])
export class WebhookAttemptEntity {
  @PrimaryGeneratedColumn() id!: number;
  @Column({ type: 'integer' }) deliveryId!: number;
  @Column({ type: 'datetime', precision: 3 }) at!: Date;
  @Column({ type: 'integer', nullable: true }) statusCode!: number | null;
  @Column({ type: 'integer' }) durationMs!: number;
  @Column({ type: 'varchar', length: 1000, nullable: true }) error!: string | null;
}
