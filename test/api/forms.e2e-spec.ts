import * as http from 'node:http';
import type { AddressInfo } from 'node:net';

import * as Papa from 'papaparse';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';

import { CONTACT_THANK_YOU } from '../../src/contract/forms';
import { BOT_CHECK_FAILED } from '../../src/forms/bot-check.service';
import { FormNotifierService } from '../../src/forms/form-notifier.service';
import { DATA_MALFORMED, RATE_LIMITED } from '../../src/forms/forms.service';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const data = (d: Record<string, unknown>) => JSON.stringify(d);
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Pat Grower',
  email: 'pat.grower@example.com',
  phone: '+1 (515) 555-0100',
  data: data({ region: 'USA', role: 'Grower', state: 'IA', zipcode: '50309', message: 'Please call me about SUPERU.' }),
  reCaptchaToken: '',
  ...over,
});
const count = async (t: TestApp, table: string, where = '1=1') => Number((await t.app.get(DataSource).query(`SELECT COUNT(*) AS c FROM ${table} WHERE ${where}`))[0].c);
const rows = (t: TestApp, sql: string) => t.app.get(DataSource).query(sql);

describe(`contact form submissions (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000', FORMS_MIN_FILL_MS: '2000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['no name', { name: '' }, 'Name is required.'],
    ['no email', { email: '  ' }, 'Email is required.'],
    ['an email without a domain ending', { email: 'pat@example' }, 'Please enter a valid email address.'],
    ['an email with a 7-letter ending', { email: 'pat@example.abcdefg' }, 'Please enter a valid email address.'],
    ['an email with a + before @', { email: 'pat+x@example.com' }, 'Please enter a valid email address.'],
    ['no region', { data: data({ role: 'Grower' }) }, 'Region is required.'],
    ['no role', { data: data({ region: 'Canada' }) }, 'Role is required.'],
  ])('refuses %s', async (_label, over, message) => {
    const before = await count(t, 'form_submission');
    const res = await t.http.post('/api/forms/add').send(valid(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await count(t, 'form_submission')).toBe(before);
  });

  it('reports every failed rule in the spec order, the first as the message', async () => {
    const res = await t.http.post('/api/forms/add').send({ name: '', email: 'bad', data: '{}' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name is required.');
    expect(Object.entries(res.body.errors)).toEqual([
      ['name', 'Name is required.'],
      ['email', 'Please enter a valid email address.'],
      ['region', 'Region is required.'],
      ['role', 'Role is required.'],
    ]);
  });

  it.each([
    ['not JSON', '{region: USA'],
    ['a JSON array', '[1,2]'],
    ['a JSON number', '42'],
  ])('refuses data that is %s with a clear 400', async (_l, bad) => {
    const res = await t.http.post('/api/forms/add').send(valid({ data: bad }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: DATA_MALFORMED });
  });

  it('stores a valid submission and answers with the thank-you', async () => {
    const res = await t.http.post('/api/forms/add').send(valid({ elapsedMs: 9000 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: CONTACT_THANK_YOU, data: { id: expect.any(Number) } });
    const [row] = await rows(t, `SELECT * FROM form_submission WHERE id = ${res.body.data.id}`);
    expect(row).toMatchObject({ name: 'Pat Grower', email: 'pat.grower@example.com', phone: '+1 (515) 555-0100', region: 'USA', role: 'Grower', type: 0 });
    expect(Number(row.spam)).toBe(0);
    expect(JSON.parse(row.data)).toEqual({ region: 'USA', role: 'Grower', state: 'IA', zipcode: '50309', message: 'Please call me about SUPERU.' });
    // The staff e-mail is queued (to ADMIN_EMAIL, the fallback recipient), not sent inline.
    expect(await count(t, 'form_notification', `submission_id = ${res.body.data.id}`)).toBe(1);
  });

  it('refuses unknown fields', async () => {
    const res = await t.http.post('/api/forms/add').send(valid({ admin: true }));
    expect(res.status).toBe(400);
  });

  it('stores a filled honeypot as spam and queues no e-mail', async () => {
    const res = await t.http.post('/api/forms/add').send(valid({ website: 'http://spam.example', elapsedMs: 9000 }));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [row] = await rows(t, `SELECT spam, spam_reason FROM form_submission WHERE id = ${res.body.data.id}`);
    expect(Number(row.spam)).toBe(1);
    expect(row.spam_reason).toBe('honeypot');
    expect(await count(t, 'form_notification', `submission_id = ${res.body.data.id}`)).toBe(0);
  });

  it('stores a form sent faster than the minimum fill time as spam', async () => {
    const res = await t.http.post('/api/forms/add').send(valid({ elapsedMs: 300 }));
    expect(res.status).toBe(200);
    const [row] = await rows(t, `SELECT spam, spam_reason FROM form_submission WHERE id = ${res.body.data.id}`);
    expect(Number(row.spam)).toBe(1);
    expect(row.spam_reason).toMatch(/^too-fast/);
    expect(await count(t, 'form_notification', `submission_id = ${res.body.data.id}`)).toBe(0);
  });

  it('lists the 50 states and DC for the US, 13 provinces and territories for Canada, none for international', async () => {
    const us = await t.http.get('/api/states/get-all/2');
    expect(us.status).toBe(200);
    expect(us.body.success).toBe(true);
    expect(us.body.data).toHaveLength(51);
    expect(us.body.data).toContainEqual({ id: expect.any(Number), code: 'IA', name: 'Iowa' });
    expect(us.body.data).toContainEqual({ id: expect.any(Number), code: 'DC', name: 'District of Columbia' });
    const ca = await t.http.get('/api/states/get-all/3');
    expect(ca.body.data).toHaveLength(13);
    expect(ca.body.data.map((s: { code: string }) => s.code).sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    const int = await t.http.get('/api/states/get-all/4');
    expect(int.body).toEqual({ success: true, data: [] });
    expect((await t.http.get('/api/states/get-all/9')).status).toBe(400);
    expect((await t.http.get('/api/states/get-all/abc')).status).toBe(400);
  });
});

describe(`contact form rate limit (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '3', FORMS_RATE_WINDOW_SECONDS: '600' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 once an address used its submissions for the window, and stores nothing more', async () => {
    for (let i = 0; i < 3; i++) expect((await t.http.post('/api/forms/add').send(valid())).status).toBe(200);
    const res = await t.http.post('/api/forms/add').send(valid());
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, message: RATE_LIMITED });
    expect(await count(t, 'form_submission')).toBe(3);
  });
});

