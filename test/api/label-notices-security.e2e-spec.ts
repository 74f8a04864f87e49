import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import Papa from 'papaparse';
import request from 'supertest';
import { DataSource } from 'typeorm';

import { Init1700000000000 } from '../../migrations/1700000000000-init';
import { Documents1700000300000 } from '../../migrations/1700000300000-documents';
import { LabelsLibrary1700000800000 } from '../../migrations/1700000800000-labels-library';
import { LabelNoticeTokens1700000900000 } from '../../migrations/1700000900000-label-notice-tokens';
import { createApp } from '../../src/app.factory';
import { loadConfig } from '../../src/config/app-config';
import { CROSS_SITE_FORM_REFUSED } from '../../src/contract/form-origin';
import { LABEL_MESSAGES, LABEL_NOTICE_PAGES } from '../../src/contract/labels';
import { REDIRECT_ROUTES } from '../../src/contract/routes';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { LabelNoticesService } from '../../src/documents/labels/label-notices.service';
import { LabelSubscriptionsService } from '../../src/documents/labels/label-subscriptions.service';
import { PdfTextService } from '../../src/documents/labels/pdf-text.service';
import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { LABEL_NOTIFY_PER_DOMAIN_PER_HOUR } from '../../src/shared-state/rate-limits';
import { adminToken } from '../support/auth';
import { dropDatabase, freshDatabaseUrl, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const ORIGIN = 'https://labels.example.com';
const PHISH = 'Visit http://evil.example/claim to win';
const FORMULA = '=HYPERLINK("http://evil.example/","Open")';
/** A UTC time as both databases take it in a raw query. */
const sqlTime = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 23);
const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
/** Mail in the outbox, decoded enough to read links (quoted-printable soft breaks and =3D). */
const decodeQp = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** Every JSON line the app writes (createApp's logStream option). */
const raw: string[] = [];
const sink = { write: (line: string) => void raw.push(line) };

/** The real app on a fresh database, its log lines captured, behind a trusted proxy (so a test can pose as many visitors). */
async function boot(): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-notices-'));
  const databaseUrl = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    PUBLIC_URL_US: ORIGIN,
    TRUST_PROXY: 'true',
  });
  const app = await createApp(config, { logStream: sink });
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as { port: number }).port;
  return {
    app,
    http: request(app.getHttpServer()),
    config,
    dataDir,
    databaseUrl,
    port,
    close: async () => {
      await app.close();
      await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe(`label notices: what the public may send, and the emailed links (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let labelGuid: string;
  let nextIp = 1;
  /** Each test poses as visitors of its own, so the per-IP limit of one test does not spill into the next. */
  const visitor = () => {
    const n = nextIp++;
    return `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
  const auth = () => ({ authorization: `Bearer ${token}` });
  const db = () => t.app.get(DataSource);
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mails = () =>
    fs.existsSync(outbox())
      ? fs
          .readdirSync(outbox())
          .sort()
          .map((f) => decodeQp(fs.readFileSync(path.join(outbox(), f), 'utf8')))
      : [];
  const mailsTo = (email: string) => mails().filter((m) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m));
  const settle = async () => {
    await t.app.get(PdfTextService).idle();
    await t.app.get(LabelNoticesService).idle();
    // The confirmation mail is written in the background.
    await new Promise((r) => setTimeout(r, 150));
  };
  const subscribeJson = (body: Record<string, unknown>, ip = visitor()) => t.http.post('/api/labels/subscribe').set('x-forwarded-for', ip).send(body);
  const subscribeForm = (form: string, ip = visitor()) => t.http.post('/label-notices/subscribe').set('x-forwarded-for', ip).type('form').send(form);
  const confirmPath = (mail: string) => /https:\/\/labels\.example\.com(\/label-notices\/confirm\/([A-Za-z0-9_-]+))/.exec(mail)!;
  const unsubscribePath = (mail: string) => /^List-Unsubscribe:\s+<https:\/\/labels\.example\.com(\/label-notices\/unsubscribe\/([A-Za-z0-9_-]+))>$/m.exec(mail)!;
  const status = async (email: string) =>
    ((await t.http.get('/api/admin/labels/subscribers').set(auth())).body.data as { email: string; target: string; status: string }[]).filter((r) => r.email === email);

  beforeAll(async () => {
    t = await boot();
    token = await adminToken(t);
    const label = await t.http
      .post('/api/admin/documents/add')
      .set(auth())
      .field('title', 'ANVOL Label')
      .field('kind', 'label')
      .field('regionIds', '2,3')
      .field('products', 'ANVOL')
      .field('revisionDate', '2025-01-10')
      .attach('file', simplePdf('ANVOL label', [{ text: 'First edition.' }]), { filename: 'anvol-label.pdf', contentType: 'application/pdf' });
    expect(label.status).toBe(201);
    labelGuid = label.body.data.guid;
    await settle();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('only catalogue products and library documents', () => {
    it('refuses a product name that is not in the catalogue on the API, and sends no mail', async () => {
      const res = await subscribeJson({ email: 'victim@example.com', products: [PHISH] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: LABEL_MESSAGES.unknownProduct, errors: { targets: LABEL_MESSAGES.unknownProduct } });
      // One unknown name among known ones refuses the whole request.
      expect((await subscribeJson({ email: 'victim@example.com', products: ['ANVOL', PHISH] })).status).toBe(400);
      await settle();
      expect(mailsTo('victim@example.com')).toEqual([]);
    });

    it('refuses it on the no-script form too, however long, and sends no mail', async () => {
      const res = await subscribeForm(`email=victim2%40example.com&products=${encodeURIComponent(PHISH)}`);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.text).toContain(LABEL_MESSAGES.unknownProduct);
      // The API's 200-character limit holds here too (a longer name cannot be ours).
      const long = await subscribeForm(`email=victim2%40example.com&products=${'A'.repeat(5000)}`);
      expect(long.status).toBe(400);
      expect(long.text).toContain(LABEL_MESSAGES.unknownProduct);
      const many = await subscribeForm(`email=victim2%40example.com&${Array.from({ length: 51 }, () => 'products=ANVOL').join('&')}`);
      expect(many.status).toBe(200); // the same name 51 times is one product
      const tooMany = await subscribeForm(`email=victim3%40example.com&${Array.from({ length: 51 }, (_, i) => `products=P${i}`).join('&')}`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.text).toContain(LABEL_MESSAGES.tooManyTargets);
      await settle();
      expect(mails().filter((m) => m.includes('evil.example') || m.includes('AAAAAAAAAA'))).toEqual([]);
      expect(mailsTo('victim3@example.com')).toEqual([]);
    });

    it('refuses a document GUID that is not in the labels library, on both routes', async () => {
      const unknown = crypto.randomUUID();
      const api = await subscribeJson({ email: 'docs@example.com', documents: [unknown] });
      expect(api.status).toBe(400);
      expect(api.body.message).toBe(LABEL_MESSAGES.unknownDocument);
      const form = await subscribeForm(`email=docs%40example.com&documents=${unknown}`);
      expect(form.status).toBe(400);
      expect(form.text).toContain(LABEL_MESSAGES.unknownDocument);
      expect((await subscribeForm('email=docs%40example.com&documents=not-a-guid')).status).toBe(400);
      await settle();
      expect(mailsTo('docs@example.com')).toEqual([]);
    });

    it('accepts catalogue names in any case, product-labels records by name or id, and writes the catalogue’s own spelling in the mail', async () => {
      const record = await t.http
        .post('/api/admin/product-labels/add')
        .set(auth())
        .send({ title: 'CROPMIX', regionIds: [2], productLabel: { productName: 'CROPMIX', family: 'micronutrients', sdsDocumentGuid: null, supplemental: [], sortOrder: 0 } });
      expect(record.status).toBeLessThan(300);
      expect((await subscribeJson({ email: 'grower@example.com', products: ['anvol', 'CropMix'], documents: [labelGuid.toUpperCase()] })).status).toBe(200);
      expect((await subscribeForm(`email=byid%40example.com&products=${record.body.data.baseId}`)).status).toBe(200);
      await settle();
      const [mail] = mailsTo('grower@example.com');
      expect(mail).toMatch(/^Subject: Please confirm: change notices for ANVOL, CROPMIX, ANVOL Label$/m);
      expect(mailsTo('byid@example.com')[0]).toMatch(/^Subject: Please confirm: change notices for CROPMIX$/m);
      expect((await status('grower@example.com')).map((r) => r.target).sort()).toEqual(['ANVOL', 'CROPMIX', labelGuid].sort());
    });
  });

  describe('CSV exports', () => {
    it('a formula-looking value reaches the subscriber and notice exports escaped', async () => {
      // Rows written before names were checked, and a document title staff typed.
      const [{ id: subscriberId }] = await db().query('SELECT id FROM label_subscriber WHERE email = ?', ['grower@example.com']);
      const now = sqlTime(new Date());
      await db().query('INSERT INTO label_subscription (subscriber_id, target_type, target_key, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?)', [
        subscriberId,
        'product',
        FORMULA,
        now,
        now,
      ]);
      await db().query(
        'INSERT INTO change_notice (document_id, document_guid, document_title, file_id, revision_no, revision_date, subscriber_id, email, status, error, attempts, queued_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [1, labelGuid, FORMULA, 999, 2, '2025-02-02', subscriberId, 'grower@example.com', 'failed', '@SUM(1+1)', 3, now],
      );
      const subscribers = (await t.http.get('/api/admin/labels/subscribers/export').set(auth())).body.data.csv as string;
      const notices = (await t.http.get('/api/admin/labels/notices/export').set(auth())).body.data.csv as string;
      for (const csv of [subscribers, notices]) {
        const cells = Papa.parse<string[]>(csv.trim()).data.flat();
        expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
      }
      expect(Papa.parse<string[]>(subscribers.trim()).data.flat()).toContain(`'${FORMULA}`);
      expect(Papa.parse<string[]>(notices.trim()).data.flat()).toEqual(expect.arrayContaining([`'${FORMULA}`, "'@SUM(1+1)"]));
    });

    it('a formula-looking redirect note is escaped in the export and comes back unchanged on import', async () => {
      const add = await t.http.post(REDIRECT_ROUTES.add.url()).set(auth()).send({ source: '/formula-note', target: '/anvol', status: 301, note: FORMULA });
      expect(add.status).toBe(201);
      const csv = (await t.http.get(REDIRECT_ROUTES.export.url()).set(auth())).body.data.csv as string;
      const row = Papa.parse<Record<string, string>>(csv, { header: true }).data.find((r) => r.source === '/formula-note')!;
      expect(row.note).toBe(`'${FORMULA}`);
      const again = await t.http.post(REDIRECT_ROUTES.import.url()).set(auth()).send({ csv, dryRun: true });
      expect(again.body.data.rows).toContainEqual({ line: expect.any(Number), source: '/formula-note', action: 'unchanged' });
    });
  });

  describe('rate limits', () => {
    it('+tag and case variants share the base address’s limit (and dots, where the provider ignores them)', async () => {
      const statuses: number[] = [];
      for (const email of ['victim@farm.example', 'victim@farm.example', 'Victim@Farm.example', 'victim+1@farm.example', 'victim+2@farm.example'])
        statuses.push((await subscribeJson({ email, products: ['ANVOL'] })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const gmail: number[] = [];
      for (const email of ['j.doe@gmail.com', 'jdoe@gmail.com', 'J.D.O.E+x@gmail.com', 'jdoe+y@googlemail.com'])
        gmail.push((await subscribeForm(`email=${encodeURIComponent(email)}&products=ANVOL`)).status);
      expect(gmail).toEqual([200, 200, 200, 429]);
      await settle();
      expect(mailsTo('victim+1@farm.example')).toEqual([]);
      expect(mailsTo('victim+2@farm.example')).toEqual([]);
      expect(mailsTo('jdoe+y@googlemail.com')).toEqual([]);
    });

    it(`sends at most ${LABEL_NOTIFY_PER_DOMAIN_PER_HOUR} confirmation mails an hour to one domain, whatever the addresses and senders`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LABEL_NOTIFY_PER_DOMAIN_PER_HOUR; i++) statuses.push((await subscribeJson({ email: `person${i}@bulk.example`, products: ['ANVOL'] })).status);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await subscribeJson({ email: 'someone@other.example', products: ['ANVOL'] })).status).toBe(200);
    });
  });

  describe('cross-site form posts', () => {
    const posts = () => [
      () => t.http.post('/api/forms/add').send({ name: 'Pat', email: 'pat@xsite.example', data: '{}', reCaptchaToken: '' }),
      () => t.http.post('/api/labels/subscribe').send({ email: 'csrf@xsite.example', products: ['ANVOL'] }),
      () => t.http.post('/label-notices/subscribe').type('form').send('email=csrf%40xsite.example&products=ANVOL'),
      () => t.http.post('/label-notices/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').type('form').send(''),
      () => t.http.post('/label-notices/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').type('form').send('List-Unsubscribe=One-Click'),
    ];

    it('refuses every public form posted from another site (Origin or Sec-Fetch-Site), and sends nothing', async () => {
      for (const send of posts()) {
        const byOrigin = await send().set('origin', 'https://evil.example');
        expect([byOrigin.status, byOrigin.body?.message]).toEqual([403, CROSS_SITE_FORM_REFUSED]);
        const byFetchSite = await send().set('sec-fetch-site', 'cross-site');
        expect(byFetchSite.status).toBe(403);
        // A sandboxed frame on another site sends Origin: null with Sec-Fetch-Site: cross-site.
        expect((await send().set('origin', 'null').set('sec-fetch-site', 'cross-site')).status).toBe(403);
        expect((await send().set('origin', 'null')).status).toBe(403);
      }
      await settle();
      expect(mailsTo('csrf@xsite.example')).toEqual([]);
      expect(Number((await db().query('SELECT COUNT(*) AS c FROM form_submission'))[0].c)).toBe(0);
    });

    it('lets the site’s own pages post them: its own origin, a configured public origin, Origin: null from the same origin, and clients that send no Origin', async () => {
      const own = `http://127.0.0.1:${t.port}`;
      const subscribe = (email: string) =>
        t.http
          .post('/label-notices/subscribe')
          .set('x-forwarded-for', visitor())
          .type('form')
          .send(`email=${encodeURIComponent(email)}&products=ANVOL`);
      expect((await subscribe('own@xsite.example').set('origin', own).set('sec-fetch-site', 'same-origin')).status).toBe(200);
      expect((await subscribe('configured@xsite.example').set('origin', ORIGIN).set('sec-fetch-site', 'same-site')).status).toBe(200);
      // Under Referrer-Policy: no-referrer a browser sends Origin: null even on a same-origin form post.
      expect((await subscribe('null-origin@xsite.example').set('origin', 'null').set('sec-fetch-site', 'same-origin')).status).toBe(200);
      expect((await subscribe('no-origin@xsite.example')).status).toBe(200);
      expect(
        (
          await t.http
            .post('/api/labels/subscribe')
            .set('x-forwarded-for', visitor())
            .set('origin', own)
            .send({ email: 'api@xsite.example', products: ['ANVOL'] })
        ).status,
      ).toBe(200);
    });
  });

  describe('the emailed links', () => {
    it('opening the confirmation link shows a Confirm button and confirms nothing; the button confirms', async () => {
      expect((await subscribeJson({ email: 'scanned@links.example', documents: [labelGuid] })).status).toBe(200);
      await settle();
      const [, link] = confirmPath(mailsTo('scanned@links.example')[0]);
      // A mail scanner following the link (twice, as some do).
      for (let i = 0; i < 2; i++) {
        const page = await t.http.get(link);
        expect(page.status).toBe(200);
        expect(page.headers['cache-control']).toContain('no-store');
        expect(page.text).toContain(`<form method="post" action="${link}"><button type="submit">${LABEL_NOTICE_PAGES.confirmButton}</button></form>`);
      }
      expect((await status('scanned@links.example')).map((r) => r.status)).toEqual(['pending']);
      const confirmed = await t.http.post(link).type('form').send('');
      expect(confirmed.status).toBe(200);
      expect(confirmed.text).toContain(LABEL_NOTICE_PAGES.confirmed);
      expect((await status('scanned@links.example')).map((r) => r.status)).toEqual(['confirmed']);
      // Used: the link says so.
      const reused = await t.http.post(link).type('form').send('');
      expect(reused.status).toBe(404);
      expect(reused.text).toContain(LABEL_NOTICE_PAGES.invalid);
    });

    it('stores the links’ secrets only as SHA-256 hashes', async () => {
      expect((await subscribeJson({ email: 'hashed@links.example', products: ['ANVOL'] })).status).toBe(200);
      await settle();
      const mail = mailsTo('hashed@links.example')[0];
      const [, , confirmToken] = confirmPath(mail);
      const [, , unsubscribeToken] = unsubscribePath(mail);
      const [{ id }] = await db().query('SELECT id FROM label_subscriber WHERE email = ?', ['hashed@links.example']);
      const stored: { purpose: string; token_hash: string }[] = await db().query('SELECT purpose, token_hash FROM label_notice_token WHERE subscriber_id = ? ORDER BY purpose', [id]);
      expect(stored).toEqual([
        { purpose: 'confirm', token_hash: sha256(confirmToken) },
        { purpose: 'unsubscribe', token_hash: sha256(unsubscribeToken) },
      ]);
      const everything = JSON.stringify([
        await db().query('SELECT * FROM label_subscriber'),
        await db().query('SELECT * FROM label_subscription'),
        await db().query('SELECT * FROM label_notice_token'),
      ]);
      expect(everything).not.toContain(confirmToken);
      expect(everything).not.toContain(unsubscribeToken);
    });

    it('keeps confirmation and unsubscribe tokens out of the log lines', async () => {
      expect((await subscribeJson({ email: 'logged@links.example', products: ['ANVOL'] })).status).toBe(200);
      await settle();
      const mail = mailsTo('logged@links.example')[0];
      const [, confirmLink, confirmToken] = confirmPath(mail);
      const [, unsubscribeLink, unsubscribeToken] = unsubscribePath(mail);
      await t.http.get(confirmLink).expect(200);
      await t.http.post(confirmLink).type('form').send('').expect(200);
      await t.http.get(unsubscribeLink).expect(200);
      await t.http.post(unsubscribeLink).type('form').send('List-Unsubscribe=One-Click').expect(200);
      await new Promise((r) => setTimeout(r, 100));
      const text = raw.join('');
      expect(text).toContain('/label-notices/confirm/[redacted]');
      expect(text).toContain('/label-notices/unsubscribe/[redacted]');
      expect(text).not.toContain(confirmToken);
      expect(text).not.toContain(unsubscribeToken);
      expect(await status('logged@links.example')).toEqual([]);
    });

    it('a confirmation link older than 7 days is refused as expired, and the hourly clean-up removes what was never confirmed', async () => {
      expect((await subscribeJson({ email: 'late@links.example', products: ['ANVOL'] })).status).toBe(200);
      expect((await subscribeJson({ email: 'fresh@links.example', products: ['ANVOL'] })).status).toBe(200);
      await settle();
      const [, link] = confirmPath(mailsTo('late@links.example')[0]);
      const [{ id }] = await db().query('SELECT id FROM label_subscriber WHERE email = ?', ['late@links.example']);
      const eightDaysAgo = sqlTime(new Date(Date.now() - 8 * 24 * 3600_000));
      await db().query('UPDATE label_notice_token SET created_at = ? WHERE subscriber_id = ?', [eightDaysAgo, id]);
      await db().query('UPDATE label_subscription SET created_at = ? WHERE subscriber_id = ?', [eightDaysAgo, id]);
      await db().query('UPDATE label_subscriber SET created_at = ? WHERE id = ?', [eightDaysAgo, id]);

      const page = await t.http.get(link);
      expect(page.status).toBe(410);
      expect(page.text).toContain(LABEL_NOTICE_PAGES.expired);
      expect(page.text).not.toContain('<form');
      const pressed = await t.http.post(link).type('form').send('');
      expect(pressed.status).toBe(410);
      expect(pressed.text).toContain(LABEL_NOTICE_PAGES.expired);
      expect((await status('late@links.example')).map((r) => r.status)).toEqual(['pending']);

      await t.app.get(LabelSubscriptionsService).purgeExpired();
      expect(await status('late@links.example')).toEqual([]);
      expect(await db().query('SELECT id FROM label_subscriber WHERE email = ?', ['late@links.example'])).toEqual([]);
      expect(Number((await db().query('SELECT COUNT(*) AS c FROM label_notice_token WHERE subscriber_id = ?', [id]))[0].c)).toBe(0);
      expect((await status('fresh@links.example')).map((r) => r.status)).toEqual(['pending']);
    });

    it('an earlier confirmation mail’s link still works after a second request, and confirms only what it listed', async () => {
      expect((await subscribeJson({ email: 'twice@links.example', products: ['ANVOL'] })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
      expect((await subscribeJson({ email: 'twice@links.example', documents: [labelGuid] })).status).toBe(200);
      await settle();
      const [first, second] = mailsTo('twice@links.example');
      await t.http.post(confirmPath(first)[1]).type('form').send('').expect(200);
      expect((await status('twice@links.example')).map((r) => `${r.target}:${r.status}`).sort()).toEqual(['ANVOL:confirmed', `${labelGuid}:pending`].sort());
      await t.http.post(confirmPath(second)[1]).type('form').send('').expect(200);
      expect((await status('twice@links.example')).every((r) => r.status === 'confirmed')).toBe(true);
    });
  });
});

describe(`label notice tokens migration (${TEST_DB})`, () => {
  it('hashes the plain tokens already sent (the links keep working) and drops the plain-text columns; down puts the columns back', async () => {
    const url = await freshDatabaseUrl();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-tokmig-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
    const ds = await new DataSource({
      ...dataSourceOptions(config),
      logging: false,
      migrations: [Init1700000000000, Documents1700000300000, LabelsLibrary1700000800000, LabelNoticeTokens1700000900000],
      entities: [],
    }).initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      await ds.undoLastMigration();
      const now = sqlTime(new Date());
      const unsubscribe = 'plainUnsubscribeToken_0123456789abcdef';
      const confirm = 'plainConfirmToken_0123456789abcdefghij';
      await ds.query('INSERT INTO label_subscriber (email, token, created_at) VALUES (?, ?, ?)', ['old@example.com', unsubscribe, now]);
      const [{ id }] = await ds.query('SELECT id FROM label_subscriber');
      await ds.query('INSERT INTO label_subscription (subscriber_id, target_type, target_key, confirm_token, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        id,
        'product',
        'ANVOL',
        confirm,
        null,
        now,
      ]);
      await ds.runMigrations({ transaction: 'each' });
      const rows: { purpose: string; token_hash: string }[] = await ds.query('SELECT purpose, token_hash FROM label_notice_token ORDER BY purpose');
      expect(rows).toEqual([
        { purpose: 'confirm', token_hash: sha256(confirm) },
        { purpose: 'unsubscribe', token_hash: sha256(unsubscribe) },
      ]);
      const qr = ds.createQueryRunner();
      try {
        expect(await qr.hasColumn('label_subscriber', 'token')).toBe(false);
        expect(await qr.hasColumn('label_subscription', 'confirm_token')).toBe(false);
        // The subscription survived the column drop (SQLite rebuilds the table).
        expect(Number((await ds.query('SELECT COUNT(*) AS c FROM label_subscription'))[0].c)).toBe(1);
        await ds.undoLastMigration();
        expect(await qr.hasTable('label_notice_token')).toBe(false);
        expect(await qr.hasColumn('label_subscriber', 'token')).toBe(true);
        expect(await qr.hasColumn('label_subscription', 'confirm_token')).toBe(true);
        expect(Number((await ds.query('SELECT COUNT(*) AS c FROM label_subscription'))[0].c)).toBe(1);
      } finally {
        await qr.release();
      }
    } finally {
      await ds.destroy();
      await dropDatabase(url);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
