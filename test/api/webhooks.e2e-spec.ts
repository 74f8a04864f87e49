import { DataSource } from 'typeorm';

import { PublicChanges } from '../../src/changes/public-changes';
import { Clock } from '../../src/content/clock';
import { ContentScheduler } from '../../src/content/content-scheduler';
import { WEBHOOK_ROUTES } from '../../src/contract/routes';
import type { WebhookDeliveryItem, WebhookItem } from '../../src/contract/webhooks';
import { CloudflarePurger } from '../../src/webhooks/cdn/cloudflare-purger';
import { CloudFrontPurger } from '../../src/webhooks/cdn/cloudfront-purger';
import { FastlyPurger } from '../../src/webhooks/cdn/fastly-purger';
import { DeliveryOutbox } from '../../src/webhooks/delivery-outbox.service';
import { WebhookDeliveryEntity } from '../../src/webhooks/webhook.entities';
import { PRIVATE_URL_MESSAGE, URL_MESSAGE } from '../../src/webhooks/webhook-rules';
import { adminToken, tokenForRole } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';
import { signatureValid, WebhookReceiver } from '../support/webhook-receiver';

// Boots the whole app (twice) and hashes passwords: slow on a shared 2-core machine.
jest.setTimeout(60_000);

/** A small valid PDF whose text differs per call, so a second upload is a new revision. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const SECRET = 'a-webhook-secret-of-some-length';
const SECRET_KEY = 'k'.repeat(40);

describe(`webhooks (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const receiver = new WebhookReceiver();
  const post = (url: string, body?: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);
  const get = (url: string) => t.http.get(url).set(auth);
  const create = async (name: string, path: string, events: string[], secret = SECRET): Promise<WebhookItem> => {
    const res = await post(WEBHOOK_ROUTES.create.url(), { name, url: receiver.url(path), events, secret });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const deliveries = async (id: number): Promise<WebhookDeliveryItem[]> => (await get(WEBHOOK_ROUTES.deliveries.url({ id }))).body.data.items;
  /** Polls the delivery log until `done` holds (the log is written just after the receiver answers). */
  const logUntil = async (id: number, done: (d: WebhookDeliveryItem[]) => boolean, ms = 5000): Promise<WebhookDeliveryItem[]> => {
    const until = Date.now() + ms;
    for (;;) {
      const list = await deliveries(id);
      if (done(list)) return list;
      if (Date.now() > until) throw new Error(`delivery log of webhook ${id}: ${JSON.stringify(list)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({ WEBHOOK_RETRY_BASE_MS: '150', WEBHOOK_POLL_MS: '100', WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_SECRET_KEY: SECRET_KEY });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
  }, 60_000);

  it('is for Administrators only', async () => {
    const editor = { authorization: `Bearer ${await tokenForRole(t, 'Editor')}` };
    expect((await t.http.get(WEBHOOK_ROUTES.list.url()).set(editor)).status).toBe(403);
    const refused = await t.http
      .post(WEBHOOK_ROUTES.create.url())
      .set(editor)
      .send({ name: 'x', url: receiver.url('/x'), events: ['site.changed'], secret: SECRET });
    expect(refused.status).toBe(403);
    expect((await t.http.post(WEBHOOK_ROUTES.replay.url({ id: 1 })).set(editor)).status).toBe(403);
    expect((await t.http.get(WEBHOOK_ROUTES.list.url())).status).toBe(401);
  });

  it('refuses a URL that is not https (or http to loopback), or that names a private address, with a field message', async () => {
    for (const url of ['http://hooks.example.com/x', 'http://10.1.2.3/hook', 'ftp://example.com/', 'not a url']) {
      const res = await post(WEBHOOK_ROUTES.create.url(), { name: 'Bad', url, events: ['site.changed'], secret: SECRET });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: URL_MESSAGE, errors: { url: URL_MESSAGE } });
    }
    for (const url of ['https://10.1.2.3/hook', 'https://169.254.169.254/latest/meta-data', 'https://[fd00::1]/hook']) {
      const res = await post(WEBHOOK_ROUTES.create.url(), { name: 'Internal', url, events: ['site.changed'], secret: SECRET });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: PRIVATE_URL_MESSAGE, errors: { url: PRIVATE_URL_MESSAGE } });
    }
    const res = await post(WEBHOOK_ROUTES.create.url(), { name: ' ', url: 'https://hooks.example.com/x', events: [], secret: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Name is required.', events: 'Choose at least one event.', secret: 'Secret must be at least 16 characters.' });
    expect((await get(WEBHOOK_ROUTES.list.url())).body.data).toEqual([]);
  });

  it('never returns the secret, and keeps it encrypted when WEBHOOK_SECRET_KEY is set', async () => {
    const w = await create('Search index', '/hooks/secret', ['content.published']);
    expect(w).toMatchObject({ name: 'Search index', url: receiver.url('/hooks/secret'), events: ['content.published'], secretHint: '••••ngth', createdBy: 'admin@example.com' });
    const list = await get(WEBHOOK_ROUTES.list.url());
    expect(JSON.stringify(list.body)).not.toContain(SECRET);
    expect(JSON.stringify(w)).not.toContain(SECRET);
    const [row] = await t.app.get(DataSource).query('SELECT secret, secret_sealed FROM webhook WHERE id = ?', [w.id]);
    expect(row.secret).not.toContain(SECRET);
    expect(Number(row.secret_sealed)).toBe(1);
    await post(WEBHOOK_ROUTES.delete.url({ id: w.id }));
  });

  it('delivers a signed change to the webhooks that asked for it (site.changed asks for all)', async () => {
    const redirectsHook = await create('Redirect watcher', '/hooks/redirects', ['redirects.changed']);
    const allHook = await create('Everything', '/hooks/all', ['site.changed']);
    const contentHook = await create('Content only', '/hooks/content-only', ['content.published']);
    const change = t.app.get(PublicChanges).emit({ event: 'redirects.changed', keys: ['site'], paths: [] });
    for (const path of ['/hooks/redirects', '/hooks/all']) {
      const [r] = await receiver.waitFor(path);
      expect(r.method).toBe('POST');
      expect(r.headers['content-type']).toBe('application/json');
      expect(signatureValid(r, SECRET)).toBe(true);
      expect(r.headers['x-webhook-id']).toBe(change.id);
      expect(JSON.parse(r.body)).toEqual({ id: change.id, event: 'redirects.changed', occurredAt: change.occurredAt, keys: ['site'], paths: [] });
    }
    const [logged] = await logUntil(allHook.id, (l) => l[0]?.status === 'delivered');
    expect(logged).toMatchObject({ event: 'redirects.changed', status: 'delivered', attempts: 1, statusCode: 200, changeId: change.id });
    expect(logged.attemptLog).toEqual([{ at: expect.any(String), statusCode: 200, durationMs: expect.any(Number), error: null }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.to('/hooks/content-only')).toEqual([]);
    for (const w of [redirectsHook, allHook, contentHook]) await post(WEBHOOK_ROUTES.delete.url({ id: w.id }));
  });

  it('sends a publish within 5 s, signed', async () => {
    const w = await create('On publish', '/hooks/publish', ['content.published']);
    const started = Date.now();
    const saved = await post('/api/admin/knowledge-center/add', article('Webhook Nitrogen Notes'));
    expect(saved.status).toBe(200);
    const [r] = await receiver.waitFor('/hooks/publish', 1, 5000);
    expect(r.at - started).toBeLessThan(5000);
    expect(signatureValid(r, SECRET)).toBe(true);
    expect(JSON.parse(r.body)).toMatchObject({ event: 'content.published', item: { kind: 'knowledge-center', baseId: saved.body.data.baseId } });
    await post(WEBHOOK_ROUTES.delete.url({ id: w.id }));
  });

  it('sends a scheduled publish when its time comes, within 5 s', async () => {
    const w = await create('On scheduled publish', '/hooks/scheduled', ['content.published']);
    const later = new Date(Date.now() + 3600_000);
    const s = (await post('/api/admin/knowledge-center/add', article('Webhook Future Notes', { publishedAt: later.toISOString() }))).body.data;
    expect(s.status).toBe('scheduled');
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.to('/hooks/scheduled')).toEqual([]);
    const spy = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(later.getTime() + 60_000));
    try {
      const started = Date.now();
      expect(await t.app.get(ContentScheduler).run()).toBeGreaterThanOrEqual(1);
      const [r] = await receiver.waitFor('/hooks/scheduled', 1, 5000);
      expect(r.at - started).toBeLessThan(5000);
      expect(signatureValid(r, SECRET)).toBe(true);
      expect(JSON.parse(r.body)).toMatchObject({ event: 'content.published', item: { baseId: s.baseId } });
    } finally {
      spy.mockRestore();
    }
    await post(WEBHOOK_ROUTES.delete.url({ id: w.id }));
  });

  it('sends a document revision within 5 s', async () => {
    const w = await create('On revision', '/hooks/revised', ['document.revised']);
    const added = await t.http
      .post('/api/admin/documents/add')
      .set(auth)
      .field('title', 'Webhook SDS')
      .field('kind', 'sds')
      .field('regionIds', '2')
      .attach('file', pdf('first'), { filename: 'sds.pdf', contentType: 'application/pdf' });
    expect(added.status).toBe(201);
    const started = Date.now();
    const revised = await t.http
      .post(`/api/admin/documents/edit/${added.body.data.id}`)
      .set(auth)
      .field('title', 'Webhook SDS')
      .field('kind', 'sds')
      .field('regionIds', '2')
      .attach('file', pdf('second revision'), { filename: 'sds-2.pdf', contentType: 'application/pdf' });
    expect(revised.status).toBe(200);
    const got = await receiver.waitFor('/hooks/revised', 1, 5000);
    const r = got[got.length - 1];
    expect(r.at - started).toBeLessThan(5000);
    expect(signatureValid(r, SECRET)).toBe(true);
    expect(JSON.parse(r.body)).toMatchObject({ event: 'document.revised' });
    await post(WEBHOOK_ROUTES.delete.url({ id: w.id }));
  });

  it('retries a failing endpoint with backoff and lists each attempt; replay sends it again', async () => {
    const w = await create('Flaky', '/hooks/flaky', ['site.changed']);
    let calls = 0;
    receiver.respond = (r) => (r.path === '/hooks/flaky' && ++calls <= 2 ? { status: 500, body: 'database is down' } : 200);
    try {
      const change = t.app.get(PublicChanges).emit({ event: 'directory.changed', keys: ['list-reps'], paths: ['/find-a-rep'] });
      const got = await receiver.waitFor('/hooks/flaky', 3, 10_000);
      expect(got.every((r) => signatureValid(r, SECRET) && r.headers['x-webhook-id'] === change.id)).toBe(true);
      expect(new Set(got.map((r) => r.body)).size).toBe(1);
      // Backoff: the second retry waits longer than the first.
      expect(got[2].at - got[1].at).toBeGreaterThan(got[1].at - got[0].at);
      const [d] = await logUntil(w.id, (l) => l[0]?.status === 'delivered');
      expect(d).toMatchObject({ status: 'delivered', attempts: 3, statusCode: 200, error: null });
      expect(d.attemptLog.map((a) => a.statusCode)).toEqual([500, 500, 200]);
      expect(d.attemptLog[0].error).toBe('HTTP 500: database is down');
      expect(d.attemptLog.every((a) => a.durationMs >= 0)).toBe(true);

      const replayed = await post(WEBHOOK_ROUTES.replay.url({ id: d.id }));
      expect(replayed.status).toBe(200);
      expect(replayed.body.data).toMatchObject({ replayOf: d.id, status: 'delivered', attempts: 1, statusCode: 200, changeId: change.id });
      const again = receiver.to('/hooks/flaky');
      expect(again).toHaveLength(4);
      expect(again[3].body).toBe(got[0].body);
      expect(signatureValid(again[3], SECRET)).toBe(true);
      expect((await deliveries(w.id)).map((x) => x.id)).toEqual([replayed.body.data.id, d.id]);
    } finally {
      receiver.respond = () => 200;
    }
    await post(WEBHOOK_ROUTES.delete.url({ id: w.id }));
  });

  it('keeps retrying an endpoint that does not answer, and says why', async () => {
    const w = await create('Gone away', '/hooks/gone', ['site.changed']);
    await t.app.get(DataSource).query('UPDATE webhook SET url = ? WHERE id = ?', ['http://127.0.0.1:1/hook', w.id]);
    t.app.get(PublicChanges).emit({ event: 'content.deleted', keys: ['item-9'], paths: ['/x'] });
    const [d] = await logUntil(w.id, (l) => (l[0]?.attempts ?? 0) >= 2);
    expect(d.status).toBe('pending');
    expect(d.statusCode).toBeNull();
    expect(d.error).toMatch(/ECONNREFUSED/);
    expect(d.nextAttemptAt).not.toBeNull();
    // Deleting the webhook stops its retries and removes its log.
    expect((await post(WEBHOOK_ROUTES.delete.url({ id: w.id }))).body.data).toEqual({ deleted: 1 });
    expect((await get(WEBHOOK_ROUTES.deliveries.url({ id: w.id }))).status).toBe(404);
    expect(await t.app.get(DataSource).getRepository(WebhookDeliveryEntity).countBy({ webhookId: w.id })).toBe(0);
  });

  it('claims a delivery once: two instances attempting the same row send it once', async () => {
    const w = await create('Once', '/hooks/once', ['site.changed']);
    const outbox = t.app.get(DeliveryOutbox);
    const ds = t.app.get(DataSource);
    const row = await ds
      .getRepository(WebhookDeliveryEntity)
      .save(
        ds.getRepository(WebhookDeliveryEntity).create(outbox.newRow({ target: 'webhook', webhookId: w.id, event: 'site.changed', changeId: 'c-once', payload: '{"id":"c-once"}' })),
      );
    // The retry job may claim it too: whoever wins, it is sent once.
    const results = await Promise.all([outbox.attempt(row.id), outbox.attempt(row.id), outbox.attempt(row.id)]);
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(1);
    await receiver.waitFor('/hooks/once');
    expect(await outbox.attempt(row.id)).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.to('/hooks/once')).toHaveLength(1);
    await post(WEBHOOK_ROUTES.delete.url({ id: w.id }));
  });

  it('"Send test" delivers site.changed for the whole site and answers with the delivery', async () => {
    const w = await create('Tested', '/hooks/tested', ['content.published']);
    const res = await post(WEBHOOK_ROUTES.test.url({ id: w.id }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ test: true, event: 'site.changed', status: 'delivered', statusCode: 200, attempts: 1 });
    const [r] = receiver.to('/hooks/tested');
    expect(signatureValid(r, SECRET)).toBe(true);
    expect(JSON.parse(r.body)).toMatchObject({ event: 'site.changed', keys: ['site'] });
    const listed = (await get(WEBHOOK_ROUTES.list.url())).body.data.find((x: WebhookItem) => x.id === w.id);
    expect(listed.lastDelivery).toMatchObject({ status: 'delivered', statusCode: 200 });
    // A failing test is tried once (no retries), and says what answered.
    receiver.respond = () => 404;
    try {
      const failed = await post(WEBHOOK_ROUTES.test.url({ id: w.id }));
      expect(failed.body.data).toMatchObject({ status: 'failed', statusCode: 404, attempts: 1 });
    } finally {
      receiver.respond = () => 200;
    }
    expect((await post(WEBHOOK_ROUTES.test.url({ id: 999_999 }))).status).toBe(404);
  });

  it('records creating, testing, replaying and deleting webhooks in the audit trail', async () => {
    const res = await get('/api/admin/audit?section=webhooks&length=200');
    const actions = new Set(res.body.data.items.map((e: { action: string }) => e.action));
    expect([...actions].sort()).toEqual(['webhook.create', 'webhook.delete', 'webhook.replay', 'webhook.test']);
    const created = res.body.data.items.find((e: { action: string; itemTitle: string }) => e.action === 'webhook.create' && e.itemTitle === 'Flaky');
    expect(created).toMatchObject({ actorEmail: 'admin@example.com', summary: `Webhook to ${receiver.url('/hooks/flaky')} for site.changed.` });
  });
});

describe(`CDN purges (${TEST_DB})`, () => {
  const cdn = new WebhookReceiver();
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    await cdn.start();
    t = await createTestApp({ CDN_PURGE: 'url', CDN_PURGE_URL: `http://127.0.0.1:${cdn.port}`, WEBHOOK_RETRY_BASE_MS: '150', WEBHOOK_POLL_MS: '100' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await cdn.stop();
  }, 60_000);

  it('the URL purge sends PURGE for each of the change’s paths to the cache', async () => {
    t.app.get(PublicChanges).emit({ event: 'content.published', keys: ['item-12', 'list-products'], paths: ['/products/agrotain', '/products'] });
    await cdn.waitFor('/products/agrotain');
    await cdn.waitFor('/products');
    expect(cdn.requests.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['PURGE /products', 'PURGE /products/agrotain']);
    // A change to the whole site purges everything.
    t.app.get(PublicChanges).emit({ event: 'redirects.changed', keys: ['site'], paths: [] });
    expect((await cdn.waitFor('/*'))[0].method).toBe('PURGE');
  });

  it('retries a failed purge and logs it like a webhook delivery', async () => {
    let calls = 0;
    cdn.respond = (r) => (r.path === '/retry-me' && ++calls === 1 ? 503 : 200);
    t.app.get(PublicChanges).emit({ event: 'document.revised', keys: ['doc-1'], paths: ['/retry-me'] });
    await cdn.waitFor('/retry-me', 2);
    const until = Date.now() + 5000;
    let log = (await t.http.get(WEBHOOK_ROUTES.cdnPurges.url()).set(auth)).body.data;
    while (log.deliveries.items[0]?.status !== 'delivered' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      log = (await t.http.get(WEBHOOK_ROUTES.cdnPurges.url()).set(auth)).body.data;
    }
    expect(log.provider).toBe('url');
    expect(log.deliveries.items[0]).toMatchObject({ target: 'cdn', event: 'document.revised', status: 'delivered', attempts: 2 });
    expect(log.deliveries.items[0].attemptLog.map((a: { statusCode: number }) => a.statusCode)).toEqual([503, 200]);
  });

  it('the Fastly and Cloudflare adapters call their APIs (base URLs overridable)', async () => {
    const fastly = new FastlyPurger({ apiUrl: cdn.url('/fastly'), serviceId: 'SVC1', apiToken: 'fastly-token', soft: true, timeoutMs: 2000 });
    expect(await fastly.purge({ reference: 'r1', keys: ['item-12', 'list-products'], paths: ['/a'] })).toEqual({ ok: true, statusCode: 200, error: null });
    const [f] = cdn.to('/fastly/service/SVC1/purge');
    expect(f.method).toBe('POST');
    expect(f.headers).toMatchObject({ 'fastly-key': 'fastly-token', 'surrogate-key': 'item-12 list-products', 'fastly-soft-purge': '1' });

    const cloudflare = new CloudflarePurger({ apiUrl: cdn.url('/cf'), zoneId: 'Z1', apiToken: 'cf-token', by: 'tags', origins: [], timeoutMs: 2000 });
    cdn.respond = (r) => (r.path.startsWith('/cf/') ? { status: 200, body: '{"success":true}' } : 200);
    expect((await cloudflare.purge({ reference: 'r2', keys: ['item-12'], paths: ['/a'] })).ok).toBe(true);
    const byUrl = new CloudflarePurger({ apiUrl: cdn.url('/cf'), zoneId: 'Z1', apiToken: 'cf-token', by: 'urls', origins: ['https://www.example.com'], timeoutMs: 2000 });
    expect((await byUrl.purge({ reference: 'r3', keys: ['item-12'], paths: ['/a', '/b'] })).ok).toBe(true);
    const calls = cdn.to('/cf/zones/Z1/purge_cache');
    expect(calls.map((c) => [c.headers.authorization, JSON.parse(c.body)])).toEqual([
      ['Bearer cf-token', { tags: ['item-12'] }],
      ['Bearer cf-token', { files: ['https://www.example.com/a', 'https://www.example.com/b'] }],
    ]);
    // Cloudflare's "success": false is a failure even with a 200.
    cdn.respond = () => ({ status: 200, body: '{"success":false,"errors":[{"message":"bad tag"}]}' });
    expect(await cloudflare.purge({ reference: 'r4', keys: ['x'], paths: [] })).toMatchObject({ ok: false, statusCode: 200 });
    cdn.respond = () => 200;
  });

  it('the CloudFront adapter creates one invalidation of the change’s paths', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'example-secret';
    cdn.respond = () => ({
      status: 201,
      body: '<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I1</Id><Status>InProgress</Status></Invalidation>',
    });
    try {
      const cloudfront = new CloudFrontPurger({ distributionId: 'E123', region: 'us-east-1', endpoint: cdn.url(''), timeoutMs: 2000 });
      expect(await cloudfront.purge({ reference: 'change-1-7', keys: ['item-12'], paths: ['/products/agrotain', '/products'] })).toEqual({ ok: true, statusCode: 201, error: null });
      const [call] = cdn.to('/2020-05-31/distribution/E123/invalidation');
      expect(call.method).toBe('POST');
      expect(call.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
      expect(call.body).toContain('<CallerReference>change-1-7</CallerReference>');
      expect(call.body).toMatch(/<Quantity>2<\/Quantity><Items><Path>\/products\/agrotain<\/Path><Path>\/products<\/Path><\/Items>/);
    } finally {
      process.env.AWS_ACCESS_KEY_ID = saved.id;
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      cdn.respond = () => 200;
    }
  });
});