describe(`contact form reCAPTCHA (${TEST_DB})`, () => {
  let t: TestApp;
  let verifier: http.Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // A fake of Google's siteverify on loopback: the token names the answer.
    verifier = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const p = new URLSearchParams(body);
        seen.push(p);
        const token = p.get('response');
        const answer =
          p.get('secret') !== 'test-secret-for-recaptcha'
            ? { success: false, 'error-codes': ['invalid-input-secret'] }
            : token === 'good'
              ? { success: true, score: 0.9, action: 'form', hostname: 'localhost' }
              : token === 'low'
                ? { success: true, score: 0.1, action: 'form', hostname: 'localhost' }
                : token === 'other-action'
                  ? { success: true, score: 0.9, action: 'login', hostname: 'localhost' }
                  : { success: false, 'error-codes': ['invalid-input-response'] };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r));
    const port = (verifier.address() as AddressInfo).port;
    t = await createTestApp({
      RECAPTCHA_SECRET: 'test-secret-for-recaptcha',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      RECAPTCHA_MIN_SCORE: '0.5',
      FORMS_RATE_LIMIT: '1000',
    });
  });
  afterAll(async () => {
    await t.close();
    verifier.close();
  });

  it('stores a submission whose token passes, verified with the secret and the token', async () => {
    const res = await t.http.post('/api/forms/add').send(valid({ reCaptchaToken: 'good' }));
    expect(res.status).toBe(200);
    const [row] = await rows(t, `SELECT spam FROM form_submission WHERE id = ${res.body.data.id}`);
    expect(Number(row.spam)).toBe(0);
    const last = seen[seen.length - 1];
    expect(last.get('secret')).toBe('test-secret-for-recaptcha');
    expect(last.get('response')).toBe('good');
    expect(await count(t, 'form_notification', `submission_id = ${res.body.data.id}`)).toBe(1);
  });

  it('stores a low-score submission as spam without e-mail', async () => {
    const res = await t.http.post('/api/forms/add').send(valid({ reCaptchaToken: 'low' }));
    expect(res.status).toBe(200);
    const [row] = await rows(t, `SELECT spam, spam_reason FROM form_submission WHERE id = ${res.body.data.id}`);
    expect(Number(row.spam)).toBe(1);
    expect(row.spam_reason).toBe('low-score:0.1');
    expect(await count(t, 'form_notification', `submission_id = ${res.body.data.id}`)).toBe(0);
  });

  it.each([
    ['a refused token', 'forged'],
    ['a token for another action', 'other-action'],
    ['no token', ''],
  ])('refuses %s with 400 and stores nothing', async (_l, token) => {
    const before = await count(t, 'form_submission');
    const res = await t.http.post('/api/forms/add').send(valid({ reCaptchaToken: token }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: BOT_CHECK_FAILED });
    expect(await count(t, 'form_submission')).toBe(before);
  });
});

