import { Clock } from '../../src/content/clock';
import { OverdueDigestService } from '../../src/forms/overdue-digest.service';
import { MailService } from '../../src/mail/mail.service';
import { adminToken, loginAs, tokenForRole } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const form = (over: { name?: string; region?: string; type?: number } = {}) => ({
  name: over.name ?? 'Pat Grower',
  email: 'pat.grower@example.com',
  type: over.type ?? 0,
  data: JSON.stringify({ region: over.region ?? 'USA', role: 'Grower', message: 'About SUPERU.' }),
  reCaptchaToken: '',
});

describe(`response times (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: string;
  let spy: jest.SpyInstance<Date, []>;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const at = (iso: string) => spy.mockReturnValue(new Date(iso));
  const send = async (over: Parameters<typeof form>[0] = {}) => {
    const res = await t.http.post('/api/forms/add').send(form(over));
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const caseOf = async (id: number) => (await t.http.get(`/api/admin/forms/cases/${id}`).set(as(admin))).body.data;
  const setStatus = (id: number, status: string, token = admin) => t.http.post(`/api/admin/forms/cases/${id}/status`).set(as(token)).send({ status }).expect(200);

  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000', FORMS_NOTIFY_CA: 'ca-team@example.com', FORMS_NOTIFY_DEFAULT: 'us-team@example.com' });
    admin = await adminToken(t);
    spy = jest.spyOn(t.app.get(Clock), 'now');
  }, 120_000);
  afterAll(async () => {
    spy?.mockRestore();
    await t?.close();
  });
  afterEach(() => spy.mockImplementation(() => new Date()));

  it('starts with 2 business days for every type (contact, rep, accessibility) and region, each region on its own clock', async () => {
    const res = await t.http.get('/api/admin/forms/settings').set(as(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.response.targets).toHaveLength(9);
    expect(res.body.data.response.targets.every((x: { businessDays: number }) => x.businessDays === 2)).toBe(true);
    expect(res.body.data.response.timeZones).toEqual({ us: 'America/Chicago', ca: 'America/Winnipeg', international: 'UTC' });
    expect(res.body.data.updatedAt).toBeNull();
  });

  it('lets only Administrators change the targets, checks them, and moves the due time of unanswered cases', async () => {
    at('2026-01-09T21:00:00Z'); // Friday 15:00 in Chicago and Winnipeg
    const ca = await send({ region: 'Canada', type: 1, name: 'Rep In Canada' });
    const answered = await send({ region: 'Canada', type: 1, name: 'Answered Already' });
    await setStatus(answered, 'waiting');
    expect((await caseOf(ca)).item.dueAt).toBe('2026-01-13T21:00:00.000Z');
    const before = (await caseOf(answered)).item.dueAt;

    const current = (await t.http.get('/api/admin/forms/settings').set(as(admin))).body.data.response;
    const response = {
      targets: current.targets.map((x: { type: number; region: string }) => (x.type === 1 && x.region === 'ca' ? { ...x, businessDays: 5 } : x)),
      timeZones: { ...current.timeZones, ca: 'America/Regina' },
    };
    const editor = await tokenForRole(t, 'Editor');
    expect((await t.http.post('/api/admin/forms/settings').set(as(editor)).send({ response })).status).toBe(403);
    const badZone = await t.http
      .post('/api/admin/forms/settings')
      .set(as(admin))
      .send({ response: { ...response, timeZones: { ...response.timeZones, us: 'Mars/Olympus' } } });
    expect(badZone.body).toMatchObject({ success: false, message: 'Please choose a known time zone (for example America/Chicago).' });
    const zeroDays = await t.http
      .post('/api/admin/forms/settings')
      .set(as(admin))
      .send({ response: { ...response, targets: response.targets.map((x: object) => ({ ...x, businessDays: 0 })) } });
    expect(zeroDays.status).toBe(400);

    const saved = await t.http.post('/api/admin/forms/settings').set(as(admin)).send({ response });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The settings were saved.');
    expect(saved.body.data.updatedBy).toBe('admin@example.com');
    // Friday 15:00 CST is 15:00 in Regina (no DST, UTC-6): 5 business days later is the next Friday 15:00.
    expect((await caseOf(ca)).item.dueAt).toBe('2026-01-16T21:00:00.000Z');
    expect((await caseOf(answered)).item.dueAt).toBe(before);
    const audit = (await t.http.get('/api/admin/audit').query({ action: 'form.settings' }).set(as(admin))).body.data.items;
    expect(audit[0].summary).toContain('Rep ca 5d');
  });

  it('mails each owner one digest of their overdue cases, once a day', async () => {
    at('2026-02-02T15:00:00Z'); // Monday
    const us1 = await send({ name: 'Late One' });
    const us2 = await send({ name: 'Late Two' });
    const ca = await send({ region: 'Canada', name: 'Late North' });
    const fine = await send({ name: 'Answered In Time' });
    await setStatus(fine, 'waiting');
    const mail = jest.spyOn(t.app.get(MailService), 'send').mockResolvedValue(undefined);
    try {
      at('2026-02-05T12:00:00Z'); // Thursday: past the Wednesday due time
      const digest = t.app.get(OverdueDigestService);
      const first = await digest.run();
      expect(first.owners).toBeGreaterThanOrEqual(2);
      const to = (addr: string) => mail.mock.calls.filter(([m]) => m.to === addr).map(([m]) => m);
      expect(to('us-team@example.com')).toHaveLength(1);
      expect(to('us-team@example.com')[0].subject).toMatch(/^\d+ overdue contact and rep requests?$/);
      expect(to('us-team@example.com')[0].text).toContain(`Case #${us1},`);
      expect(to('us-team@example.com')[0].text).toContain(`Case #${us2},`);
      expect(to('us-team@example.com')[0].text).not.toContain(`Case #${fine},`);
      expect(to('ca-team@example.com')[0].text).toContain(`Case #${ca},`);
      expect(to('ca-team@example.com')[0].text).not.toContain(`Case #${us1},`);
      // The same day again: nothing more.
      mail.mockClear();
      expect(await digest.run()).toEqual({ owners: 0, cases: 0 });
      expect(mail).not.toHaveBeenCalled();
      // The overdue cases are on the dashboard too.
      const queue = (await t.http.get('/api/admin/dashboard/queue').set(as(admin))).body.data;
      expect(queue.overdue.count).toBeGreaterThanOrEqual(3);
      expect(queue.overdue.latest.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([us1]));
    } finally {
      mail.mockRestore();
    }
  });

  it('reports the median and 90th percentile to first response and to close, by type and region, for a period', async () => {
    const day = '2026-03-03';
    const hours = (h: number) => new Date(Date.parse(`${day}T14:00:00Z`) + h * 3_600_000).toISOString();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      at(hours(0));
      ids.push(await send({ name: `Report ${i}` }));
    }
    at(hours(0));
    const rep = await send({ type: 1, region: 'Canada', name: 'Report Rep' });
    // First responses after 1, 2, 3 and 10 hours; closes after 4 and 20 hours.
    for (const [i, h] of [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 10],
    ]) {
      at(hours(h));
      await setStatus(ids[i], 'waiting');
    }
    at(hours(4));
    await setStatus(ids[0], 'closed');
    at(hours(20));
    await setStatus(ids[1], 'closed');
    at(hours(1.5));
    await t.http.post(`/api/admin/forms/cases/${rep}/reply`).set(as(admin)).expect(200);

    at('2026-03-10T00:00:00Z');
    const res = await t.http
      .get('/api/admin/forms/response-report')
      .query({ from: day, to: day })
      .set(as(await tokenForRole(t, 'Editor')));
    expect(res.status).toBe(200);
    const usContact = res.body.data.rows.find((r: { type: number; region: string }) => r.type === 0 && r.region === 'us');
    expect(usContact).toMatchObject({
      typeName: 'Contact',
      regionName: 'US',
      cases: 4,
      firstResponse: { count: 4, medianHours: 2, p90Hours: 10 },
      close: { count: 2, medianHours: 4, p90Hours: 20 },
      overdue: 0,
    });
    expect(res.body.data.rows.find((r: { type: number; region: string }) => r.type === 1 && r.region === 'ca')).toMatchObject({
      cases: 1,
      firstResponse: { count: 1, medianHours: 1.5 },
    });
    expect(res.body.data.total).toMatchObject({ typeName: 'All', cases: 5, firstResponse: { count: 5, medianHours: 2, p90Hours: 10 } });
    // Another period holds none of them.
    const other = await t.http.get('/api/admin/forms/response-report').query({ from: '2026-03-04', to: '2026-03-05' }).set(as(admin));
    expect(other.body.data.total.cases).toBe(0);
    expect((await t.http.get('/api/admin/forms/response-report').query({ from: '2026-03-05', to: '2026-03-04' }).set(as(admin))).status).toBe(400);
    expect((await t.http.get('/api/admin/forms/response-report').query({ from: 'yesterday', to: '2026-03-04' }).set(as(admin))).status).toBe(400);
  });

  it('keeps the owner filter working for a shared inbox owner with an account', async () => {
    const roles = (await t.http.get('/api/adminusers/get-roles').set(as(admin))).body.data as { id: number; name: string }[];
    await t.http
      .post('/api/adminusers/add')
      .set(as(admin))
      .send({ id: null, email: 'ca-team@example.com', password: 'a-long-enough-test-password', userRoles: roles.filter((r) => r.name === 'Editor').map((r) => r.id) })
      .expect(200);
    const owner = (await loginAs(t, 'ca-team@example.com', 'a-long-enough-test-password')).token;
    const mine = (await t.http.post('/api/admin/forms/filter').set(as(owner)).send({ start: 0, length: 100, mine: true, overdue: true })).body.data as {
      ownerEmail: string;
      overdue: boolean;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.ownerEmail === 'ca-team@example.com' && x.overdue)).toBe(true);
  });
});
