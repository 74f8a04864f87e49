import { readdirSync, readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { setFlagsFromString } from 'node:v8';

import { loadConfig } from '../../src/config/app-config';
import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { FRONT_SEMI_SPACE_MB, FrontLink } from '../../src/front/front-link';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * The front thread (issue 15, as `npm start` runs): the public port is served by a worker thread
 * that answers cache hits and the liveness probe itself and forwards everything else to the app.
 * What the app sees of a forwarded request must be what it would see of the client's own; the page
 * cache's behaviour in this set-up is covered by page-cache.e2e-spec.ts (run in both set-ups).
 */
describe.each([
  ['TRUST_PROXY off', false],
  ['TRUST_PROXY on', true],
])(`front thread (${TEST_DB}, %s)`, (_name, trustProxy) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const TOKEN = 'metrics-token-front-thread-test';

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: String(trustProxy) }, { front: true });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it("gives the app the client's address, and believes X-Forwarded-For only behind a trusted proxy", async () => {
    const failed = await t.http.post('/auth/login').set('x-forwarded-for', '203.0.113.7').send({ Username: 'nobody@example.com', Password: 'wrong-password-here' });
    expect(failed.status).toBe(401);
    const res = await t.http.get('/api/admin/audit').query({ action: 'auth.sign-in-failed' }).set(auth);
    const ip = res.body.data.items[0]?.ip;
    if (trustProxy) expect(ip).toBe('203.0.113.7');
    else expect(ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('answers the liveness probe itself, with a request id, and forwards readiness', async () => {
    const live = await t.http.get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ success: true, data: { status: 'up' } });
    const again = await t.http.get('/health/live');
    expect(again.body).toEqual({ success: true, data: { status: 'up' } });
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['content-security-policy']).toBeTruthy();
    expect((await t.http.get('/health/ready')).status).toBe(200);
  });

  it("gives a forwarded request the front's request id, and takes a trusted proxy's", async () => {
    const res = await t.http.get('/api/states/get-all/2?front-id=1');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.http.get('/api/states/get-all/2?front-id=2').set('x-request-id', 'proxy-id-123');
    if (trustProxy) expect(given.headers['x-request-id']).toBe('proxy-id-123');
    else expect(given.headers['x-request-id']).not.toBe('proxy-id-123');
  });

  it('streams an upload through to the app and a download back', async () => {
    const pdf = simplePdf('Front thread upload probe', []);
    const up = await t.http
      .post('/api/admin/documents/add')
      .set(auth)
      .field('title', 'Front Thread Probe')
      .field('kind', 'label')
      .field('regionIds', '2')
      .attach('file', pdf, { filename: 'front-probe.pdf', contentType: 'application/pdf' });
    expect(up.status).toBe(201);
    const guid = up.body.data.guid as string;
    const down = await t.http
      .get(`/doccenter/${guid}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(down.status).toBe(200);
    expect(Buffer.compare(down.body as Buffer, pdf)).toBe(0);
  });

  it("merges the front's figures into /metrics: the hits, the page cache, and the process metrics once", async () => {
    for (let i = 0; i < 30; i++) await t.http.get('/agrotain');
    const res = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    const text = res.text;
    const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN);
    expect(value(/^page_cache_hits_total (\d+)/m)).toBeGreaterThan(0);
    expect(value(/^page_cache_entries\{kind="page"\} (\d+)/m)).toBeGreaterThan(0);
    // The hits' durations (counted by the front) and the misses' (by the app) are one series.
    expect(value(/^http_request_duration_seconds_count\{[^}]*route="\/\*"[^}]*status_code="200"[^}]*\} (\d+)/m)).toBeGreaterThanOrEqual(30);
    expect(text.match(/^# TYPE process_resident_memory_bytes /gm)).toHaveLength(1);
    expect(text.match(/^# TYPE http_request_duration_seconds /gm)).toHaveLength(1);
  });

  it("answers 503 in the site's error shape when the app cannot be reached, and the front stays up", async () => {
    // The app stops listening on its private socket (as if it were restarting); the front is unaffected.
    const server = t.app.getHttpServer();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    const res = await t.http.get('/api/states/get-all/3?unreachable=1');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/temporarily unavailable/) });
    // A cached page is still served by the front meanwhile.
    expect((await t.http.get('/agrotain')).headers['x-cache']).toBe('HIT');
  });
});

describe('front thread: the other threads yield the core to it (APP_THREADS_NICE)', () => {
  /** Each live thread's nice value, from /proc (Linux keeps one per thread). */
  const nices = () =>
    new Map(
      readdirSync('/proc/self/task').flatMap((tid) => {
        try {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return [[Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])] as const];
        } catch {
          return []; // ended meanwhile
        }
      }),
    );

  it('lowers every thread that was there before the front once it listens, and not the front', async () => {
    const before = nices();
    const base = os.getPriority(0);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), SEED_DEMO: 'false', APP_THREADS_NICE: '2' });
    expect(config.appThreadsNice).toBe(2);
    const front = new FrontLink(config, path.resolve(__dirname, '../../dist/src/front/front.worker.js'));
    try {
      await front.start({ port: 0, host: '127.0.0.1', logLevel: 'error' });
      const after = nices();
      const kept = [...before.keys()].filter((tid) => after.has(tid));
      expect(kept).toContain(process.pid);
      for (const tid of kept) expect({ tid, nice: after.get(tid) }).toEqual({ tid, nice: Math.min(19, before.get(tid)! + 2) });
      // The front (and whatever it started) is new, and keeps the priority it was created with.
      const added = [...after.keys()].filter((tid) => !before.has(tid));
      expect(added.length).toBeGreaterThan(0);
      expect(added.some((tid) => after.get(tid) === base)).toBe(true);
    } finally {
      await front.stop();
      for (const [tid, nice] of before) {
        try {
          os.setPriority(tid, nice);
        } catch {
          // Raising a priority again needs privileges: the rest of this run keeps the lower one.
        }
      }
    }
  });

  it('is off at 0 and checked to 0–19', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), APP_THREADS_NICE: '0' }).appThreadsNice).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir() }).appThreadsNice).toBe(5);
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), APP_THREADS_NICE: '20' })).toThrow(/APP_THREADS_NICE/);
  });
});

describe("front thread: its young generation is its own, whatever the process's --max-semi-space-size", () => {
  it('gets semi-spaces of FRONT_SEMI_SPACE_MB where npm start gives the rest of the process less', async () => {
    // As `npm start` starts the process (package.json): the main thread's semi-spaces are 4 MB.
    setFlagsFromString('--max-semi-space-size=4');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: os.tmpdir(), SEED_DEMO: 'false', APP_THREADS_NICE: '0' });
    const front = new FrontLink(config, path.resolve(__dirname, '../support/young-generation-worker.js'));
    try {
      // The stand-in reports the new space V8 let it grow to: two semi-spaces.
      const newSpaceMb = await front.start({ port: 0, host: '127.0.0.1', logLevel: 'error' });
      expect(FRONT_SEMI_SPACE_MB).toBeGreaterThan(4);
      expect(newSpaceMb).toBeGreaterThan(2 * 4);
      expect(newSpaceMb).toBeLessThanOrEqual(2 * FRONT_SEMI_SPACE_MB);
    } finally {
      await front.stop();
    }
  });
});
