import { DataSource } from 'typeorm';

import { Clock } from '../../src/content/clock';
import { adminToken, loginAs } from '../support/auth';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const OWNER = { email: 'canada-owner@example.com', password: 'a-long-enough-test-password' };
const form = (over: { name?: string; email?: string; region?: string; role?: string; type?: number } = {}) => ({
  name: over.name ?? 'Pat Grower',
  email: over.email ?? 'pat.grower@example.com',
  phone: '+1 (515) 555-0100',
  type: over.type ?? 0,
  data: JSON.stringify({ region: over.region ?? 'USA', role: over.role ?? 'Grower', state: '', zipcode: '', message: 'About SUPERU.' }),
  reCaptchaToken: '',
});

describe(`the forms inbox as a case queue (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const send = async (over: Parameters<typeof form>[0] = {}) => {
    const res = await t.http.post('/api/forms/add').send(form(over));
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const list = async (token: string, body: Record<string, unknown>) => {
    const res = await t.http.post('/api/admin/forms/filter').set(as(token)).send(body);
    expect(res.status).toBe(200);
    return res.body.data as { id: number; name: string; status: string; ownerEmail: string | null; unread: boolean; dueAt: string | null; overdue: boolean }[];
  };
  const item = async (token: string, id: number) => (await list(token, { start: 0, length: 100, status: 3 })).find((x) => x.id === id)!;

  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000', FORMS_NOTIFY_CA: OWNER.email, FORMS_NOTIFY_DEFAULT: 'info@example.com', FORMS_NOTIFY_REP: 'reps@example.com' });
    admin = await adminToken(t);
    const roles = (await t.http.get('/api/adminusers/get-roles').set(as(admin))).body.data as { id: number; name: string }[];
    const made = await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: OWNER.email, password: OWNER.password, userRoles: roles.filter((r) => r.name === 'Editor').map((r) => r.id) });
    expect(made.body.success).toBe(true);
    owner = (await loginAs(t, OWNER.email, OWNER.password)).token;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('assigns a new contact case by the notification routing and shows it unread to its owner until opened', async () => {
    const id = await send({ name: 'Chris Canada', region: 'Canada' });
    const mine = await item(owner, id);
    expect(mine).toMatchObject({ status: 'new', ownerEmail: OWNER.email, unread: true, overdue: false });
    expect(mine.dueAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Only the owner's own cases under "mine".
    expect((await list(owner, { start: 0, length: 100, mine: true })).map((x) => x.id)).toEqual([id]);
    expect((await list(admin, { start: 0, length: 100, mine: true })).map((x) => x.id)).not.toContain(id);

    const opened = await t.http.get(`/api/admin/forms/cases/${id}`).set(as(owner));
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ item: { id, name: 'Chris Canada', email: 'pat.grower@example.com', ownerEmail: OWNER.email }, legalHold: false, firstResponseAt: null });
    expect(opened.body.data.history.map((e: { kind: string; to: string }) => `${e.kind} ${e.to}`)).toEqual(['created new', `owner ${OWNER.email}`]);
    expect((await item(owner, id)).unread).toBe(false);
    // The marker is per staff member: the administrator has not opened it.
    expect((await item(admin, id)).unread).toBe(true);
    expect((await list(admin, { start: 0, length: 100, unread: true })).map((x) => x.id)).toContain(id);
    expect((await list(owner, { start: 0, length: 100, unread: true })).map((x) => x.id)).not.toContain(id);
  });

  it('gives a rep request to the rep inbox and a US grower to the default inbox (shared addresses without an account)', async () => {
    expect((await item(admin, await send({ type: 1 }))).ownerEmail).toBe('reps@example.com');
    expect((await item(admin, await send({ region: 'USA' }))).ownerEmail).toBe('info@example.com');
  });

  it('closes spam at once, with no owner and no due time', async () => {
    const res = await t.http.post('/api/forms/add').send({ ...form(), website: 'http://spam.example' });
    expect(await item(admin, res.body.data.id)).toMatchObject({ status: 'closed', ownerEmail: null, dueAt: null, overdue: false });
  });

  it('records status, owner and note changes in the case history and the audit trail', async () => {
    const id = await send({ name: 'Hist Ory', region: 'Canada' });
    const ok = async (path: string, body: object) => {
      const res = await t.http.post(`/api/admin/forms/cases/${id}/${path}`).set(as(owner)).send(body);
      expect(res.status).toBe(200);
      return res.body;
    };
    expect((await ok('status', { status: 'open' })).message).toBe('The status was changed.');
    await ok('notes', { text: 'Called, left a voicemail.' });
    const waiting = await ok('status', { status: 'waiting' });
    expect(waiting.data.firstResponseAt).toMatch(/^\d{4}-/);
    await ok('owner', { ownerEmail: TEST_ADMIN.email });
    const closed = await ok('status', { status: 'closed' });
    expect(closed.data.item).toMatchObject({ status: 'closed', ownerEmail: TEST_ADMIN.email });
    expect(closed.data.closedAt).toMatch(/^\d{4}-/);
    expect(closed.data.notes).toEqual([expect.objectContaining({ kind: 'note', actorEmail: OWNER.email, text: 'Called, left a voicemail.', at: expect.any(String) })]);
    expect(closed.data.history.map((e: { kind: string; from: string | null; to: string | null }) => [e.kind, e.from, e.to])).toEqual([
      ['created', null, 'new'],
      ['owner', null, OWNER.email],
      ['status', 'new', 'open'],
      ['note', null, null],
      ['status', 'open', 'waiting'],
      ['owner', OWNER.email, TEST_ADMIN.email],
      ['status', 'waiting', 'closed'],
    ]);

    const audit = (await t.http.get('/api/admin/audit').query({ section: 'forms', length: 50 }).set(as(admin))).body.data.items as {
      action: string;
      itemId: number;
      actorEmail: string;
      summary: string;
    }[];
    const mineOnly = audit.filter((a) => a.itemId === id).reverse();
    expect(mineOnly.map((a) => [a.action, a.actorEmail, a.summary])).toEqual([
      ['form.case-status', OWNER.email, `Case #${id}: status New → Open.`],
      ['form.case-note', OWNER.email, `Case #${id}: added an internal note.`],
      ['form.case-status', OWNER.email, `Case #${id}: status Open → Waiting on visitor.`],
      ['form.case-owner', OWNER.email, `Case #${id}: owner ${OWNER.email} → ${TEST_ADMIN.email}.`],
      ['form.case-status', OWNER.email, `Case #${id}: status Waiting on visitor → Closed.`],
    ]);
    // The note's text stays out of the trail.
    expect(JSON.stringify(mineOnly)).not.toContain('voicemail');
  });

  it('refuses an unknown owner, an empty note, setting New, and a legal hold by an Editor', async () => {
    const id = await send();
    const post = (token: string, path: string, body: object) => t.http.post(`/api/admin/forms/cases/${id}/${path}`).set(as(token)).send(body);
    expect((await post(owner, 'owner', { ownerEmail: 'stranger@example.com' })).body).toMatchObject({ success: false, message: 'The owner must be a staff member with an account.' });
    expect((await post(owner, 'notes', { text: '   ' })).body.message).toBe('Please write a note.');
    expect((await post(owner, 'status', { status: 'new' })).status).toBe(400);
    expect((await post(owner, 'hold', { hold: true })).status).toBe(403);
    const held = await post(admin, 'hold', { hold: true, reason: 'Dispute' });
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({ legalHold: true, holdReason: 'Dispute' });
    expect((await t.http.get(`/api/admin/forms/cases/${id}`)).status).toBe(401);
    expect((await t.http.get('/api/admin/forms/cases/999999').set(as(admin))).status).toBe(404);
  });

  it('answers the spec filter call as before: same rows in the same order, each with its case fields', async () => {
    const db = t.app.get(DataSource);
    const expected = (await db.query(`SELECT id FROM form_submission WHERE archived = 0 ORDER BY created ASC, id ASC`)).map((r: { id: number }) => Number(r.id)).slice(0, 20);
    const res = await t.http.post('/api/admin/forms/filter').set(as(admin)).send({ start: 0, length: 20, order: 4, status: -1, updated: 1 });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.map((x: { id: number }) => x.id)).toEqual(expected);
    for (const x of res.body.data) {
      expect(Object.keys(x).sort()).toEqual(
        [
          'archived',
          'created',
          'data',
          'dueAt',
          'email',
          'id',
          'locale',
          'name',
          'notification',
          'overdue',
          'ownerEmail',
          'phone',
          'region',
          'role',
          'spam',
          'spamReason',
          'status',
          'type',
          'typeName',
          'unread',
        ].sort(),
      );
    }
    // And the new filters narrow it.
    const closed = await list(admin, { start: 0, length: 100, caseStatus: 'closed' });
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((x) => x.status === 'closed')).toBe(true);
    expect((await list(admin, { start: 0, length: 100, owner: 'reps@example.com' })).every((x) => x.ownerEmail === 'reps@example.com')).toBe(true);
    expect((await t.http.post('/api/admin/forms/filter').set(as(admin)).send({ caseStatus: 'lost' })).status).toBe(400);
  });

  it('times the first response in business days on the region clock (fixed instants)', async () => {
    const clock = t.app.get(Clock);
    const spy = jest.spyOn(clock, 'now');
    try {
      // Friday 15:00 in Chicago (CST, UTC-6): 2 business days later is Tuesday 15:00 there.
      spy.mockReturnValue(new Date('2026-01-09T21:00:00Z'));
      const us = await send({ name: 'Friday Farmer', region: 'USA' });
      expect((await item(admin, us)).dueAt).toBe('2026-01-13T21:00:00.000Z');
      // Saturday in Winnipeg: the clock starts Monday 00:00 there (UTC-6), due Wednesday 00:00.
      spy.mockReturnValue(new Date('2026-01-10T18:00:00Z'));
      const ca = await send({ name: 'Saturday Sender', region: 'Canada' });
      expect((await item(admin, ca)).dueAt).toBe('2026-01-14T06:00:00.000Z');

      // Monday evening: not yet overdue; Tuesday 15:01 Chicago: overdue, and listed under overdue.
      spy.mockReturnValue(new Date('2026-01-13T01:00:00Z'));
      expect((await item(admin, us)).overdue).toBe(false);
      spy.mockReturnValue(new Date('2026-01-13T21:01:00Z'));
      expect((await item(admin, us)).overdue).toBe(true);
      expect((await item(admin, ca)).overdue).toBe(false);
      expect((await list(admin, { start: 0, length: 100, overdue: true })).map((x) => x.id)).toContain(us);
      // A reply answers it: no longer overdue.
      await t.http.post(`/api/admin/forms/cases/${us}/reply`).set(as(admin)).expect(200);
      expect((await item(admin, us)).overdue).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});
