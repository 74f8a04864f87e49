import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

/** Webhooks, and the delivery outbox webhooks and CDN purges are sent and retried from. */
export class Webhooks1700000901000 implements MigrationInterface {
  name = 'Webhooks1700000901000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'webhook',
        columns: [
          id(),
          varchar('name', 100),
          varchar('url', 2000),
          varchar('events', 500),
          { name: 'secret', type: 'text' },
          { name: 'secret_sealed', type: 'boolean', default: false },
          varchar('secret_hint', 8),
          varchar('created_by', 254, true),
          timestamp(qr, 'created_at'),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'webhook_delivery',
        columns: [
          id(),
          varchar('target', 10),
          { name: 'webhook_id', type: 'integer', isNullable: true },
          varchar('event', 40),
          varchar('change_id', 36),
          { name: 'payload', type: 'text' },
          varchar('state', 10),
          { name: 'attempts', type: 'integer', default: 0 },
          timestamp(qr, 'next_attempt_at'),
          timestamp(qr, 'locked_until', { nullable: true, defaultNow: false }),
          { name: 'last_status', type: 'integer', isNullable: true },
          { name: 'last_duration_ms', type: 'integer', isNullable: true },
          varchar('last_error', 1000, true),
          { name: 'test', type: 'boolean', default: false },
          { name: 'replay_of', type: 'integer', isNullable: true },
          timestamp(qr, 'created_at'),
          timestamp(qr, 'give_up_at'),
          timestamp(qr, 'delivered_at', { nullable: true, defaultNow: false }),
        ],
        indices: [
          new TableIndex({ name: 'idx_webhook_delivery_due', columnNames: ['state', 'next_attempt_at'] }),
          new TableIndex({ name: 'idx_webhook_delivery_webhook', columnNames: ['webhook_id', 'created_at'] }),
          new TableIndex({ name: 'idx_webhook_delivery_target', columnNames: ['target', 'created_at'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'webhook_attempt',
        columns: [
          id(),
          { name: 'delivery_id', type: 'integer' },
          timestamp(qr, 'at'),
          { name: 'status_code', type: 'integer', isNullable: true },
          { name: 'duration_ms', type: 'integer' },
          varchar('error', 1000, true),
        ],
        indices: [new TableIndex({ name: 'idx_webhook_attempt_delivery', columnNames: ['delivery_id'] })],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('webhook_attempt');
    await qr.dropTable('webhook_delivery');
    await qr.dropTable('webhook');
  }
}
