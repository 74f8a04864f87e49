import { DataSource } from 'typeorm';

import { DashboardVisitEntity } from '../../src/audit/audit-entry.entity';
import { ContentItemEntity } from '../../src/content/content-item.entity';
import type { DashboardSummary } from '../../src/contract/audit';
import { FormSubmissionEntity } from '../../src/forms/forms.entities';
import { adminToken, tokenForRole } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

describe(`dashboard summary (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const summary = async (headers = auth): Promise<DashboardSummary> => {
    const res = await t.http.get('/api/admin/dashboard').set(headers);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const contact = (name: string) =>
    t.http
      .post('/api/forms/add')
      .send({ name, email: 'grower@example.com', data: JSON.stringify({ region: 'USA', role: 'Grower', message: 'Hi' }), reCaptchaToken: '' })
      .expect(200);

  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000', FORMS_MIN_FILL_MS: '0' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('needs a signed-in staff user', async () => {
    expect((await t.http.get('/api/admin/dashboard')).status).toBe(401);
  });

  it('counts published, draft and scheduled items per section', async () => {
    const before = (await summary()).counts.find((c) => c.section === 'press-releases')!;
    await t.http
      .post('/api/admin/press-releases/add')
      .set(auth)
      .send(article('Dash Published', { status: 'published' }))
      .expect(200);
    await t.http
      .post('/api/admin/press-releases/add')
      .set(auth)
      .send(article('Dash Draft', { status: 'draft' }))
      .expect(200);
    await t.http
      .post('/api/admin/press-releases/add')
      .set(auth)
      .send(article('Dash Scheduled', { status: 'scheduled', publishedAt: '2099-03-01T08:00:00.000Z' }))
      .expect(200);
    const after = await summary();
    const row = after.counts.find((c) => c.section === 'press-releases')!;
    expect(row).toMatchObject({ title: 'Press Releases', path: '/siteadmin/press-releases' });
    expect([row.published - before.published, row.draft - before.draft, row.scheduled - before.scheduled]).toEqual([1, 1, 1]);
    expect(after.scheduled.map((s) => s.title)).toContain('Dash Scheduled');
    expect(after.scheduled.find((s) => s.title === 'Dash Scheduled')).toMatchObject({
      at: '2099-03-01T08:00:00.000Z',
      editPath: expect.stringMatching(/^\/siteadmin\/press-releases\/edit\/\d+$/),
    });
  });

  it('lists drafts not touched for 30 days', async () => {
    const res = await t.http
      .post('/api/admin/knowledge-center/add')
      .set(auth)
      .send(article('Forgotten Draft', { status: 'draft' }))
      .expect(200);
    expect((await summary()).staleDrafts.map((d) => d.title)).not.toContain('Forgotten Draft');
    await t.app
      .get(DataSource)
      .getRepository(ContentItemEntity)
      .update({ id: res.body.data.baseId }, { updatedAt: new Date(Date.now() - 31 * 86_400_000) });
    const stale = (await summary()).staleDrafts.find((d) => d.title === 'Forgotten Draft');
    expect(stale).toMatchObject({ section: 'knowledge-center', sectionTitle: 'Knowledge Center', editPath: `/siteadmin/knowledge-center/edit/${res.body.data.baseId}` });
  });

  it('counts contact requests since this user’s last visit; a reload within the visit keeps them', async () => {
    await contact('First Grower');
    const first = await summary();
    expect(first.contacts.latest.map((c) => c.name)).toContain('First Grower');
    // A reload moments later is the same visit.
    const reload = await summary();
    expect(reload.contacts).toEqual(first.contacts);
    // The next visit (after the gap) shows only what came since this one: move this visit, and what it saw, an hour back.
    const ds = t.app.get(DataSource);
    await ds
      .getRepository(DashboardVisitEntity)
      .createQueryBuilder()
      .update()
      .set({ visitedAt: new Date(Date.now() - 3600_000) })
      .execute();
    await ds
      .getRepository(FormSubmissionEntity)
      .createQueryBuilder()
      .update()
      .set({ created: new Date(Date.now() - 2 * 3600_000) })
      .execute();
    await contact('Second Grower');
    const next = await summary();
    expect(next.contacts.latest.map((c) => c.name)).toEqual(['Second Grower']);
    expect(next.contacts.count).toBe(1);
  });

  it('shows the last 10 audit entries to Administrators only', async () => {
    const editorToken = await tokenForRole(t, 'Editor');
    for (const title of ['Dash A', 'Dash B', 'Dash C'])
      await t.http
        .post('/api/admin/pages/add')
        .set(auth)
        .send(article(title, { status: 'draft' }))
        .expect(200);
    const admin = await summary();
    const latest = (await t.http.get('/api/admin/audit').query({ length: 10 }).set(auth)).body.data.items;
    expect(latest).toHaveLength(10);
    expect(admin.recentAudit).toEqual(latest);
    const editor = await summary({ authorization: `Bearer ${editorToken}` });
    expect(editor.recentAudit).toBeNull();
    expect(editor.counts.length).toBeGreaterThan(0);
  });
});
