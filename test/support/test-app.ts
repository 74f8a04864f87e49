import 'reflect-metadata';

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';

import { createApp } from '../../src/app.factory';
import { AppConfig, loadConfig } from '../../src/config/app-config';

/** Which database the API tests run on: TEST_DB=sqlite (default) or TEST_DB=mariadb (a throwaway server from global-setup). */
export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'mariadb';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  config: AppConfig;
  dataDir: string;
  databaseUrl: string | null;
  /** The port requests go to. */
  port: number;
  close(): Promise<void>;
}

/** A fresh database URL: a new database on the shared MariaDB, or null for a new SQLite file. */
export async function freshDatabaseUrl(): Promise<string | null> {
  if (TEST_DB !== 'mariadb') return null;
  const root = process.env.TEST_MARIADB_URL;
  if (!root) throw new Error('TEST_DB=mariadb but no MariaDB was started (global-setup)');
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const conn = await createConnection(root);
  await conn.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return `${root}/${name}`;
}

export async function dropDatabase(url: string | null): Promise<void> {
  if (!url) return;
  const name = url.slice(url.lastIndexOf('/') + 1);
  const conn = await createConnection(url.slice(0, url.lastIndexOf('/')));
  await conn.query(`DROP DATABASE IF EXISTS ${name}`);
  await conn.end();
}

/** Boots the real app (all modules, migrations, seeders) on a fresh database and data folder. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const databaseUrl = env.DATABASE_URL ?? (await freshDatabaseUrl());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    COMPANY_NAME: 'Koch Agronomic',
    ...env,
  });
  const app = await createApp(config, { logger: false });
  // Listening once gives every request the same Host (the page cache keys by host, as a real client's never changes).
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as { port: number }).port;
  const http = request(app.getHttpServer());
  return {
    app,
    http,
    config,
    dataDir,
    databaseUrl,
    port,
    close: async () => {
      await app.close();
      if (!env.DATABASE_URL) await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
