import { strFromU8, unzipSync } from 'fflate';
import * as Papa from 'papaparse';
import { DataSource } from 'typeorm';

import { Clock } from '../../src/content/clock';
import { ChangeNoticeEntity, LabelSubscriberEntity, LabelSubscriptionEntity } from '../../src/documents/labels/labels.entity';
import { emailHash } from '../../src/privacy/privacy-records';
import { adminToken, tokenForRole } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const form = (over: { name?: string; email?: string; message?: string } = {}) => ({
  name: over.name ?? 'Pat Visitor',
  email: over.email ?? 'pat.visitor@example.com',
  phone: '+1 (515) 555-0142',
  data: JSON.stringify({ region: 'Canada', role: 'Grower', state: 'SK', zipcode: 'S7N 0W8', message: over.message ?? 'Please call about ANVOL.' }),
  reCaptchaToken: '',
});

/** supertest's parser for a binary body (the zip): the raw bytes. */
const binary = (res: unknown, cb: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** Every text column of the tables an erasure clears, as one string per row. */
const TABLES: Record<string, string[]> = {
  form_submission: ['name', 'email', 'phone', 'data'],
  form_notification: ['recipients', 'subject', 'body', 'reply_to'],
  form_case_event: ['actor_email', 'from_value', 'to_value', 'note'],
  label_subscriber: ['email'],
  change_notice: ['email'],
  login_attempt: ['email'],
  audit_entry: ['actor_email', 'item_title', 'summary'],
  privacy_request: ['email'],
};

describe(`privacy requests (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: string;
  let db: DataSource;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const auth = () => as(admin);
  const copiesOf = async (address: string) => {
    const out: string[] = [];
    for (const [table, cols] of Object.entries(TABLES)) {
      const where = cols.map((c) => `LOWER(${c}) LIKE ?`).join(' OR ');
      const rows = await db.query(
        `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`,
        cols.map(() => `%${address.toLowerCase()}%`),
      );
      if (Number(rows[0].n)) out.push(`${table}: ${rows[0].n}`);
    }
    return out;
  };
  /** An address with two cases (one typed in capitals), a note, a case that mentions it, two subscriptions, a delivery, a failed sign-in and an audit entry. */
  const seed = async (address: string) => {
    const [local, domain] = address.split('@');
    const ids: number[] = [];
    for (const email of [address, `${local.toUpperCase()}@${domain.toUpperCase()}`]) {
      const res = await t.http.post('/api/forms/add').send(form({ email }));
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    const other = await t.http.post('/api/forms/add').send(form({ name: 'Sam Other', email: 'sam.other@example.com', message: `My neighbour ${address} asked me to write.` }));
    await t.http
      .post(`/api/admin/forms/cases/${ids[0]}/notes`)
      .set(auth())
      .send({ text: `Spoke with ${address} on the phone.` })
      .expect(200);
    // The archive's audit summary names the address.
    await t.http.get(`/api/admin/forms/archive/${ids[1]}`).set(auth()).expect(200);
    const subscriber = await db
      .getRepository(LabelSubscriberEntity)
      .save(
        db.getRepository(LabelSubscriberEntity).create({ email: address, createdAt: new Date(), ...({ token: `tok${Date.now()}${Math.random().toString(36).slice(2)}` } as object) }),
      );
    for (const key of ['SUPERU', 'ANVOL']) {
      await db.getRepository(LabelSubscriptionEntity).insert({ subscriberId: subscriber.id, targetType: 'product', targetKey: key, confirmedAt: new Date(), createdAt: new Date() });
    }
    await db.getRepository(ChangeNoticeEntity).insert({
      documentId: 1,
      documentGuid: '00000000-0000-4000-8000-000000000001',
      documentTitle: 'SUPERU label',
      fileId: Math.floor(Math.random() * 1e6),
      revisionNo: 2,
      revisionDate: '2026-01-05',
      subscriberId: subscriber.id,
      email: address,
      status: 'sent',
      error: null,
      attempts: 1,
      queuedAt: new Date(),
      sentAt: new Date(),
    });
    await t.http.post('/auth/login').send({ Username: address, Password: 'not-the-password' });
    return { ids, other: other.body.data.id as number, subscriberId: subscriber.id };
  };

  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000', AUTH_LOGIN_RATE_LIMIT_PER_15_MIN: '1000' });
    admin = await adminToken(t);
    db = t.app.get(DataSource);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is for Administrators only, on every route', async () => {
    const editor = await tokenForRole(t, 'Editor');
    const calls = [
      t.http.get('/api/admin/privacy-requests').set(as(editor)),
      t.http.post('/api/admin/privacy-requests').set(as(editor)).send({ email: 'a@example.com', type: 'access', law: 'PIPEDA' }),
      t.http.get('/api/admin/privacy-requests/1').set(as(editor)),
      t.http.get('/api/admin/privacy-requests/1/export').set(as(editor)),
      t.http.post('/api/admin/privacy-requests/1/erase').set(as(editor)),
      t.http.post('/api/admin/privacy-requests/1/extend').set(as(editor)).send({ notice: 'x' }),
      t.http.post('/api/admin/privacy-requests/1/close').set(as(editor)),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect((await t.http.get('/api/admin/privacy-requests')).status).toBe(401);
  });

  it('sets the legal due date by the law: 30 days PIPEDA and Law 25, 45 days CCPA (acknowledge within 10), one extension with notice', async () => {
    const spy = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2026-03-02T15:00:00.000Z'));
    try {
      const open = async (law: string) => {
        const res = await t.http
          .post('/api/admin/privacy-requests')
          .set(auth())
          .send({ email: `due.${law.toLowerCase()}@example.com`, type: 'access', law });
        expect(res.status).toBe(200);
        return res.body.data;
      };
      const pipeda = await open('PIPEDA');
      expect(pipeda).toMatchObject({ dueAt: '2026-04-01T15:00:00.000Z', acknowledgeBy: null, status: 'open', extensionDays: 30 });
      const ccpa = await open('CCPA');
      expect(ccpa).toMatchObject({ dueAt: '2026-04-16T15:00:00.000Z', acknowledgeBy: '2026-03-12T15:00:00.000Z', extensionDays: 45 });
      const law25 = await open('LAW25');
      expect(law25).toMatchObject({ dueAt: '2026-04-01T15:00:00.000Z', extensionDays: 0 });

      const extend = (id: number, notice: string) => t.http.post(`/api/admin/privacy-requests/${id}/extend`).set(auth()).send({ notice });
      expect((await extend(pipeda.id, '  ')).status).toBe(400);
      const extended = await extend(pipeda.id, 'Wrote to the requester on 2 March: 30 more days to gather the records.');
      expect(extended.status).toBe(200);
      expect(extended.body.data).toMatchObject({ dueAt: '2026-05-01T15:00:00.000Z', extendedAt: '2026-03-02T15:00:00.000Z', extensionNotice: expect.stringContaining('30 more days') });
      expect((await extend(pipeda.id, 'again')).body.message).toBe('The time to answer was already extended once.');
      expect((await extend(ccpa.id, 'More time.')).body.data.dueAt).toBe('2026-05-31T15:00:00.000Z');
      expect((await extend(law25.id, 'More time.')).body).toMatchObject({ success: false, message: 'This law allows no extension.' });

      // Overdue once past the date, and listed first while open.
      spy.mockReturnValue(new Date('2026-04-02T00:00:00.000Z'));
      const list = (await t.http.get('/api/admin/privacy-requests').set(auth())).body.data as { id: number; overdue: boolean }[];
      expect(list.find((r) => r.id === law25.id)!.overdue).toBe(true);
      expect(list.find((r) => r.id === pipeda.id)!.overdue).toBe(false);
      expect((await t.http.post('/api/admin/privacy-requests').set(auth()).send({ email: 'not-an-address', type: 'access', law: 'PIPEDA' })).status).toBe(400);
      expect((await t.http.post('/api/admin/privacy-requests').set(auth()).send({ email: 'a@example.com', type: 'access', law: 'GDPR' })).status).toBe(400);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers an access request with every record of the address across cases and subscriptions, in one zip of JSON and CSV', async () => {
    const address = 'pat.access@example.com';
    const seeded = await seed(address);
    const open = await t.http.post('/api/admin/privacy-requests').set(auth()).send({ email: address, type: 'access', law: 'PIPEDA' });
    expect(open.status).toBe(200);
    const req = open.body.data;
    expect(req).toMatchObject({ id: expect.any(Number), dueAt: expect.any(String), email: address, type: 'access', law: 'PIPEDA' });
    expect(req.found).toMatchObject({ cases: 3, subscriptions: 2, deliveries: 1, loginAttempts: 1, staffAccounts: 0, directoryListings: 0 });
    expect(req.found.caseEvents).toBeGreaterThanOrEqual(1);
    expect(req.found.auditEntries).toBeGreaterThanOrEqual(1);

    const res = await t.http.get(`/api/admin/privacy-requests/${req.id}/export`).set(auth()).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="privacy-request-\d+-\d{4}-\d\d-\d\d\.zip"$/);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'audit-entries.csv',
        'case-notes-and-history.csv',
        'change-notice-deliveries.csv',
        'change-notice-subscriber.csv',
        'change-notice-subscriptions.csv',
        'contact-and-rep-requests.csv',
        'data.json',
        'failed-sign-ins.csv',
        'staff-notification-emails.csv',
      ].sort(),
    );
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.request).toMatchObject({ id: req.id, email: address });
    expect(data.records.cases.map((c: { id: number }) => Number(c.id)).sort()).toEqual([...seeded.ids, seeded.other].sort());
    expect(data.records.subscriptions.map((s: { target_key: string }) => s.target_key).sort()).toEqual(['ANVOL', 'SUPERU']);
    expect(data.records.deliveries).toHaveLength(1);
    expect(JSON.stringify(data.records.subscribers)).not.toMatch(/token/);
    const cases = Papa.parse<Record<string, string>>(strFromU8(files['contact-and-rep-requests.csv']).replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true });
    expect(cases.data.map((r) => Number(r.id)).sort()).toEqual([...seeded.ids, seeded.other].sort());
    // A phone number starting with + is made inert for spreadsheets.
    expect(cases.data[0].phone).toBe("'+1 (515) 555-0142");

    const after = (await t.http.get(`/api/admin/privacy-requests/${req.id}`).set(auth())).body.data;
    expect(after.exportedAt).toEqual(expect.any(String));
    expect((await t.http.post(`/api/admin/privacy-requests/${req.id}/erase`).set(auth())).body).toMatchObject({ success: false, message: 'Only an erasure request erases data.' });
    const audit = (await t.http.get('/api/admin/audit').query({ section: 'privacy' }).set(auth())).body.data.items as { action: string; summary: string; itemId: number }[];
    expect(audit.filter((a) => a.itemId === req.id).map((a) => a.action)).toEqual(['privacy.export', 'privacy.open']);
    expect(JSON.stringify(audit)).not.toContain(address);
  });

  it('erases every record of the address in one go, keeps the audit entries with the hash, and confirms what it did', async () => {
    const address = 'pat.erase@example.com';
    const seeded = await seed(address);
    expect((await copiesOf(address)).length).toBeGreaterThan(4);
    const open = await t.http.post('/api/admin/privacy-requests').set(auth()).send({ email: address, type: 'erasure', law: 'CCPA' });
    const auditBefore = Number((await db.query(`SELECT COUNT(*) AS n FROM audit_entry`))[0].n);

    const res = await t.http.post(`/api/admin/privacy-requests/${open.body.data.id}/erase`).set(auth());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The data was erased.');
    expect(res.body.data).toMatchObject({ status: 'closed', email: null, emailMasked: 'p***@example.com', erasedAt: expect.any(String), closedAt: expect.any(String) });
    expect(res.body.data.erasure).toMatchObject({
      casesAnonymised: 2,
      casesRedacted: 1,
      casesHeld: 0,
      subscriptionsDeleted: 2,
      deliveriesDeleted: 1,
      loginAttemptsDeleted: 1,
      staffAccountsKept: 0,
    });
    expect(res.body.data.erasure.auditEntriesRewritten).toBeGreaterThanOrEqual(1);

    // Nothing in those tables holds the address any more; the cases keep their dates, type and region.
    expect(await copiesOf(address)).toEqual([]);
    const [kept] = await db.query(`SELECT name, email, region, created, anonymised_at FROM form_submission WHERE id = ?`, [seeded.ids[0]]);
    expect(kept).toMatchObject({ name: '(erased)', email: '', region: 'Canada' });
    expect(kept.anonymised_at).not.toBeNull();
    const [other] = await db.query(`SELECT name, email, data FROM form_submission WHERE id = ?`, [seeded.other]);
    expect(other).toMatchObject({ name: 'Sam Other', email: 'sam.other@example.com' });
    expect(JSON.parse(other.data).message).toBe(`My neighbour sha256:${emailHash(address).slice(0, 16)} asked me to write.`);
    expect(Number((await db.query(`SELECT COUNT(*) AS n FROM label_subscription WHERE subscriber_id = ?`, [seeded.subscriberId]))[0].n)).toBe(0);
    // The audit trail keeps its entries (plus the erasure's own), naming the hash instead.
    expect(Number((await db.query(`SELECT COUNT(*) AS n FROM audit_entry`))[0].n)).toBe(auditBefore + 1);
    const hashed = `sha256:${emailHash(address).slice(0, 16)}`;
    const archive = await db.query(`SELECT summary FROM audit_entry WHERE action = 'form.archive' AND item_id = ?`, [seeded.ids[1]]);
    expect(archive[0].summary).toContain(hashed);
    const [erase] = await db.query(`SELECT summary FROM audit_entry WHERE action = 'privacy.erase' AND item_id = ?`, [open.body.data.id]);
    expect(erase.summary).toMatch(/2 case\(s\) anonymised, 2 subscription\(s\) and 1 delivery deleted/);
    // A second erasure has nothing left to do.
    expect((await t.http.post(`/api/admin/privacy-requests/${open.body.data.id}/erase`).set(auth())).status).toBe(409);
    expect((await t.http.get(`/api/admin/privacy-requests/${open.body.data.id}/export`).set(auth())).status).toBe(409);
  });

  it('shows each open request on the dashboard until it is closed, to Administrators only', async () => {
    const open = await t.http.post('/api/admin/privacy-requests').set(auth()).send({ email: 'dash.board@example.com', type: 'access', law: 'LAW25' });
    const queue = async (token: string) => (await t.http.get('/api/admin/dashboard/queue').set(as(token))).body.data;
    expect((await queue(admin)).privacyRequests).toContainEqual(expect.objectContaining({ id: open.body.data.id, law: 'LAW25', emailMasked: 'd***@example.com', overdue: false }));
    expect((await queue(await tokenForRole(t, 'Editor'))).privacyRequests).toBeNull();
    const closed = await t.http.post(`/api/admin/privacy-requests/${open.body.data.id}/close`).set(auth());
    expect(closed.body.data).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await queue(admin)).privacyRequests.map((r: { id: number }) => r.id)).not.toContain(open.body.data.id);
  });

  it('keeps a case under a legal hold through an erasure and says so', async () => {
    const address = 'held.visitor@example.com';
    const res = await t.http.post('/api/forms/add').send(form({ email: address }));
    await t.http.post(`/api/admin/forms/cases/${res.body.data.id}/hold`).set(auth()).send({ hold: true, reason: 'Claim pending' }).expect(200);
    const open = await t.http.post('/api/admin/privacy-requests').set(auth()).send({ email: address, type: 'erasure', law: 'PIPEDA' });
    const erased = await t.http.post(`/api/admin/privacy-requests/${open.body.data.id}/erase`).set(auth());
    expect(erased.body.data.erasure).toMatchObject({ casesAnonymised: 0, casesHeld: 1 });
    expect((await db.query(`SELECT email FROM form_submission WHERE id = ?`, [res.body.data.id]))[0].email).toBe(address);
  });
});
