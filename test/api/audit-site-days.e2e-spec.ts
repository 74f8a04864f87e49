import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** The audit log's From and To are days on the site's clock, not UTC days. */
describe(`audit date filters on the site's clock (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const total = async (query: Record<string, string>) => (await t.http.get('/api/admin/audit').query(query).set(auth)).body.data.total as number;
  const dayIn = (zone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('finds what was done now under the site zone’s today, even where that is another UTC day', async () => {
    // A zone whose today is not UTC's today at this hour: UTC−11 before 11:00 UTC, UTC+14 from then on.
    const zone = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const saved = await t.http.post('/api/admin/settings').set(auth).send({ timeZone: zone });
    expect(saved.status).toBe(200);
    const siteToday = dayIn(zone);
    const utcToday = new Date().toISOString().slice(0, 10);
    expect(siteToday).not.toBe(utcToday);

    // The settings change itself was audited a moment ago: on the site's today, and not up to the day before it.
    expect(await total({ action: 'settings', from: siteToday, to: siteToday })).toBe(1);
    const dayBefore = new Date(Date.parse(`${siteToday}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await total({ action: 'settings', to: dayBefore })).toBe(0);
  });
});
