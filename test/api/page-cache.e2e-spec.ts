import * as http from 'node:http';

import { Clock } from '../../src/content/clock';
import { PageCache } from '../../src/page-cache/page-cache.service';
import { adminToken } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Security headers helmet sets: a cached answer must carry the same. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'origin-agent-cluster',
];

describe(`page cache (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);

  /** Asks until the answer comes from the cache (entries are kept once their compressed copies are made). */
  async function untilCached(url: string, headers: Record<string, string> = {}) {
    for (let i = 0; i < 100; i++) {
      const res = await t.http.get(url).set(headers);
      if (res.headers['x-cache'] === 'HIT') return res;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${url} never came from the cache`);
  }

  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_MAX_BYTES: String(4 * 1024 * 1024), PAGE_CACHE_404_MAX_BYTES: String(256 * 1024) });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('serves a public page from the cache with a strong ETag, and answers If-None-Match with 304', async () => {
    const first = await t.http.get('/agrotain');
    expect({ status: first.status, text: first.status === 200 ? '' : first.text }).toEqual({ status: 200, text: '' });
    expect(first.headers['x-cache']).toBe('MISS');
    const hit = await untilCached('/agrotain');
    expect(hit.status).toBe(200);
    expect(hit.text).toBe(first.text);
    expect(hit.headers['content-type']).toMatch(/text\/html/);
    const etag = hit.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+(-br|-gz)?"$/);
    const revalidated = await t.http.get('/agrotain').set('if-none-match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? '').toBe('');
    // Another body's tag is not a match.
    expect((await t.http.get('/agrotain').set('if-none-match', '"something-else"')).status).toBe(200);
  });

  it('keeps precompressed br and gzip copies and sends the one the client accepts', async () => {
    await untilCached('/agrotain', { 'accept-encoding': 'br' });
    const br = await t.http
      .get('/agrotain')
      .set('accept-encoding', 'br')
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(br.headers['x-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await t.http.get('/agrotain').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toContain('AGROTAIN');
    const plain = await t.http.get('/agrotain').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('caches public GET JSON too', async () => {
    const first = await t.http.get('/api/states/get-all/2');
    expect({ status: first.status, text: first.status === 200 ? '' : first.text }).toEqual({ status: 200, text: '' });
    const hit = await untilCached('/api/states/get-all/2');
    expect(hit.body).toEqual(first.body);
    expect(hit.headers['content-type']).toMatch(/application\/json/);
  });

  it('caches the public list filters (POST) by their body, and shows a new item at once', async () => {
    const filter = () => t.http.post('/api/knowledge-center/filter').send({ search: 'filter cache probe' });
    expect((await filter()).body.data.total).toBe(0);
    let hit;
    for (let i = 0; i < 100 && hit?.headers['x-cache'] !== 'HIT'; i++) hit = await filter();
    expect(hit?.headers['x-cache']).toBe('HIT');
    expect((await t.http.post('/api/knowledge-center/filter').send({ search: 'another body' })).headers['x-cache']).toBe('MISS');
    await post('/api/admin/knowledge-center/add', article('Filter Cache Probe'));
    const after = await filter();
    expect(after.body.data.items.map((i: { title: string }) => i.title)).toEqual(['Filter Cache Probe']);
    // A signed-in request never gets the cached answer.
    expect((await t.http.post('/api/knowledge-center/filter').set(auth).send({ search: 'filter cache probe' })).headers['x-cache']).toBeUndefined();
  });

  it('answers a cached public filter with the same bytes; anything else reaches the app with its body intact', async () => {
    const body = JSON.stringify({ search: 'hot path probe', length: 10 });
    // The body in two writes, the second after a pause.
    const slowPost = (text: string, contentType = 'application/json') =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: t.port,
            method: 'POST',
            path: '/api/knowledge-center/filter',
            headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(text) },
          },
          (res) => {
            let out = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (out += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: out }));
          },
        );
        req.on('error', reject);
        req.write(text.slice(0, 5));
        setTimeout(() => req.end(text.slice(5)), 30);
      });
    const first = await slowPost(body);
    expect({ status: first.status, text: first.status === 200 ? '' : first.text }).toEqual({ status: 200, text: '' });
    expect(first.headers['x-cache']).toBe('MISS');
    let hit = first;
    for (let i = 0; i < 100 && hit.headers['x-cache'] !== 'HIT'; i++) hit = await slowPost(body);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.text).toBe(first.text);
    expect(hit.headers['x-request-id']).toBeTruthy();
    expect(hit.headers['content-type']).toMatch(/application\/json/);
    // The same query written another way (spaces and line breaks): found through its canonical form.
    const spaced = await slowPost(JSON.stringify(JSON.parse(body), null, 2));
    expect(spaced.headers['x-cache']).toBe('HIT');
    expect(spaced.text).toBe(first.text);
    // A bad body still gets the app's own 400; a form body goes the normal way, read by the app.
    expect((await slowPost('{"search": ')).status).toBe(400);
    const form = await slowPost('search=zzzz-nothing-matches', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(200);
    expect(JSON.parse(form.text).data.total).toBe(0);
    // A different filter misses and is answered from its own body.
    const other = await slowPost(JSON.stringify({ search: 'yyyy-nothing-matches' }));
    expect(other.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(other.text).data.total).toBe(0);
  });

  it('after an admin save the very next anonymous request shows the new content (page and JSON)', async () => {
    const created = (await post('/api/admin/knowledge-center/add', article('Cache Me Article'))).body.data;
    const page = `/knowledge-center/${created.slug}`;
    const json = `/api/knowledge-center/get-by-slug/${created.slug}`;
    expect((await untilCached(page)).text).toContain('Cache Me Article');
    expect((await untilCached(json)).body.data.title).toBe('Cache Me Article');
    const saved = await post('/api/admin/knowledge-center/add', {
      ...created,
      title: 'Cache Me Article Revised',
      baseId: created.baseId,
      basedOnVersionId: created.id,
      createRedirect: false,
    });
    expect(saved.status).toBe(200);
    const after = await t.http.get(page);
    expect(after.text).toContain('Cache Me Article Revised');
    expect((await t.http.get(json)).body.data.title).toBe('Cache Me Article Revised');
    // Deleting takes it off at once as well.
    expect((await t.http.get(`/api/admin/knowledge-center/delete/${created.baseId}`).set(auth)).status).toBe(200);
    expect((await t.http.get(json)).status).toBe(404);
  });

  it('a redirect change reaches cached pages at once', async () => {
    await untilCached('/about-old-cache-test');
    const r = await post('/api/admin/redirects/add', { source: '/about-old-cache-test', target: '/about', status: 301, active: true });
    expect(r.body.success).toBe(true);
    const res = await t.http.get('/about-old-cache-test');
    expect(res.status).toBe(301);
  });

  it('a scheduled item appears at its time', async () => {
    const clock = t.app.get(Clock);
    const later = new Date(Date.now() + 3600_000);
    const s = (await post('/api/admin/knowledge-center/add', article('Scheduled Cache Item', { publishedAt: later.toISOString() }))).body.data;
    expect(s.status).toBe('scheduled');
    const json = `/api/knowledge-center/get-by-slug/${s.slug}`;
    expect((await t.http.get(json)).status).toBe(404);
    await untilCached(json);
    await untilCached('/api/states/get-all/2');
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(later.getTime() + 1000));
    try {
      const res = await t.http.get(json);
      expect(res.status).toBe(200);
      expect(res.body.data.title).toBe('Scheduled Cache Item');
    } finally {
      spy.mockRestore();
    }
  });

  it('never answers nor fills the cache for a request with a bearer token or a staff cookie', async () => {
    const url = '/home-int?credentialed=1';
    const withToken = await t.http.get(url).set(auth);
    expect(withToken.status).toBe(200);
    expect(withToken.headers['x-cache']).toBeUndefined();
    const withCookie = await t.http.get(url).set('cookie', 'session=abc; region=2');
    expect(withCookie.headers['x-cache']).toBeUndefined();
    await new Promise((r) => setTimeout(r, 200));
    // Neither filled it: the first anonymous request is a miss.
    expect((await t.http.get(url)).headers['x-cache']).toBe('MISS');
    await untilCached(url);
    // And a cached page is not given to a credentialed request.
    expect((await t.http.get(url).set(auth)).headers['x-cache']).toBeUndefined();
    expect((await t.http.get(url).set('cookie', 'sid=1')).headers['x-cache']).toBeUndefined();
  });

  it('keys pages by the region cookie', async () => {
    await untilCached('/knowledge-center', { cookie: 'region=3' });
    const other = await t.http.get('/knowledge-center').set('cookie', 'region=2');
    expect(other.headers['x-cache']).toBe('MISS');
  });

  it('concurrent requests for a page being made wait for it: one render, the others served from it', async () => {
    const url = '/product-labels?coalesce=1';
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.http.get(url)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    // A HEAD or an uncacheable answer is never held back: a private request goes straight through.
    const [head, withToken] = await Promise.all([t.http.head('/product-labels?coalesce=2'), t.http.get('/product-labels?coalesce=2').set(auth)]);
    expect(head.status).toBe(200);
    expect(withToken.headers['cache-control']).toBe('private, no-store');
  });

  it('2,000 distinct unknown URLs stay within the byte caps', async () => {
    const stats = async () => t.app.get(PageCache).stats();
    await untilCached('/agrotain');
    for (let i = 0; i < 2000; i += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, j) => t.http.get(`/no-such-page-${i + j}?x=${i + j}`).expect(404)));
    }
    await new Promise((r) => setTimeout(r, 300));
    const s = await stats();
    expect(s.notFoundBytes).toBeLessThanOrEqual(s.notFoundMaxBytes);
    expect(s.notFoundEntries).toBeGreaterThan(0);
    expect(s.notFoundEntries).toBeLessThan(2000);
    expect(s.bytes).toBeLessThanOrEqual(s.maxBytes);
    // Real pages were not pushed out by the flood.
    expect((await t.http.get('/agrotain')).headers['x-cache']).toBe('HIT');
  }, 240_000);

  it('a cached response carries the same security headers as an uncached one', async () => {
    const url = '/press-releases?headers=1';
    const miss = await t.http.get(url);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await untilCached(url);
    for (const h of SECURITY_HEADERS) {
      expect({ h, v: hit.headers[h] }).toEqual({ h, v: miss.headers[h] });
    }
    expect(miss.headers['content-security-policy']).toBeTruthy();
    expect(hit.headers['cache-control']).toBe(miss.headers['cache-control']);
  });
});
