import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { DataSource } from 'typeorm';

import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions, runMigrationsLocked } from '../../src/database/data-source-options';
import { dropDatabase, freshDatabaseUrl, TEST_DB } from '../support/test-app';

// Two instances starting at once against one MySQL: each migration runs exactly once.
// MariaDB only: npm test leaves this file out of the SQLite pass; without MariaDB it fails, never skips.
describe('migrations lock (mariadb)', () => {
  beforeAll(() => {
    if (TEST_DB !== 'mariadb') throw new Error('This test needs TEST_DB=mariadb (npm test runs it in the MariaDB pass).');
  });
  it('runs every migration exactly once when two instances start together', async () => {
    const url = await freshDatabaseUrl();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lock-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url! });
    const a = await new DataSource(dataSourceOptions(config)).initialize();
    const b = await new DataSource(dataSourceOptions(config)).initialize();
    try {
      const [ranA, ranB] = await Promise.all([runMigrationsLocked(a), runMigrationsLocked(b)]);
      const all = [...ranA, ...ranB];
      expect(all.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(all.length);
      expect(ranA.length === 0 || ranB.length === 0).toBe(true);
      const rows: { name: string }[] = await a.query('SELECT name FROM migrations');
      expect(rows.length).toBe(all.length);
    } finally {
      await a.destroy();
      await b.destroy();
      await dropDatabase(url);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
