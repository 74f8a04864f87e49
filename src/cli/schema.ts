import { DataSource, QueryRunner } from 'typeorm';

import { isMysql } from '../database/data-source-options';
import { ArchiveColumn, columnKind } from './archive';

export interface DbTable {
  name: string;
  columns: ArchiveColumn[];
  primaryKey: string[];
  /** The integer primary key the database numbers itself (AUTO_INCREMENT / AUTOINCREMENT), if any. */
  autoIncrement: string | null;
  /** Tables this one has a foreign key to. */
  references: string[];
}

/**
 * The tables of the connected database, read from the database itself (not from entities, so a
 * table a later migration adds is exported too). Only this database's schema on MySQL.
 */
export async function readSchema(ds: DataSource, qr: QueryRunner): Promise<DbTable[]> {
  return isMysql(ds) ? readMysqlSchema(qr) : readSqliteSchema(qr);
}

async function readSqliteSchema(qr: QueryRunner): Promise<DbTable[]> {
  const tables = (await qr.query(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)) as { name: string; sql: string }[];
  const out: DbTable[] = [];
  for (const t of tables) {
    const cols = (await qr.query(`PRAGMA table_info(${quoteSqlite(t.name)})`)) as { name: string; type: string; pk: number }[];
    const fks = (await qr.query(`PRAGMA foreign_key_list(${quoteSqlite(t.name)})`)) as { table: string }[];
    const primaryKey = cols
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const single = primaryKey.length === 1 ? cols.find((c) => c.name === primaryKey[0]) : undefined;
    out.push({
      name: t.name,
      columns: cols.map((c) => ({ name: c.name, kind: columnKind(c.type) })),
      primaryKey,
      // An INTEGER PRIMARY KEY is the rowid (next = highest + 1 by itself); AUTOINCREMENT keeps its counter in sqlite_sequence.
      autoIncrement: single && /^integer$/i.test(single.type) && /autoincrement/i.test(t.sql) ? single.name : null,
      references: [...new Set(fks.map((f) => f.table))],
    });
  }
  return out;
}

async function readMysqlSchema(qr: QueryRunner): Promise<DbTable[]> {
  const tables = (await qr.query(`SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME`)) as {
    name: string;
  }[];
  const cols = (await qr.query(
    `SELECT TABLE_NAME AS tableName, COLUMN_NAME AS name, DATA_TYPE AS type, COLUMN_KEY AS columnKey, EXTRA AS extra
       FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, ORDINAL_POSITION`,
  )) as { tableName: string; name: string; type: string; columnKey: string; extra: string }[];
  const keys = (await qr.query(
    `SELECT TABLE_NAME AS tableName, COLUMN_NAME AS name, CONSTRAINT_NAME AS constraintName, REFERENCED_TABLE_NAME AS referenced
       FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION`,
  )) as { tableName: string; name: string; constraintName: string; referenced: string | null }[];
  return tables.map(({ name }) => {
    const own = cols.filter((c) => c.tableName === name);
    const ownKeys = keys.filter((k) => k.tableName === name);
    return {
      name,
      columns: own.map((c) => ({ name: c.name, kind: columnKind(c.type) })),
      primaryKey: ownKeys.filter((k) => k.constraintName === 'PRIMARY').map((k) => k.name),
      autoIncrement: own.find((c) => /auto_increment/i.test(c.extra))?.name ?? null,
      references: [...new Set(ownKeys.filter((k) => k.referenced).map((k) => k.referenced!))],
    };
  });
}

const quoteSqlite = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A quoted identifier for this database (`key` is a reserved word on MySQL). */
export const quote = (ds: DataSource, name: string) => ds.driver.escape(name);

export async function countRows(ds: DataSource, qr: QueryRunner, table: string): Promise<number> {
  const [row] = await qr.query(`SELECT COUNT(*) AS n FROM ${quote(ds, table)}`);
  return Number(row.n);
}

/** Rows of a table in primary-key order, a page at a time (a large table is never read whole). */
export async function* readRows(ds: DataSource, qr: QueryRunner, table: DbTable, pageSize = 500): AsyncGenerator<Record<string, unknown>> {
  const columns = table.columns.map((c) => quote(ds, c.name)).join(', ');
  if (table.primaryKey.length === 1) {
    // Keyset pages: each page starts where the last ended, so a page costs the same at any depth.
    const key = table.primaryKey[0];
    let after: unknown = undefined;
    for (;;) {
      const where = after === undefined ? '' : ` WHERE ${quote(ds, key)} > ?`;
      const rows = (await qr.query(
        `SELECT ${columns} FROM ${quote(ds, table.name)}${where} ORDER BY ${quote(ds, key)} LIMIT ${pageSize}`,
        after === undefined ? [] : [after],
      )) as Record<string, unknown>[];
      yield* rows;
      if (rows.length < pageSize) return;
      after = rows[rows.length - 1][key];
    }
  }
  const order = (table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name)).map((c) => quote(ds, c)).join(', ');
  for (let offset = 0; ; offset += pageSize) {
    const rows = (await qr.query(`SELECT ${columns} FROM ${quote(ds, table.name)} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`)) as Record<string, unknown>[];
    yield* rows;
    if (rows.length < pageSize) return;
  }
}

/** Inserts rows (values in `columns` order) in multi-row statements that stay under SQLite's parameter limit. */
export async function insertRows(ds: DataSource, qr: QueryRunner, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const perStatement = Math.max(1, Math.min(500, Math.floor(900 / Math.max(1, columns.length))));
  const head = `INSERT INTO ${quote(ds, table)} (${columns.map((c) => quote(ds, c)).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += perStatement) {
    const batch = rows.slice(i, i + perStatement);
    await qr.query(head + batch.map(() => tuple).join(', '), batch.flat());
  }
}

/**
 * Rows go in parents first, so foreign keys hold at every step on MySQL; SQLite additionally
 * checks them only at COMMIT (it cannot turn them off inside a transaction, and need not).
 */
export async function deferForeignKeys(ds: DataSource, qr: QueryRunner): Promise<void> {
  if (!isMysql(ds)) await qr.query('PRAGMA defer_foreign_keys = ON');
}

/**
 * Makes the next generated id of each table follow the highest imported one. Runs after the
 * import's commit on MySQL (ALTER TABLE commits implicitly); inside the transaction on SQLite.
 */
export async function resetSequences(ds: DataSource, qr: QueryRunner, tables: DbTable[]): Promise<void> {
  const hasSqliteSequence = !isMysql(ds) && (await qr.query(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'`)).length > 0;
  for (const t of tables) {
    if (!t.autoIncrement) continue;
    const [row] = await qr.query(`SELECT MAX(${quote(ds, t.autoIncrement)}) AS m FROM ${quote(ds, t.name)}`);
    const max = Number(row.m ?? 0);
    if (isMysql(ds)) {
      await qr.query(`ALTER TABLE ${quote(ds, t.name)} AUTO_INCREMENT = ${max + 1}`);
    } else if (hasSqliteSequence) {
      await qr.query(`DELETE FROM sqlite_sequence WHERE name = ?`, [t.name]);
      if (max > 0) await qr.query(`INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)`, [t.name, max]);
    }
  }
}
