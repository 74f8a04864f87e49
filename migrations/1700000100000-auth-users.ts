import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { id, timestamp, varchar } from '../src/database/migration-helpers';

const fk = (name: string, column: string, table: string) =>
  new TableForeignKey({ name, columnNames: [column], referencedTableName: table, referencedColumnNames: ['id'], onDelete: 'CASCADE' });

/**
 * Admin users, site roles, sessions with rotating refresh tokens, emailed link tokens and login lockout.
 * Indexes and foreign keys are declared with each table (SQLite rebuilds a table to add a foreign key later).
 */
export class AuthUsers1700000100000 implements MigrationInterface {
  name = 'AuthUsers1700000100000';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({ name: 'site_role', columns: [id(), varchar('name', 50)], indices: [new TableIndex({ name: 'IDX_site_role_name', columnNames: ['name'], isUnique: true })] }),
    );

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
        indices: [new TableIndex({ name: 'IDX_admin_user_email', columnNames: ['email'], isUnique: true })],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'admin_user_role',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'site_role_id', type: 'integer', isPrimary: true },
        ],
        foreignKeys: [fk('FK_admin_user_role_user', 'user_id', 'admin_user'), fk('FK_admin_user_role_role', 'site_role_id', 'site_role')],
      }),
    );

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
        indices: [new TableIndex({ name: 'IDX_auth_session_user', columnNames: ['user_id'] })],
        foreignKeys: [fk('FK_auth_session_user', 'user_id', 'admin_user')],
      }),
    );

    await qr.createTable(
      new Table({
        name: 'auth_refresh_token',
        columns: [id(), { name: 'session_id', type: 'integer' }, varchar('token_hash', 64), timestamp(qr, 'created_at'), timestamp(qr, 'used_at', { nullable: true, defaultNow: false })],
        indices: [
          new TableIndex({ name: 'IDX_auth_refresh_token_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'IDX_auth_refresh_token_session', columnNames: ['session_id'] }),
        ],
        foreignKeys: [fk('FK_auth_refresh_token_session', 'session_id', 'auth_session')],
      }),
    );

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
        indices: [
          new TableIndex({ name: 'IDX_auth_link_token_hash', columnNames: ['token_hash'], isUnique: true }),
          new TableIndex({ name: 'IDX_auth_link_token_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [fk('FK_auth_link_token_user', 'user_id', 'admin_user')],
      }),
    );

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
    for (const table of ['login_attempt', 'auth_link_token', 'auth_refresh_token', 'auth_session', 'admin_user_role', 'admin_user', 'site_role']) await qr.dropTable(table);
  }
}
