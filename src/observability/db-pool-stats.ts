import type { DataSource } from 'typeorm';

import { isMysql } from '../database/data-source-options';
import type { PoolStats } from './metrics';

interface QueueLike {
  length: number;
}
/** The mysql2 pool's own queues (lib/base/pool.js); TypeORM's MysqlDriver keeps the pool as `driver.pool`. */
interface Mysql2Pool {
  _allConnections?: QueueLike;
  _freeConnections?: QueueLike;
  _connectionQueue?: QueueLike;
  config?: { connectionLimit?: number };
}

/**
 * The database pool as the metrics see it. MySQL/MariaDB: mysql2's connections (all, free, and the
 * callers queued for one). SQLite: better-sqlite3's one synchronous connection, never held across an
 * await and so never "in use" when a scrape runs, and nobody ever waits for it.
 */
export function dbPoolStats(ds: DataSource): PoolStats | null {
  if (!ds.isInitialized) return null;
  if (!isMysql(ds)) return { open: 1, inUse: 0, waiting: 0, max: 1 };
  const pool = (ds.driver as unknown as { pool?: Mysql2Pool }).pool;
  if (!pool) return null;
  const open = pool._allConnections?.length ?? 0;
  const free = pool._freeConnections?.length ?? 0;
  return { open, inUse: Math.max(0, open - free), waiting: pool._connectionQueue?.length ?? 0, max: pool.config?.connectionLimit ?? 0 };
}
