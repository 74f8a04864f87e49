import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';

import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { freePort } from '../support/free-port';
import { dropDatabase, freshDatabaseUrl, TEST_ADMIN, TEST_DB } from '../support/test-app';

jest.setTimeout(30_000);

const TOKEN = 'metrics-token-0123456789abcdefghij';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  context?: string;
  [k: string]: unknown;
}

/** Every JSON line the apps of this file write (createApp's logStream option). */
const raw: string[] = [];
const sink = { write: (line: string) => void raw.push(line) };
const lines = (): LogLine[] =>
  raw
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as LogLine);

interface Booted {
  app: NestFastifyApplication;
  http: TestAgent;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database, logging at debug level into `raw`. */
async function boot(env: Record<string, string>): Promise<Booted> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-obs-'));
  const databaseUrl = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'debug',
    ...env,
  });
  const app = await createApp(config, { logStream: sink });
  await app.listen(0, '127.0.0.1');
  return {
    app,
    http: request(app.getHttpServer()),
    dataDir,
    close: async () => {
      await app.close();
      await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The value of a sample line of the Prometheus text, e.g. `page_cache_hits_total`. */
function sample(text: string, name: string): number | undefined {
  const m = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
  return m ? Number(m[1]) : undefined;
}

describe(`observability: metrics, request ids, request logs (${TEST_DB})`, () => {
  let t: Booted;
  beforeAll(async () => {
    t = await boot({ METRICS_TOKEN: TOKEN });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('answers /metrics only with the bearer token', async () => {
    const none = await t.http.get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect((await t.http.get('/metrics').set('authorization', 'Bearer not-the-token-at-all-000')).status).toBe(401);
    expect((await t.http.get('/metrics').set('authorization', TOKEN)).status).toBe(401);
    const ok = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('private, no-store');
  });

  it('has request-duration histograms by route template, page-cache counters, the database pool and process metrics', async () => {
    const states = '/api/states/get-all/2';
    expect((await t.http.get(states)).headers['x-cache']).toBe('MISS');
    await until('a page-cache hit', async () => ((await t.http.get(states)).headers['x-cache'] === 'HIT' ? true : undefined));
    // An unknown path, a query string and a missing API route: none of them may become a label.
    await t.http.get('/no-such-page-q7x3?utm=zz9k');
    await t.http.post('/api/no-such-api-w4v8').send({});

    const text = (await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`)).text;
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.0005",method="GET",route="\/api\/states\/get-all\/:regionId",status_code="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/states\/get-all\/:regionId",status_code="200"\} ([2-9]|\d\d+)$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/metrics",status_code="401"\} \d+$/m);
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    expect(text).not.toMatch(/q7x3|zz9k|w4v8/);

    expect(text).toMatch(/^# TYPE page_cache_hits_total counter$/m);
    expect(sample(text, 'page_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^page_cache_entries\{kind="page"\} [1-9]\d*$/m);

    expect(sample(text, 'db_pool_connections_in_use')).toBe(0);
    expect(sample(text, 'db_pool_requests_waiting')).toBe(0);
    expect(sample(text, 'db_pool_connections_open')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections_max')).toBe(TEST_DB === 'mariadb' ? 10 : 1);

    // Node's default metrics: event-loop lag, CPU, memory.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [0-9.e+-]+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [0-9.e+-]+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total [0-9.e+-]+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
  });

  // On SQLite there is no pool to fill: its one connection is reported (and the MariaDB pass fills the pool). Never a skip.
  if (TEST_DB !== 'mariadb') {
    it('reports the SQLite connection as the pool: one open, none waiting', async () => {
      const text = (await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`)).text;
      expect(sample(text, 'db_pool_connections_open')).toBe(1);
      expect(sample(text, 'db_pool_requests_waiting')).toBe(0);
    });
  }
  (TEST_DB === 'mariadb' ? it : () => undefined)("reads the mysql2 pool's connections in use and the callers waiting for one", async () => {
    const ds = t.app.get(DataSource);
    const scrape = async () => (await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`)).text;
    const held = [];
    for (let i = 0; i < 10; i++) {
      const qr = ds.createQueryRunner();
      await qr.connect();
      held.push(qr);
    }
    const extra = ds.createQueryRunner();
    const waiting = extra.connect();
    try {
      const text = await scrape();
      expect(sample(text, 'db_pool_connections_in_use')).toBe(10);
      expect(sample(text, 'db_pool_connections_open')).toBe(10);
      expect(sample(text, 'db_pool_requests_waiting')).toBeGreaterThanOrEqual(1);
    } finally {
      for (const qr of held) await qr.release();
      await waiting;
      await extra.release();
    }
    const after = await scrape();
    expect(sample(after, 'db_pool_connections_in_use')).toBe(0);
    expect(sample(after, 'db_pool_requests_waiting')).toBe(0);
  });

  it('counts the hits it reads from the page cache at scrape time', async () => {
    const scrape = async () => (await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`)).text;
    const before = sample(await scrape(), 'page_cache_hits_total')!;
    await until('a page-cache hit', async () => ((await t.http.get('/api/states/get-all/2')).headers['x-cache'] === 'HIT' ? true : undefined));
    expect(sample(await scrape(), 'page_cache_hits_total')).toBeGreaterThan(before);
  });

  it('gives every response its own X-Request-Id, page-cache hits too, and ignores a client-sent one without a trusted proxy', async () => {
    const a = await t.http.get('/health/live');
    const b = await t.http.get('/health/live');
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const spoofed = await t.http.get('/health/live').set('x-request-id', 'spoofed-id-123');
    expect(spoofed.headers['x-request-id']).toMatch(UUID);

    const h1 = await until('a page-cache hit', async () => {
      const r = await t.http.get('/api/states/get-all/2');
      return r.headers['x-cache'] === 'HIT' ? r : undefined;
    });
    const h2 = await t.http.get('/api/states/get-all/2');
    expect(h2.headers['x-cache']).toBe('HIT');
    expect(h1.headers['x-request-id']).toMatch(UUID);
    expect(h2.headers['x-request-id']).toMatch(UUID);
    expect(h1.headers['x-request-id']).not.toBe(h2.headers['x-request-id']);
  });

  it('writes one JSON line per request with its id, method, route, status and duration', async () => {
    const res = await t.http.get('/api/states/get-all/2?for=log');
    const id = res.headers['x-request-id'];
    const done = await until('the request line', () => lines().filter((l) => l.reqId === id && l.msg === 'request completed'));
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ level: 30, reqId: id, method: 'GET', route: '/api/states/get-all/:regionId', url: '/api/states/get-all/2?for=log', status: 200 });
    expect(typeof done[0].durationMs).toBe('number');
    expect(typeof done[0].time).toBe('number');
    // Unknown paths: status 404, no route.
    const missing = await t.http.post('/api/no-such-api').send({});
    const line = await until('the 404 line', () => lines().find((l) => l.reqId === missing.headers['x-request-id'] && l.msg === 'request completed'));
    expect(line).toMatchObject({ method: 'POST', route: null, status: 404 });
  });

  it("puts the request's id on the lines Nest's loggers write for it, even after the body is read and the response is sent", async () => {
    const res = await t.http.post('/auth/forgot-password').send({ Username: TEST_ADMIN.email });
    expect(res.status).toBe(200);
    const id = res.headers['x-request-id'];
    // The reset mail is written after the response; the mail service logs it.
    const mail = await until('the mail line', () => lines().find((l) => l.context === 'Mail' && /wrote/.test(l.msg ?? '')));
    expect(mail.reqId).toBe(id);
  });

  it("writes Nest's start-up lines as JSON, the route map only at debug level", () => {
    const all = lines();
    const mapped = all.filter((l) => /^Mapped \{/.test(l.msg ?? ''));
    expect(mapped.length).toBeGreaterThan(10);
    expect(mapped.every((l) => l.level === 20 && l.context === 'RouterExplorer')).toBe(true);
    expect(all.some((l) => l.level === 30 && l.context === 'NestApplication')).toBe(true);
  });

  it('never writes a password, a bearer or refresh token, a cookie or a reset code', async () => {
    raw.length = 0;
    const login = await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: TEST_ADMIN.password });
    expect(login.status).toBe(200);
    const { token, refreshToken } = login.body.data as { token: string; refreshToken: string };
    const wrong = await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: 'a-wrong-password-xyzzy' });
    expect(wrong.status).toBe(401);
    const cookie = 'session=cookie-secret-plugh';
    expect((await t.http.get('/api/admin/session/keepalive').set('authorization', `Bearer ${token}`).set('cookie', cookie)).status).toBe(200);
    const refreshed = await t.http.post('/auth/refresh-token').send({ refreshToken });
    expect(refreshed.status).toBe(200);

    // A reset link's code: in the emailed link's path and in the API body.
    const outbox = path.join(t.dataDir, 'outbox');
    const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
    await t.http.post('/auth/forgot-password').send({ Username: TEST_ADMIN.email });
    const file = await until('the reset mail', () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).find((f) => !before.has(f)) : undefined));
    const eml = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    const code = /\/account\/reset-password\/([A-Za-z0-9_-]+)/.exec(eml)![1];
    await t.http.get(`/account/reset-password/${code}`);
    await t.http.get(`/account/email-auth/${code}?token=${token}`);
    expect((await t.http.post('/auth/check-reset-hash').send({ PasswordResetHash: code })).status).toBe(200);

    // Lines written with headers or auth body fields are redacted by pino, and Nest messages are scrubbed.
    const fastify = t.app.getHttpAdapter().getInstance();
    fastify.log.warn(
      { req: { headers: { authorization: `Bearer ${token}`, cookie } }, headers: { cookie }, body: { Password: TEST_ADMIN.password, refreshToken } },
      'headers and body',
    );
    new Logger('Test').error(`refused Authorization: Bearer ${token} for /account/reset-password/${code}`);

    await until('the last request line', () => lines().find((l) => l.msg === 'request completed' && l.route === '/auth/check-reset-hash'));
    const text = raw.join('');
    expect(text).toContain('[redacted]');
    expect(text).toContain('/account/reset-password/[redacted]');
    for (const secret of [TEST_ADMIN.password, 'a-wrong-password-xyzzy', token, refreshToken, refreshed.body.data.refreshToken, 'cookie-secret-plugh', code]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe(`observability: trusted proxy, metrics port (${TEST_DB})`, () => {
  let t: Booted;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    t = await boot({ TRUST_PROXY: 'true', METRICS_PORT: String(metricsPort) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it("takes the proxy's X-Request-Id, sends it back and logs with it; a malformed one is replaced", async () => {
    const res = await t.http.get('/health/live').set('x-request-id', 'edge-4f1c.7');
    expect(res.headers['x-request-id']).toBe('edge-4f1c.7');
    const line = await until('the request line', () => lines().find((l) => l.reqId === 'edge-4f1c.7' && l.msg === 'request completed'));
    expect(line).toMatchObject({ method: 'GET', route: '/health/live', status: 200 });
    expect((await t.http.get('/health/live').set('x-request-id', 'has spaces "and quotes"')).headers['x-request-id']).toMatch(UUID);
    expect((await t.http.get('/health/live').set('x-request-id', 'x'.repeat(200))).headers['x-request-id']).toMatch(UUID);
  });

  it('serves /metrics on METRICS_PORT only, and not on the site without METRICS_TOKEN', async () => {
    expect((await t.http.get('/metrics')).status).toBe(404);
    expect((await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`)).status).toBe(404);
    const side = request(`http://127.0.0.1:${metricsPort}`);
    const res = await side.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/health\/live",status_code="200"\} \d+$/m);
    expect(res.text).toMatch(/^page_cache_hits_total \d+$/m);
    expect((await side.get('/health/live')).status).toBe(404);
    expect((await side.get('/')).status).toBe(404);
  });
});
