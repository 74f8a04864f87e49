import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { startMariaDb } from './mariadb';

/** For TEST_DB=mariadb, starts one throwaway MariaDB for the whole API run; each test app gets its own database. */
export default async function globalSetup() {
  if (process.env.TEST_DB !== 'mariadb') return;
  const server = await startMariaDb();
  process.env.TEST_MARIADB_URL = server.rootUrl;
  const state = path.join(os.tmpdir(), `site-mariadb-${process.pid}.json`);
  fs.writeFileSync(state, JSON.stringify({ dir: server.dir, socket: server.socket }));
  (globalThis as Record<string, unknown>).__MARIADB__ = server;
}