describe(`staff notification e-mail (${TEST_DB})`, () => {
  let t: TestApp;
  let smtp: SMTPServer;
  let refuse = false;
  const received: { from: string; to: string[]; raw: string }[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_addr, _session, cb) {
        cb(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }) : undefined);
      },
      onData(stream, session, cb) {
        let raw = '';
        stream.on('data', (c) => (raw += c));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? (session.envelope.mailFrom as { address: string }).address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
          cb();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_IGNORE_TLS: 'true',
      MAIL_FROM: 'web@example.com',
      FORMS_NOTIFY_DEFAULT: 'info@example.com',
      FORMS_NOTIFY_CA: 'canada@example.com',
      FORMS_NOTIFY_RETAILER: 'retail@example.com',
      FORMS_NOTIFY_REP: 'reps@example.com',
      FORMS_RATE_LIMIT: '1000',
      FORMS_MAIL_INTERVAL_MS: '60000',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  const waitFor = async (pred: () => boolean, ms = 8000) => {
    const end = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > end) throw new Error('timed out waiting');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('mails the Canada and retailer inboxes for a Canadian product retailer, right after the response', async () => {
    const res = await t.http
      .post('/api/forms/add')
      .send(valid({ name: 'Chris Retail', data: data({ region: 'Canada', role: 'Product retailer', state: 'SK', zipcode: 'S7N 0W8', message: 'Stocking ANVOL' }) }));
    expect(res.status).toBe(200);
    await waitFor(() => received.length === 1);
    expect(received[0].to.sort()).toEqual(['canada@example.com', 'retail@example.com']);
    expect(received[0].from).toBe('web@example.com');
    expect(received[0].raw).toMatch(/Subject: Contact request: Chris Retail \(Canada, Product retailer\)/);
    expect(received[0].raw).toMatch(/Reply-To: pat\.grower@example\.com/);
    expect(received[0].raw).toContain('Stocking ANVOL');
    await waitFor(() => false, 0).catch(() => undefined);
    const [n] = await rows(t, `SELECT sent_at, attempts FROM form_notification WHERE submission_id = ${res.body.data.id}`);
    expect(n.sent_at).not.toBeNull();
  });

  it('routes a rep request (type 1) to the rep inbox, and a US grower to the default inbox', async () => {
    received.length = 0;
    await t.http
      .post('/api/forms/add')
      .send(valid({ type: 1 }))
      .expect(200);
    await waitFor(() => received.length === 1);
    expect(received[0].to).toEqual(['reps@example.com']);
    expect(received[0].raw).toMatch(/Subject: Rep request: /);
    received.length = 0;
    await t.http.post('/api/forms/add').send(valid()).expect(200);
    await waitFor(() => received.length === 1);
    expect(received[0].to).toEqual(['info@example.com']);
  });

  it('keeps the submission when the mail server refuses, and delivers on a later retry', async () => {
    received.length = 0;
    refuse = true;
    const res = await t.http.post('/api/forms/add').send(valid({ name: 'Retry Person' }));
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    await waitFor(() => false, 1).catch(() => undefined);
    const notifier = t.app.get(FormNotifierService);
    // Wait for the first (failing) attempt that followed the response.
    const end = Date.now() + 8000;
    let n: { attempts: number; sent_at: unknown; last_error: string | null } | undefined;
    while (Date.now() < end) {
      [n] = await rows(t, `SELECT attempts, sent_at, last_error FROM form_notification WHERE submission_id = ${id}`);
      if (Number(n!.attempts) >= 1) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(Number(n!.attempts)).toBe(1);
    expect(n!.sent_at).toBeNull();
    expect(n!.last_error).toMatch(/Mailbox unavailable/);
    expect(await count(t, 'form_submission', `id = ${id}`)).toBe(1);
    refuse = false;
    // Make the retry due now instead of after the backoff, then run the interval job's pass.
    await t.app.get(DataSource).query(`UPDATE form_notification SET next_attempt_at = '2000-01-01 00:00:00.000' WHERE submission_id = ${id}`);
    expect(await notifier.sendDue()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0].raw).toContain('Retry Person');
    const [after] = await rows(t, `SELECT attempts, sent_at FROM form_notification WHERE submission_id = ${id}`);
    expect(Number(after.attempts)).toBe(2);
    expect(after.sent_at).not.toBeNull();
  });
});

