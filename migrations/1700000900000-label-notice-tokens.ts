import * as crypto from 'node:crypto';

import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

import { id, isMysqlRunner, timestamp, varchar } from '../src/database/migration-helpers';

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * "Notify me of changes" links keep only a SHA-256 of their secret, one row per emailed link, in
 * label_notice_token. The plain tokens already sent are hashed here, not invalidated: unsubscribe links
 * in mail already delivered keep working, and a pending confirmation link keeps working until 7 days
 * after its subscriptions were asked for. The plain-text columns are then dropped.
 */
export class LabelNoticeTokens1700000900000 implements MigrationInterface {
  name = 'LabelNoticeTokens1700000900000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'label_notice_token',
        columns: [id(), { name: 'subscriber_id', type: 'integer' }, varchar('purpose', 12), varchar('token_hash', 64), timestamp(qr, 'created_at')],
        foreignKeys: [{ columnNames: ['subscriber_id'], referencedTableName: 'label_subscriber', referencedColumnNames: ['id'], onDelete: 'CASCADE' }],
      }),
    );
    await qr.createIndex('label_notice_token', new TableIndex({ name: 'uq_label_notice_token_hash', columnNames: ['token_hash'], isUnique: true }));
    await qr.createIndex('label_notice_token', new TableIndex({ name: 'ix_label_notice_token_subscriber', columnNames: ['subscriber_id'] }));

    const insert = 'INSERT INTO label_notice_token (subscriber_id, purpose, token_hash, created_at) VALUES (?, ?, ?, ?)';
    const subscribers: { id: number | string; token: string; created_at: Date | string }[] = await qr.query('SELECT id, token, created_at FROM label_subscriber');
    for (const s of subscribers) await qr.query(insert, [Number(s.id), 'unsubscribe', sha256(s.token), s.created_at]);
    // One confirmation row per pending token, dated by the latest subscription it covers.
    const pending: { subscriber_id: number | string; confirm_token: string; created_at: Date | string }[] = await qr.query(
      'SELECT subscriber_id, confirm_token, MAX(created_at) AS created_at FROM label_subscription WHERE confirmed_at IS NULL AND confirm_token IS NOT NULL GROUP BY subscriber_id, confirm_token',
    );
    for (const p of pending) await qr.query(insert, [Number(p.subscriber_id), 'confirm', sha256(p.confirm_token), p.created_at]);

    await qr.dropIndex('label_subscription', 'ix_label_subscription_confirm');
    await qr.dropColumn('label_subscription', 'confirm_token');
    await qr.dropIndex('label_subscriber', 'uq_label_subscriber_token');
    await qr.dropColumn('label_subscriber', 'token');
  }

  /** The plain tokens cannot come back: every subscriber gets a new unsubscribe token, and pending subscriptions none (they must be asked for again). */
  async down(qr: QueryRunner): Promise<void> {
    // On SQLite TypeORM adds a column by rebuilding the table, and a revert runs with foreign keys on: dropping
    // label_subscriber would cascade to every subscription. SQLite adds a nullable column in place.
    if (isMysqlRunner(qr)) await qr.addColumn('label_subscriber', new TableColumn(varchar('token', 64, true)));
    else await qr.query('ALTER TABLE "label_subscriber" ADD COLUMN "token" varchar(64)');
    const subscribers: { id: number | string }[] = await qr.query('SELECT id FROM label_subscriber');
    for (const s of subscribers) await qr.query('UPDATE label_subscriber SET token = ? WHERE id = ?', [crypto.randomBytes(24).toString('base64url'), Number(s.id)]);
    await qr.createIndex('label_subscriber', new TableIndex({ name: 'uq_label_subscriber_token', columnNames: ['token'], isUnique: true }));
    await qr.addColumn('label_subscription', new TableColumn(varchar('confirm_token', 64, true)));
    await qr.createIndex('label_subscription', new TableIndex({ name: 'ix_label_subscription_confirm', columnNames: ['confirm_token'] }));
    await qr.dropTable('label_notice_token');
  }
}
