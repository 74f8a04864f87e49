import { QueryRunner, TableColumnOptions } from 'typeorm';

/** Column helpers so one migration set runs on SQLite and MySQL/MariaDB. */
export const isMysqlRunner = (qr: QueryRunner) => ['mysql', 'mariadb'].includes(qr.connection.driver.options.type);

export const id = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });

/** A UTC timestamp with millisecond precision, defaulting to now. */
export const timestamp = (qr: QueryRunner, name: string, opts: { nullable?: boolean; defaultNow?: boolean } = {}): TableColumnOptions => ({
  name,
  type: isMysqlRunner(qr) ? 'datetime' : 'datetime',
  precision: isMysqlRunner(qr) ? 3 : undefined,
  isNullable: opts.nullable ?? false,
  default: opts.defaultNow === false ? undefined : isMysqlRunner(qr) ? 'CURRENT_TIMESTAMP(3)' : "(strftime('%Y-%m-%d %H:%M:%f','now'))",
});

/** Long text: TEXT on SQLite, MEDIUMTEXT (16 MB) on MySQL. */
export const longText = (qr: QueryRunner, name: string, nullable = true): TableColumnOptions => ({
  name,
  type: isMysqlRunner(qr) ? 'mediumtext' : 'text',
  isNullable: nullable,
});

export const varchar = (name: string, length = 255, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