describe(`admin forms list (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const NAMES = [
    'delta',
    'Alpha',
    'charlie',
    'Bravo',
    'echo',
    'foxtrot',
    'Golf',
    'hotel',
    'India',
    'juliet',
    'kilo',
    'Lima',
    'mike',
    'November',
    'oscar',
    'papa',
    'Quebec',
    'romeo',
    'Sierra',
    'tango',
    'Uniform',
    'victor',
    'whiskey',
    'Xray',
    'yankee',
  ];
  const created: { id: number; name: string; email: string; type: number; region: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000' });
    token = await adminToken(t);
    for (let i = 0; i < NAMES.length; i++) {
      const name = `${NAMES[i]} Person`;
      const email = `${NAMES[(i * 7) % NAMES.length].toLowerCase()}${i}@example.com`;
      const type = i % 3 === 0 ? 1 : 0;
      const region = i % 4 === 0 ? 'Canada' : 'USA';
      const res = await t.http.post('/api/forms/add').send(valid({ name, email, type, data: data({ region, role: 'Grower', message: `note ${i}` }) }));
      expect(res.status).toBe(200);
      created.push({ id: res.body.data.id, name, email, type, region });
      // Distinct created times so the created order is the insertion order on every database.
      await new Promise((r) => setTimeout(r, 3));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (body: Record<string, unknown>) => {
    const res = await t.http.post('/api/admin/forms/filter').set(auth()).send(body);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.data as { id: number; name: string; email: string; type: number; created: string; data: string; archived: boolean; spam: boolean }[];
  };
  const all = async (order: number, extra: Record<string, unknown> = {}) => [
    ...(await page({ start: 0, length: 20, order, status: -1, ...extra })),
    ...(await page({ start: 20, length: 20, order, status: -1, ...extra })),
  ];

  it('needs an administrator', async () => {
    const res = await t.http.post('/api/admin/forms/filter').send({ start: 0, length: 20, order: 4, status: -1 });
    expect(res.status).toBe(401);
    expect((await t.http.get(`/api/admin/forms/archive/${created[0].id}`)).status).toBe(401);
  });

  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const expected = (col: 'name' | 'email' | 'created' | 'type', desc: boolean) =>
    [...created]
      .sort((a, b) => {
        const key = (x: (typeof created)[number]) => (col === 'name' ? x.name.toLowerCase() : col === 'email' ? x.email.toLowerCase() : col === 'type' ? x.type : x.id);
        const c = cmp(key(a), key(b)) || cmp(a.id, b.id);
        return desc ? -c : c;
      })
      .map((x) => x.id);

  it.each([
    [0, 'name', false],
    [1, 'name', true],
    [2, 'email', false],
    [3, 'email', true],
    [4, 'created', false],
    [5, 'created', true],
    [6, 'type', false],
    [7, 'type', true],
  ] as const)('order code %i sorts by %s (descending: %s) across two pages', async (order, col, desc) => {
    const first = await page({ start: 0, length: 20, order, status: -1 });
    expect(first).toHaveLength(20);
    const second = await page({ start: 20, length: 20, order, status: -1, updated: 3 });
    expect(second).toHaveLength(5);
    expect([...first, ...second].map((x) => x.id)).toEqual(expected(col, desc));
  });

  it('defaults to page size 20, order 4 and status -1', async () => {
    const res = await page({});
    expect(res.map((x) => x.id)).toEqual(expected('created', false).slice(0, 20));
    expect(res[0]).toEqual({
      id: created[0].id,
      name: created[0].name,
      email: created[0].email,
      phone: '+1 (515) 555-0100',
      type: 1,
      typeName: 'Rep',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: expect.any(String),
      region: 'Canada',
      role: 'Grower',
      archived: false,
      spam: false,
      spamReason: null,
      notification: expect.stringMatching(/^(sent|pending)$/),
      // The case fields the list gained.
      status: 'new',
      ownerEmail: 'admin@example.com',
      unread: true,
      dueAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      overdue: false,
      locale: 'en',
    });
    expect(JSON.parse(res[0].data)).toMatchObject({ region: 'Canada', role: 'Grower', message: 'note 0' });
  });

  it('filters by type, region and text', async () => {
    expect((await all(4, { type: 1 })).map((x) => x.id)).toEqual(created.filter((c) => c.type === 1).map((c) => c.id));
    expect((await all(4, { type: 0 })).map((x) => x.id)).toEqual(created.filter((c) => c.type !== 1).map((c) => c.id));
    expect((await all(4, { region: 'Canada' })).map((x) => x.id)).toEqual(created.filter((c) => c.region === 'Canada').map((c) => c.id));
    expect((await all(4, { search: 'QUEBEC person' })).map((x) => x.name)).toEqual(['Quebec Person']);
    expect((await all(4, { search: 'note 1' })).length).toBe(11); // note 1, note 10..19
    expect(await all(4, { search: '100%' })).toEqual([]);
  });

  it('refuses an order code outside 0-7', async () => {
    const res = await t.http.post('/api/admin/forms/filter').set(auth()).send({ start: 0, length: 20, order: 8, status: -1 });
    expect(res.status).toBe(400);
  });

  it('shows one submission in detail', async () => {
    const res = await t.http.get(`/api/admin/forms/get/${created[3].id}`).set(auth());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: created[3].id, name: created[3].name });
    expect((await t.http.get('/api/admin/forms/get/999999').set(auth())).status).toBe(404);
  });

  it('archives a submission: it leaves the default list and appears under archived', async () => {
    const id = created[5].id;
    const res = await t.http.get(`/api/admin/forms/archive/${id}`).set(auth());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id, archived: true } });
    const [row] = await rows(t, `SELECT archived FROM form_submission WHERE id = ${id}`);
    expect(Number(row.archived)).toBe(1);
    const list = await all(4);
    expect(list).toHaveLength(24);
    expect(list.map((x) => x.id)).not.toContain(id);
    expect((await all(4, { status: 1 })).map((x) => x.id)).toEqual([id]);
    expect((await all(4, { status: 3 })).length).toBe(25);
    expect((await t.http.get('/api/admin/forms/archive/999999').set(auth())).status).toBe(404);
  });

  it('exports CSV of exactly the filtered rows, in the list order', async () => {
    const filter = { order: 1, status: -1, type: 0 };
    const res = await t.http.post('/api/admin/forms/export').set(auth()).send(filter);
    expect(res.status).toBe(200);
    expect(res.body.data.filename).toMatch(/^form-submissions-\d{4}-\d\d-\d\d\.csv$/);
    const parsed = Papa.parse<Record<string, string>>(res.body.data.csv, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual(['Id', 'Type', 'Name', 'Email', 'Phone', 'Region', 'Role', 'State/Province', 'Postal Code', 'Message', 'Created', 'Archived', 'Spam']);
    const list = await all(1, { type: 0 });
    expect(parsed.data.map((r) => Number(r.Id))).toEqual(list.map((x) => x.id));
    expect(parsed.data.map((r) => r.Name)).toEqual(list.map((x) => x.name));
    expect(parsed.data.every((r) => r.Type === 'Contact')).toBe(true);
    expect(res.body.data.count).toBe(list.length);
    // Formula-looking cells are neutralised for spreadsheets.
    expect(parsed.data[0].Phone).toBe("'+1 (515) 555-0100");
  });
});

describe(`forms migration (${TEST_DB})`, () => {
  it('is reversible: down drops the three tables, up recreates them with the 64 states and provinces', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the test, after the test app's setup
    const { Forms1700000400000 } = require('../../migrations/1700000400000-forms') as typeof import('../../migrations/1700000400000-forms');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the case columns sit on the same table
    const { FormCases1700000931000 } = require('../../migrations/1700000931000-form-cases') as typeof import('../../migrations/1700000931000-form-cases');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the locale column sits on the same table
    const { RequestLocales1700000961000 } = require('../../migrations/1700000961000-request-locales') as typeof import('../../migrations/1700000961000-request-locales');
    const t = await createTestApp();
    const qr = t.app.get(DataSource).createQueryRunner();
    try {
      const m = new Forms1700000400000();
      const cases = new FormCases1700000931000();
      const locales = new RequestLocales1700000961000();
      await locales.down(qr);
      await cases.down(qr);
      await m.down(qr);
      for (const table of ['form_submission', 'form_notification', 'state_province']) expect(await qr.hasTable(table)).toBe(false);
      await m.up(qr);
      await cases.up(qr);
      await locales.up(qr);
      expect(await count(t, 'state_province', 'region_id = 2')).toBe(51);
      expect(await count(t, 'state_province', 'region_id = 3')).toBe(13);
      expect((await t.http.post('/api/forms/add').send(valid())).status).toBe(200);
    } finally {
      await qr.release();
      await t.close();
    }
  });
});
