import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

/** Admin users, site roles, sessions with rotating refresh tokens, emailed link tokens and login lockout. */
export class AuthUsers1700000100000 implements MigrationInterface {
  name = 'AuthUsers1700000100000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(new Table({ name: 'site_role', columns: [id(), varchar('name', 50)] }));
    await qr.createIndex('site_role', new TableIndex({ name: 'IDX_site_role_name', columnNames: ['name'], isUnique: true }));

    await qr.createTable(
      new Table({
        name: 'admin_user',
        columns: [
          id(),
          varchar('email', 254),
          varchar('password_hash', 255),
          timestamp(qr, 'last_login', { nullable: true, defaultNow: false }),
          timestamp(qr, 'password_changed_at'),
          timestamp(qr, 'created_at'),
          timestamp(qr, 'updated_at'),
        ],
      }),
    );
    await qr.createIndex('admin_user', new TableIndex({ name: 'IDX_admin_user_email', columnNames: ['email'], isUnique: true }));

    await qr.createTable(
      new Table({
        name: 'admin_user_role',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'site_role_id', type: 'integer', isPrimary: true },
        ],
      }),
    );
    await qr.createForeignKeys('admin_user_role', [
      new TableForeignKey({ name: 'FK_admin_user_role_user', columnNames: ['user_id'], referencedTableName: 'admin_user', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
      new TableForeignKey({ name: 'FK_admin_user_role_role', columnNames: ['site_role_id'], referencedTableName: 'site_role', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
    ]);

    await qr.createTable(
      new Table({
        name: 'auth_session',
        columns: [
          id(),
          { name: 'user_id', type: 'integer' },
          timestamp(qr, 'created_at'),
          timestamp(qr, 'last_seen_at'),
          timestamp(qr, 'expires_at', { defaultNow: false }),
          timestamp(qr, 'revoked_at', { nullable: true, defaultNow: false }),
          varchar('ip', 64, true),
          varchar('user_agent', 255, true),
        ],
      }),
    );
    await qr.createIndex('auth_session', new TableIndex({ name: 'IDX_auth_session_user', columnNames: ['user_id'] }));
    await qr.createForeignKey('auth_session', new TableForeignKey({ name: 'FK_auth_session_user', columnNames: ['user_id'], referencedTableName: 'admin_user', referencedColumnNames: ['id'], onDelete: 'CASCADE' }));

    await qr.createTable(
      new Table({
        name: 'auth_refresh_token',
        columns: [id(), { name: 'session_id', type: 'integer' }, varchar('token_hash', 64), timestamp(qr, 'created_at'), timestamp(qr, 'used_at', { nullable: true, defaultNow: false })],
      }),
    );
    await qr.createIndex('auth_refresh_token', new TableIndex({ name: 'IDX_auth_refresh_token_hash', columnNames: ['token_hash'], isUnique: true }));
    await qr.createIndex('auth_refresh_token', new TableIndex({ name: 'IDX_auth_refresh_token_session', columnNames: ['session_id'] }));
    await qr.createForeignKey('auth_refresh_token', new TableForeignKey({ name: 'FK_auth_refresh_token_session', columnNames: ['session_id'], referencedTableName: 'auth_session', referencedColumnNames: ['id'], onDelete: 'CASCADE' }));

    await qr.createTable(
      new Table({
        name: 'auth_link_token',
        columns: [
          id(),
          { name: 'user_id', type: 'integer' },
          varchar('purpose', 20),
          varchar('token_hash', 64),
          timestamp(qr, 'created_at'),
          timestamp(qr, 'expires_at', { defaultNow: false }),
          timestamp(qr, 'used_at', { nullable: true, defaultNow: false }),
        ],
      }),
    );
    await qr.createIndex('auth_link_token', new TableIndex({ name: 'IDX_auth_link_token_hash', columnNames: ['token_hash'], isUnique: true }));
    await qr.createIndex('auth_link_token', new TableIndex({ name: 'IDX_auth_link_token_user', columnNames: ['user_id'] }));
    await qr.createForeignKey('auth_link_token', new TableForeignKey({ name: 'FK_auth_link_token_user', columnNames: ['user_id'], referencedTableName: 'admin_user', referencedColumnNames: ['id'], onDelete: 'CASCADE' }));

    await qr.createTable(
      new Table({
        name: 'login_attempt',
        columns: [
          { ...varchar('email', 254), isPrimary: true },
          { name: 'failures', type: 'integer', default: 0 },
          timestamp(qr, 'window_started_at'),
          timestamp(qr, 'locked_until', { nullable: true, defaultNow: false }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('login_attempt');
    await qr.dropTable('auth_link_token', true, true, true);
    await qr.dropTable('auth_refresh_token', true, true, true);
    await qr.dropTable('auth_session', true, true, true);
    await qr.dropTable('admin_user_role', true, true, true);
    await qr.dropTable('admin_user', true, true, true);
    await qr.dropTable('site_role', true, true, true);
  }
}
