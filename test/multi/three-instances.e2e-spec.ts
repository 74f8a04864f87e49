import { ChildProcess, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';

import autocannon from 'autocannon';
import { createConnection } from 'mysql2/promise';

import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { freePort } from '../support/free-port';
import { startNginx, TestNginx } from '../support/nginx';
import { startRedis, TestRedis } from '../support/redis-server';
import { startS3Server, TestS3Server } from '../support/s3-server';
import { dropDatabase, freshDatabaseUrl } from '../support/test-app';

/**
 * Three app processes (the built app, as operators run it) on one MariaDB, one Redis and one
 * S3-compatible store, behind nginx as the balancer and, in front of it, nginx as a CDN purged by
 * the app's URL-purge adapter; a webhook receiver counts the change events. All on loopback.
 */
const DIST = path.resolve(__dirname, '../..', process.env.MULTI_DIST ?? 'dist');
const ADMIN = { email: 'admin@example.com', password: 'correct-horse-battery-staple' };
const METRICS_TOKEN = 'metrics-token-for-the-three-instance-test';
const AUTH_LIMIT = 40;
const WEBHOOK_SECRET = 'three-instance-webhook-secret';

/** A delivery as the receiver saw it. */
interface Received {
  at: number;
  event: string;
  id: string;
  keys: string[];
  item?: { baseId: number };
  signed: boolean;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Instance {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  logFile: string;
  proc: ChildProcess;
  exited: Promise<number | null>;
}

describe('three instances behind nginx (MariaDB, Redis, S3)', () => {
  let databaseUrl: string;
  let redis: TestRedis;
  let s3: TestS3Server;
  let nginx: TestNginx;
  const instances: Instance[] = [];
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'site-multi-logs-'));
  let token: string;
  let env: Record<string, string>;
  let cdnPort: number;
  const received: Received[] = [];
  let receiver: http.Server;
  /** When each change under test was made, for the webhook check. */
  const changes: { label: string; at: number; match: (r: Received) => boolean }[] = [];

  function start(name: string, port: number): Instance {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-multi-${name}-`));
    const logFile = path.join(logs, `${name}-${Date.now()}.log`);
    const out = fs.openSync(logFile, 'a');
    const proc = spawn(process.execPath, [path.join(DIST, 'src', 'main.js')], {
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: path.join(DIST, 'client') },
      stdio: ['ignore', out, out],
    });
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
    return { name, port, url: `http://127.0.0.1:${port}`, dataDir, logFile, proc, exited };
  }

  async function ready(i: Instance, timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (i.proc.exitCode !== null) throw new Error(`${i.name} exited (${i.proc.exitCode}):\n${fs.readFileSync(i.logFile, 'utf8').slice(-4000)}`);
      const ok = await fetch(`${i.url}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`${i.name} not ready:\n${fs.readFileSync(i.logFile, 'utf8').slice(-4000)}`);
      await sleep(100);
    }
  }

  const json = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) } });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one helper reads every response shape of the test
    return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as { success: boolean; data: any; message?: string } };
  };
  const anonymous = (url: string, init: RequestInit = {}) => fetch(url, init);

  beforeAll(async () => {
    if (!process.env.TEST_MARIADB_URL) throw new Error('the three-instance test needs TEST_DB=mariadb (global-setup starts the MariaDB)');
    const url = await freshDatabaseUrl();
    databaseUrl = url!;
    [redis, s3] = await Promise.all([startRedis(), startS3Server()]);
    cdnPort = await freePort();
    receiver = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d: Buffer) => (raw += d.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw) as Omit<Received, 'at' | 'signed'>;
        const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')}`;
        received.push({ ...body, at: Date.now(), signed: req.headers['x-webhook-signature'] === expected });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      ...s3.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      JWT_ACCESS_SECRET: 'three-instance-test-secret-' + 'x'.repeat(40),
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      FORMS_MAIL_INTERVAL_MS: '500',
      CDN_PURGE: 'url',
      CDN_PURGE_URL: `http://127.0.0.1:${cdnPort}/purge`,
    };
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    // Started together on the empty database: migrations and seeding race for the lock.
    for (const [n, p] of ['a', 'b', 'c'].map((n, k) => [n, ports[k]] as const)) instances.push(start(n, p));
    await Promise.all(instances.map((i) => ready(i)));
    nginx = await startNginx(ports, { cdnPort });
    const login = await json(`${instances[0].url}/auth/login`, { method: 'POST', body: JSON.stringify({ Username: ADMIN.email, Password: ADMIN.password }) });
    token = login.body.data.token;
    const hook = await json(`${instances[1].url}/api/admin/webhooks`, {
      method: 'POST',
      body: JSON.stringify({
        name: 'Change receiver',
        url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`,
        events: ['site.changed'],
        secret: WEBHOOK_SECRET,
      }),
    });
    expect(hook.status).toBe(201);
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop().catch(() => undefined);
    receiver?.close();
    for (const i of instances) {
      if (i.proc.exitCode === null) {
        i.proc.kill('SIGTERM');
        await i.exited;
      }
      fs.rmSync(i.dataDir, { recursive: true, force: true });
    }
    await Promise.all([redis?.stop(), s3?.stop()].map((p) => p?.catch(() => undefined)));
    if (databaseUrl) await dropDatabase(databaseUrl).catch(() => undefined);
    if (!process.env.KEEP_MULTI_LOGS) fs.rmSync(logs, { recursive: true, force: true });
  }, 60_000);

  it('1. all three come up on an empty database; each migration runs once, and seeding happens once', async () => {
    for (const i of instances) expect(i.proc.exitCode).toBeNull();
    const db = await createConnection(databaseUrl);
    try {
      const [migrations] = (await db.query('SELECT name, COUNT(*) AS n FROM migrations GROUP BY name')) as [{ name: string; n: number }[], unknown];
      expect(migrations.length).toBe(fs.readdirSync(path.join(DIST, 'migrations')).filter((f) => f.endsWith('.js')).length);
      expect(migrations.every((m) => Number(m.n) === 1)).toBe(true);
      const [[admins]] = (await db.query('SELECT COUNT(*) AS n FROM admin_user WHERE email = ?', [ADMIN.email])) as [{ n: number }[], unknown];
      expect(Number(admins.n)).toBe(1);
      const [dupRoles] = (await db.query('SELECT name FROM site_role GROUP BY name HAVING COUNT(*) > 1')) as [unknown[], unknown];
      expect(dupRoles).toEqual([]);
      const [dupSlugs] = (await db.query('SELECT kind, slug, locale FROM content_item GROUP BY kind, slug, region_ids, locale HAVING COUNT(*) > 1')) as [unknown[], unknown];
      expect(dupSlugs).toEqual([]);
      const [[products]] = (await db.query("SELECT COUNT(*) AS n FROM content_item WHERE kind = 'products'")) as [{ n: number }[], unknown];
      expect(Number(products.n)).toBeGreaterThan(0);
      const [dupGuids] = (await db.query('SELECT guid FROM document GROUP BY guid HAVING COUNT(*) > 1')) as [unknown[], unknown];
      expect(dupGuids).toEqual([]);
    } finally {
      await db.end();
    }
  });

  it('2. a save through A shows on every instance through nginx within 100 ms: page, get-by-slug and the public filter', async () => {
    const [a] = instances;
    const add = (title: string, extra: Record<string, unknown> = {}) =>
      json(`${a.url}/api/admin/knowledge-center/add`, {
        method: 'POST',
        body: JSON.stringify({
          title,
          regionIds: [2],
          resourceType: 0,
          summary: `Summary of ${title}`,
          metadata: { desc: title },
          modules: [{ type: 2, editorData: `<p>${title}</p>` }],
          ...extra,
        }),
      });
    const created = (await add('Multi Instance Article')).body.data;
    const page = `/knowledge-center/${created.slug}`;
    const bySlug = `/api/knowledge-center/get-by-slug/${created.slug}`;
    const filter = () =>
      anonymous(`${nginx.url}/api/knowledge-center/filter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ search: 'multi instance article' }),
      });
    // Warm every instance's page cache with the first version (round robin: 6 requests reach each twice).
    for (let k = 0; k < 6; k++) {
      expect(await (await anonymous(`${nginx.url}${page}`)).text()).toContain('Multi Instance Article');
      await anonymous(`${nginx.url}${bySlug}`);
      await filter();
    }
    // Each instance now answers it from its page cache (kept once its compressed copies are made).
    let hits = 0;
    for (let k = 0; k < 100 && hits < 3; k++) {
      hits = (await anonymous(`${nginx.url}${page}`)).headers.get('x-cache') === 'HIT' ? hits + 1 : 0;
      if (hits === 0) await sleep(20);
    }
    expect(hits).toBe(3);
    const beforeSave = Date.now();
    const saved = await json(`${a.url}/api/admin/knowledge-center/add`, {
      method: 'POST',
      body: JSON.stringify({ ...created, title: 'Multi Instance Article Revised', baseId: created.baseId, basedOnVersionId: created.id, createRedirect: false }),
    });
    expect(saved.status).toBe(200);
    changes.push({ label: 'publish through A', at: beforeSave, match: (r) => r.event === 'content.published' && r.item?.baseId === created.baseId && r.at >= beforeSave });
    await sleep(100);
    for (let k = 0; k < 6; k++) {
      expect(await (await anonymous(`${nginx.url}${page}`)).text()).toContain('Multi Instance Article Revised');
      expect(((await (await anonymous(`${nginx.url}${bySlug}`)).json()) as { data: { title: string } }).data.title).toBe('Multi Instance Article Revised');
      const list = (await (await filter()).json()) as { data: { items: { title: string }[] } };
      expect(list.data.items.map((x) => x.title)).toEqual(['Multi Instance Article Revised']);
    }
    // And on each instance directly.
    for (const i of instances) expect(await (await anonymous(`${i.url}${page}`)).text()).toContain('Multi Instance Article Revised');
  });

  it('3. wrong passwords spread over the three lock the account on all of them; the auth rate limit counts across them', async () => {
    const victim = 'locked-out@example.com';
    // Create the account through A.
    const roles = (await json(`${instances[0].url}/api/adminusers/get-roles`)).body.data as { id: number; name: string }[];
    const created = await json(`${instances[0].url}/api/adminusers/add`, {
      method: 'POST',
      body: JSON.stringify({ id: null, email: victim, password: 'a-long-enough-test-password', userRoles: roles.filter((r) => r.name === 'Editor').map((r) => r.id) }),
    });
    expect(created.body.success).toBe(true);
    // Five failures, one per IP, over the three instances: the fifth locks the account.
    for (let k = 0; k < 5; k++) {
      const i = instances[k % 3];
      const r = await json(`${i.url}/auth/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.1.0.${k}` },
        body: JSON.stringify({ Username: victim, Password: 'wrong-password' }),
      });
      expect(k < 4 ? r.status : [401, 429]).toEqual(k < 4 ? 401 : expect.arrayContaining([r.status]));
    }
    for (const i of instances) {
      const r = await json(`${i.url}/auth/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.2.0.1' },
        body: JSON.stringify({ Username: victim, Password: 'a-long-enough-test-password' }),
      });
      expect(r.status).not.toBe(200);
      expect(r.body.message).toMatch(/locked/i);
    }
    // One IP, spread over the three: the limit is counted once for all of them.
    const statuses: number[] = [];
    for (let k = 0; k < AUTH_LIMIT + 6; k++) {
      const i = instances[k % 3];
      statuses.push((await fetch(`${i.url}/auth/check-auth`, { headers: { 'x-forwarded-for': '10.3.3.3' } })).status);
    }
    expect(statuses.slice(0, AUTH_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(AUTH_LIMIT)).toEqual(Array(6).fill(429));
  });

  it('4. a document uploaded through A downloads through C, with ranges', async () => {
    const bytes = simplePdf('Multi Instance Label', [{ text: 'Uploaded through instance A.' }]);
    const form = new FormData();
    form.set('title', 'Multi Instance Label');
    form.set('kind', 'label');
    form.set('regionIds', '2');
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'multi-instance-label.pdf');
    const up = await fetch(`${instances[0].url}/api/admin/documents/add`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const doc = ((await up.json()) as { data: { guid: string } }).data;
    expect(doc.guid).toMatch(/^[0-9a-f-]{36}$/);
    changes.push({ label: 'document upload through A', at: Date.now(), match: (r) => r.event === 'document.revised' && r.keys.includes(`doc-${doc.guid}`) });
    const c = instances[2];
    const whole = await fetch(`${c.url}/doccenter/${doc.guid}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(`${c.url}/doccenter/${doc.guid}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe(bytes.subarray(0, 8).toString('latin1'));
    expect((await s3.keys()).length).toBeGreaterThan(0);
  });

  it('5. a scheduled item publishes once across the instances', async () => {
    const at = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const created = await json(`${instances[0].url}/api/admin/knowledge-center/add`, {
      method: 'POST',
      body: JSON.stringify({ title: 'Multi Instance Scheduled', regionIds: [2], resourceType: 0, summary: 's', metadata: { desc: 'd' }, modules: [], publishedAt: at.toISOString() }),
    });
    expect(created.body.data.status).toBe('scheduled');
    const slug = created.body.data.slug;
    // Visible everywhere once its time has come (each instance's page cache expires at that time).
    await sleep(Math.max(0, at.getTime() - Date.now()) + 200);
    for (const i of instances) expect((await anonymous(`${i.url}/api/knowledge-center/get-by-slug/${slug}`)).status).toBe(200);
    // The scheduler (every minute, at second 0) marks it published on exactly one instance.
    const deadline = Date.now() + 65_000;
    for (;;) {
      const status = (await json(`${instances[0].url}/api/admin/knowledge-center/get/${created.body.data.baseId}`)).body.data.status;
      if (status === 'published' || Date.now() > deadline) break;
      await sleep(500);
    }
    changes.push({ label: 'scheduled publish firing', at: Date.now(), match: (r) => r.event === 'content.published' && r.item?.baseId === created.body.data.baseId });
    await sleep(1500);
    const publishedLines = instances.map((i) => (fs.readFileSync(i.logFile, 'utf8').match(/Published 1 scheduled item/g) ?? []).length).reduce((x, y) => x + y, 0);
    expect(publishedLines).toBe(1);
    const versions = await json(`${instances[0].url}/api/admin/knowledge-center/get-versions/${created.body.data.baseId}`);
    expect(versions.body.data.length ?? versions.body.data.items?.length).toBe(1);
  }, 90_000);

  it('6. a webhook receives each change once, correctly signed, within 5 s (publish, scheduled publish, document revision)', async () => {
    expect(changes.map((c) => c.label)).toEqual(['publish through A', 'document upload through A', 'scheduled publish firing']);
    await sleep(5_000);
    for (const c of changes) {
      const got = received.filter(c.match);
      expect({ change: c.label, deliveries: got.length }).toEqual({ change: c.label, deliveries: 1 });
      expect(got[0].signed).toBe(true);
      // The scheduled one is stamped when the test saw it published (polled every 500 ms).
      expect(got[0].at - c.at).toBeLessThan(5_000);
    }
    expect(new Set(received.map((r) => r.id)).size).toBe(received.length);
  }, 30_000);

  it('7. behind nginx as a CDN, a save through any instance shows within 2 s (purged by URL)', async () => {
    const cdn = nginx.cdnUrl!;
    const add = await json(`${instances[2].url}/api/admin/knowledge-center/add`, {
      method: 'POST',
      body: JSON.stringify({ title: 'Through The CDN', regionIds: [2], resourceType: 0, summary: 's', metadata: { desc: 'd' }, modules: [] }),
    });
    const created = add.body.data;
    const page = `${cdn}/knowledge-center/${created.slug}`;
    expect((await anonymous(page)).status).toBe(200);
    const second = await anonymous(page);
    expect(second.headers.get('x-cdn-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    for (const [k, through] of instances.entries()) {
      const title = `Through The CDN, edit ${k + 1}`;
      const current = (await json(`${through.url}/api/admin/knowledge-center/get/${created.baseId}`)).body.data;
      const saved = await json(`${through.url}/api/admin/knowledge-center/add`, {
        method: 'POST',
        body: JSON.stringify({ ...current, title, baseId: created.baseId, basedOnVersionId: current.id, createRedirect: false }),
      });
      expect(saved.status).toBe(200);
      const savedAt = Date.now();
      let text = '';
      while (Date.now() - savedAt < 2_000) {
        text = await (await anonymous(page)).text();
        if (text.includes(title)) break;
        await sleep(50);
      }
      expect(text).toContain(title);
      // Cached again by the CDN once it has the new version.
      await anonymous(page);
      expect((await anonymous(page)).headers.get('x-cdn-cache')).toBe('HIT');
    }
  }, 60_000);

  it('8. a rolling restart under load through nginx fails no request, and each instance exits within 5 s', async () => {
    const run = autocannon({
      url: nginx.url,
      connections: 10,
      duration: 20,
      requests: [
        { method: 'GET', path: '/agrotain' },
        { method: 'POST', path: '/api/knowledge-center/filter', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ search: 'nitrogen' }) },
      ],
    });
    const requestErrors: string[] = [];
    const exitTimes: number[] = [];
    void run.on('reqError', (e: Error) => requestErrors.push(e.message));
    const restarts = (async () => {
      await sleep(2_000);
      for (let k = 0; k < instances.length; k++) {
        const old = instances[k];
        const stopping = Date.now();
        old.proc.kill('SIGTERM');
        const code = await old.exited;
        expect(code).toBe(0);
        exitTimes.push(Date.now() - stopping);
        const fresh = start(old.name, old.port);
        instances[k] = fresh;
        await ready(fresh);
        fs.rmSync(old.dataDir, { recursive: true, force: true });
        await sleep(1_000);
      }
    })();
    const [result] = await Promise.all([run, restarts]);
    if (result.non2xx || result.errors)
      console.error(
        requestErrors.slice(0, 5).join('\n'),
        nginx
          .errorLog()
          .split('\n')
          .filter((l) => /upstream/.test(l) && !/Connection refused/.test(l))
          .slice(0, 20)
          .join('\n'),
      );
    expect(result.requests.total).toBeGreaterThan(1000);
    for (const ms of exitTimes) expect(ms).toBeLessThan(5_000);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, resets: result.resets ?? 0, statuses: Object.keys(result.statusCodeStats ?? {}) }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      resets: 0,
      statuses: ['200'],
    });
  }, 120_000);

  it('9. /metrics and the JSON logs show the requests with their request ids', async () => {
    const ids: string[] = [];
    for (let k = 0; k < 6; k++) {
      const id = `three-instance-${Date.now()}-${k}`;
      const res = await anonymous(`${nginx.url}/api/states/get-all/2`, { headers: { 'x-request-id': id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(id);
      ids.push(id);
    }
    await sleep(300);
    const allLogs = instances.map((i) => fs.readFileSync(i.logFile, 'utf8')).join('\n');
    for (const id of ids) {
      const line = allLogs.split('\n').find((l) => l.includes(id));
      expect(line).toBeDefined();
      const entry = JSON.parse(line!) as Record<string, unknown>;
      expect(entry.reqId).toBe(id);
    }
    for (const i of instances) {
      expect((await anonymous(`${i.url}/metrics`)).status).not.toBe(200);
      const m = await anonymous(`${i.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(m.status).toBe(200);
      const text = await m.text();
      expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*\} [1-9]/);
    }
  });
});
