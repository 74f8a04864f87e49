import { publicPathFor } from '../../src/contract/content-paths';
import { ROUTES } from '../../src/contract/routes';
import { adminToken, tokenForRole } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

describe(`site settings: the site's time zone (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  const latestAudit = async (action: string) => (await t.http.get(ROUTES.audit.list.url()).query({ action, length: 1 }).set(admin)).body.data.items[0] as { summary: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = { authorization: `Bearer ${await adminToken(t)}` };
    editor = { authorization: `Bearer ${await tokenForRole(t, 'Editor')}` };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('is America/Chicago until changed, and every staff member reads it', async () => {
    for (const who of [admin, editor]) {
      const res = await t.http.get(ROUTES.settings.get.url()).set(who);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ timeZone: 'America/Chicago' });
    }
    expect((await t.http.get(ROUTES.settings.get.url())).status).toBe(401);
  });

  it('refuses a name that is not an IANA time zone, with a clear message, and keeps the old one', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'CST', '', 'america chicago']) {
      const res = await t.http.post(ROUTES.settings.save.url()).set(admin).send({ timeZone });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Please choose a time zone from the list: an IANA time zone name such as America/Chicago or America/Toronto.',
        errors: { timeZone: expect.any(String) },
      });
    }
    expect((await t.http.get(ROUTES.settings.get.url()).set(admin)).body.data.timeZone).toBe('America/Chicago');
  });

  it('only an Administrator changes it', async () => {
    const res = await t.http.post(ROUTES.settings.save.url()).set(editor).send({ timeZone: 'America/Toronto' });
    expect(res.status).toBe(403);
  });

  it("writes the audit summaries' dates on the site's clock, named, never as raw ISO", async () => {
    const save = (timeZone: string) => t.http.post(ROUTES.settings.save.url()).set(admin).send({ timeZone });
    const release = async (title: string) =>
      t.http
        .post('/api/admin/press-releases/add')
        .set(admin)
        .send(article(title, { status: 'scheduled', publishedAt: '2026-11-28T15:00:00.000Z' }))
        .expect(200);

    await release('Chicago Clock Release');
    const chicago = await latestAudit('content.create');
    expect(chicago.summary).toContain('for Nov 28, 2026, 9:00 AM CST');
    expect(chicago.summary).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);

    const saved = await save('America/Toronto');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: 'The site settings were saved.', data: { timeZone: 'America/Toronto', updatedBy: expect.any(String) } });
    expect((await latestAudit('settings.update')).summary).toBe('Site time zone: America/Chicago → America/Toronto.');

    await release('Toronto Clock Release');
    expect((await latestAudit('content.create')).summary).toContain('for Nov 28, 2026, 10:00 AM EST');
    await save('America/Chicago').expect(200);
  });

  it("shows a publish time on public pages as the day on the site's calendar, and a change of zone makes the pages again", async () => {
    const save = (timeZone: string) => t.http.post(ROUTES.settings.save.url()).set(admin).send({ timeZone });
    // 9 PM in Chicago on November 26 is already November 27 in UTC.
    const created = await t.http
      .post('/api/admin/press-releases/add')
      .set(admin)
      .send(article('Evening Release', { status: 'published', publishedAt: '2026-11-27T03:00:00.000Z' }))
      .expect(200);
    const path = publicPathFor('press-releases', created.body.data.slug, 2);
    const page = async () => (await t.http.get(path).expect(200)).text;

    const chicago = await page();
    expect(chicago).toContain('November 26, 2026');
    expect(chicago).not.toContain('November 27, 2026');
    expect(chicago).toContain('"timeZone":"America/Chicago"');

    await save('UTC').expect(200);
    const utc = await page();
    expect(utc).toContain('November 27, 2026');
    expect(utc).not.toContain('November 26, 2026');
    expect(utc).toContain('"timeZone":"UTC"');
    await save('America/Chicago').expect(200);
  });
});
