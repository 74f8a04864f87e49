import * as fs from 'node:fs';
import * as path from 'node:path';

import { DataSource, DataSourceOptions } from 'typeorm';

import { foldForSearch } from '../common/search-text';
import { AppConfig } from '../config/app-config';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// Works from src/database (ts-jest/swc) and dist/src/database (compiled): migrations/ sits two levels up.
const MIGRATIONS_GLOB = path.join(__dirname, '..', '..', 'migrations', '*.{js,ts}');

export function isMysql(ds: DataSource): boolean {
  return ds.options.type === 'mysql' || ds.options.type === 'mariadb';
}

/** SQLite's function that folds a column as `foldForSearch` folds typed words (registered on each connection). */
const FOLD_FUNCTION = 'fold_search';

/**
 * A column as a search compares it with words folded by `foldForSearch`: MySQL's `utf8mb4_unicode_ci` already
 * ignores accents, so lower case is enough there; SQLite compares accents exactly, so it folds with the app's function.
 */
export function searchFoldSql(ds: DataSource, column: string): string {
  return isMysql(ds) ? `LOWER(${column})` : `${FOLD_FUNCTION}(${column})`;
}

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    namingStrategy: new SnakeNamingStrategy(),
    migrations: [MIGRATIONS_GLOB],
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error'] as 'error'[],
  };
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      dateStrings: false,
      extra: { connectionLimit: 10 },
    };
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: path.join(config.dataDir, 'site.sqlite'),
    prepareDatabase: (db: { pragma(s: string): unknown; function(name: string, options: { deterministic: boolean }, fn: (text: unknown) => unknown): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      db.function(FOLD_FUNCTION, { deterministic: true }, (text) => (typeof text === 'string' ? foldForSearch(text) : text));
    },
  };
}

/**
 * Runs `fn` holding a named MySQL lock (GET_LOCK), so several instances starting at the same moment
 * take turns: the second waits, then finds nothing left to do. On SQLite (one process) it just runs.
 */
export async function withDatabaseLock<T>(ds: DataSource, name: string, fn: () => Promise<T>, timeoutSeconds = 120): Promise<T> {
  if (!isMysql(ds)) return fn();
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    const [row] = await runner.query(`SELECT GET_LOCK(?, ?) AS l`, [name, timeoutSeconds]);
    if (Number(row.l) !== 1) throw new Error(`Could not take the ${name} lock within ${timeoutSeconds} s`);
    try {
      return await fn();
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(?)`, [name]);
    }
  } finally {
    await runner.release();
  }
}

/** The lock migrations and seeding run under (TypeORM has no lock of its own: typeorm#4588). */
export const SETUP_LOCK = 'site_migrations';

/** Runs pending migrations under the setup lock. */
export async function runMigrationsLocked(ds: DataSource): Promise<string[]> {
  return withDatabaseLock(ds, SETUP_LOCK, async () => (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name));
}
