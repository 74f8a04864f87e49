import { DataSource } from 'typeorm';

import { Clock } from '../../src/content/clock';
import { CaseRetentionService } from '../../src/forms/case-retention.service';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const form = (name: string, email: string, type = 0) => ({
  name,
  email,
  type,
  phone: '+1 (515) 555-0199',
  data: JSON.stringify({ region: 'USA', role: 'Grower', state: 'IA', zipcode: '50309', message: `Message from ${name}` }),
  reCaptchaToken: '',
});

describe(`retention of closed cases (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: string;
  let db: DataSource;
  let spy: jest.SpyInstance<Date, []>;
  const as = () => ({ authorization: `Bearer ${admin}` });
  const at = (iso: string) => spy.mockReturnValue(new Date(iso));
  const closedCase = async (name: string, email: string, closedOn: string, type = 0) => {
    at(`${closedOn}T09:00:00Z`);
    const res = await t.http.post('/api/forms/add').send(form(name, email, type));
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    await t.http
      .post(`/api/admin/forms/cases/${id}/notes`)
      .set(as())
      .send({ text: `Called ${name}` })
      .expect(200);
    await t.http.post(`/api/admin/forms/cases/${id}/status`).set(as()).send({ status: 'closed' }).expect(200);
    return id;
  };
  const row = async (id: number) => (await db.query(`SELECT name, email, phone, data, anonymised_at, region, created FROM form_submission WHERE id = ?`, [id]))[0];

  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000' });
    admin = await adminToken(t);
    db = t.app.get(DataSource);
    spy = jest.spyOn(t.app.get(Clock), 'now');
  }, 120_000);
  afterAll(async () => {
    spy?.mockRestore();
    await t?.close();
  });
  afterEach(() => spy.mockImplementation(() => new Date()));

  it('defaults to 24 months after closing, then anonymised, for every type', async () => {
    const res = await t.http.get('/api/admin/forms/settings').set(as());
    expect(res.body.data.retention).toEqual([
      { type: 0, months: 24, action: 'anonymise' },
      { type: 1, months: 24, action: 'anonymise' },
      { type: 2, months: 24, action: 'anonymise' },
    ]);
  });

  it('purges expired cases but spares one under a legal hold and one under an open privacy request, and records the counts', async () => {
    const expired = await closedCase('Olive Oldcase', 'olive.old@example.com', '2023-03-01');
    const held = await closedCase('Harold Held', 'harold.held@example.com', '2023-03-01');
    const requested = await closedCase('Rita Request', 'rita.request@example.com', '2023-03-01');
    const recent = await closedCase('Nina Newer', 'nina.newer@example.com', '2025-06-01');
    at('2023-03-01T09:00:00Z');
    const open = (await t.http.post('/api/forms/add').send(form('Oscar Open', 'oscar.open@example.com'))).body.data.id as number;
    spy.mockImplementation(() => new Date());
    await t.http.post(`/api/admin/forms/cases/${held}/hold`).set(as()).send({ hold: true, reason: 'Claim' }).expect(200);
    await t.http.post('/api/admin/privacy-requests').set(as()).send({ email: 'rita.request@example.com', type: 'access', law: 'PIPEDA' }).expect(200);

    at('2026-01-20T04:00:00Z');
    const run = await t.app.get(CaseRetentionService).run();
    expect(run).toEqual({ anonymised: 1, deleted: 0, sparedHold: 1, sparedRequest: 1 });

    const gone = await row(expired);
    expect(gone).toMatchObject({ name: '(erased)', email: '', phone: '', region: 'USA' });
    expect(JSON.parse(gone.data)).toEqual({ region: 'USA', role: 'Grower' });
    expect(gone.anonymised_at).not.toBeNull();
    // Its notes lost their text; its history and dates stay for the reports.
    expect((await db.query(`SELECT note FROM form_case_event WHERE submission_id = ? AND kind = 'note'`, [expired]))[0].note).toBeNull();
    expect(Number((await db.query(`SELECT COUNT(*) AS n FROM form_notification WHERE submission_id = ?`, [expired]))[0].n)).toBe(0);
    for (const [id, name] of [
      [held, 'Harold Held'],
      [requested, 'Rita Request'],
      [recent, 'Nina Newer'],
      [open, 'Oscar Open'],
    ] as const) {
      expect((await row(id)).name).toBe(name);
    }

    const entries = await db.query(`SELECT actor_email, summary FROM audit_entry WHERE action = 'form.retention'`);
    expect(entries).toHaveLength(1);
    expect(entries[0].actor_email).toBe('system');
    expect(entries[0].summary).toBe(
      'Retention: 1 case(s) anonymised and 0 deleted past their retention period (Contact 3, Rep 0, Accessibility 0 expired); kept: 1 under a legal hold, 1 under an open privacy request.',
    );
    // Counts, never the data.
    expect(entries[0].summary).not.toMatch(/Olive|olive\.old|Harold|Rita/);

    // Once the request is closed and the hold lifted, the next run takes them too; nothing already purged is counted again.
    const requestId = (await t.http.get('/api/admin/privacy-requests').set(as())).body.data[0].id;
    await t.http.post(`/api/admin/privacy-requests/${requestId}/close`).set(as()).expect(200);
    await t.http.post(`/api/admin/forms/cases/${held}/hold`).set(as()).send({ hold: false }).expect(200);
    at('2026-01-21T04:00:00Z');
    expect(await t.app.get(CaseRetentionService).run()).toEqual({ anonymised: 2, deleted: 0, sparedHold: 0, sparedRequest: 0 });
    expect(await t.app.get(CaseRetentionService).run()).toEqual({ anonymised: 0, deleted: 0, sparedHold: 0, sparedRequest: 0 });
  });

  it("deletes instead when the type's setting says so, after its own period", async () => {
    const settings = (await t.http.get('/api/admin/forms/settings').set(as())).body.data;
    const retention = settings.retention.map((r: { type: number }) => (r.type === 1 ? { ...r, months: 12, action: 'delete' } : r));
    expect(
      (
        await t.http
          .post('/api/admin/forms/settings')
          .set(as())
          .send({ retention: retention.map((r: object) => ({ ...r, months: 0 })) })
      ).status,
    ).toBe(400);
    const saved = await t.http.post('/api/admin/forms/settings').set(as()).send({ retention });
    expect(saved.status).toBe(200);
    expect(saved.body.data.retention[1]).toEqual({ type: 1, months: 12, action: 'delete' });

    const rep = await closedCase('Rex Rep', 'rex.rep@example.com', '2024-06-01', 1);
    const contact = await closedCase('Cora Contact', 'cora.contact@example.com', '2024-06-01', 0);
    at('2026-01-22T04:00:00Z');
    expect(await t.app.get(CaseRetentionService).run()).toEqual({ anonymised: 0, deleted: 1, sparedHold: 0, sparedRequest: 0 });
    expect(await row(rep)).toBeUndefined();
    expect(Number((await db.query(`SELECT COUNT(*) AS n FROM form_case_event WHERE submission_id = ?`, [rep]))[0].n)).toBe(0);
    expect((await row(contact)).name).toBe('Cora Contact');
    const last = await db.query(`SELECT summary FROM audit_entry WHERE action = 'form.retention' ORDER BY id DESC`);
    expect(last[0].summary).toContain('0 case(s) anonymised and 1 deleted');
  });
});
