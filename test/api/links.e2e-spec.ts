import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { adminToken } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Link checker: deleted pages, moved slugs and deleted documents are found; working links are not. */
describe(`link checker (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);
  const save = async (body: Record<string, unknown>) => {
    const res = await post('/api/admin/knowledge-center/add', body);
    expect(res.status).toBe(200);
    return res.body.data as { baseId: number; id: number; latestVersionId: number; slug: string; warnings?: { url: string; message: string }[] };
  };
  const upload = async (title: string) => {
    const res = await t.http
      .post('/api/admin/documents/add')
      .set(auth)
      .field('title', title)
      .field('kind', 'label')
      .field('regionIds', '2')
      .attach('file', simplePdf(title, [{ text: title }]), { filename: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`, contentType: 'application/pdf' });
    expect(res.status).toBeLessThan(300);
    return res.body.data as { id: number; guid: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('answers an empty report before the first check, for content roles only', async () => {
    const res = await t.http.get('/api/admin/links').set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { checkedAt: null, items: [] } });
    expect((await t.http.get('/api/admin/links')).status).toBe(401);
    expect((await t.http.post('/api/admin/links/check')).status).toBe(401);
  });

  it('finds a deleted page, a moved slug without a redirect and a deleted document, and ignores working links', async () => {
    const live = await save(article('Link Target Live'));
    const doomed = await save(article('Link Target Deleted'));
    const movedWithRedirect = await save(article('Link Target Moved Kept'));
    const movedWithout = await save(article('Link Target Moved Lost'));
    const keptDoc = await upload('Kept Label');
    const goneDoc = await upload('Gone Label');
    expect((await post(`/api/admin/documents/delete/${goneDoc.id}`, {})).status).toBeLessThan(300);

    const links = [
      `/knowledge-center/${live.slug}`,
      '/agrotain',
      'https://www.agrotain.example/elsewhere',
      'mailto:someone@example.com',
      `/knowledge-center/${doomed.slug}`,
      `/knowledge-center/${movedWithRedirect.slug}`,
      `/knowledge-center/${movedWithout.slug}`,
      `/doccenter/${keptDoc.guid}`,
      `/doccenter/${goneDoc.guid}`,
    ];
    const source = await save(article('Link Source', { modules: [{ type: 2, editorData: links.map((l, i) => `<p><a href="${l}">link ${i}</a></p>`).join('') }] }));

    expect((await t.http.get(`/api/admin/knowledge-center/delete/${doomed.baseId}`).set(auth)).status).toBe(200);
    await save(article('Link Target Moved Kept', { baseId: movedWithRedirect.baseId, basedOnVersionId: movedWithRedirect.latestVersionId, slug: 'link-target-moved-kept-new' }));
    await save(
      article('Link Target Moved Lost', { baseId: movedWithout.baseId, basedOnVersionId: movedWithout.latestVersionId, slug: 'link-target-moved-lost-new', createRedirect: false }),
    );

    const run = await post('/api/admin/links/check', {});
    expect(run.status).toBe(200);
    expect(run.body.data.checkedAt).toEqual(expect.any(String));
    const report = (await t.http.get('/api/admin/links').set(auth)).body.data as { checkedAt: string; items: Record<string, unknown>[] };
    expect(report).toEqual(run.body.data);
    const fromSource = report.items.filter((i) => i.sourceId === source.baseId);
    expect(fromSource.map((i) => i.url).sort()).toEqual([`/doccenter/${goneDoc.guid}`, `/knowledge-center/${doomed.slug}`, `/knowledge-center/${movedWithout.slug}`].sort());
    for (const i of fromSource) {
      expect(i).toEqual({
        url: expect.any(String),
        reason: expect.any(String),
        sourceSection: 'Knowledge Center',
        sourceId: source.baseId,
        sourceTitle: 'Link Source',
        editPath: `/siteadmin/knowledge-center/edit/${source.baseId}`,
      });
    }
    expect(fromSource.find((i) => String(i.url).startsWith('/doccenter/'))?.reason).toMatch(/document library/);
  });

  it('a redirect created for a broken path fixes it on the next check', async () => {
    const src = await save(article('Link Source Redirect Fix', { modules: [{ type: 2, editorData: '<p><a href="/an-old-address">old</a></p>' }] }));
    const before = (await post('/api/admin/links/check', {})).body.data.items.filter((i: { sourceId: number }) => i.sourceId === src.baseId);
    expect(before.map((i: { url: string }) => i.url)).toEqual(['/an-old-address']);
    const redirect = await post('/api/admin/redirects/add', { source: '/an-old-address', target: '/agrotain', status: 301 });
    expect(redirect.status).toBeLessThan(300);
    const after = (await post('/api/admin/links/check', {})).body.data.items.filter((i: { sourceId: number }) => i.sourceId === src.baseId);
    expect(after).toEqual([]);
  });

  it('a save that adds a broken site link warns, and saves anyway', async () => {
    const res = await post(
      '/api/admin/knowledge-center/add',
      article('Link Warned', { modules: [{ type: 2, editorData: '<p><a href="/no-such-page-here">x</a> <a href="/agrotain">ok</a></p>' }] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.warnings).toEqual([{ url: '/no-such-page-here', message: expect.stringContaining('/no-such-page-here') }]);
    expect((await t.http.get(`/api/admin/knowledge-center/get/${res.body.data.baseId}`).set(auth)).body.data.title).toBe('Link Warned');
    // Saving again without adding anything: no warning for the link already there.
    const again = await post(
      '/api/admin/knowledge-center/add',
      article('Link Warned', {
        baseId: res.body.data.baseId,
        basedOnVersionId: res.body.data.latestVersionId,
        modules: [{ type: 2, editorData: '<p><a href="/no-such-page-here">x</a></p>' }],
      }),
    );
    expect(again.status).toBe(200);
    expect(again.body.data.warnings).toBeUndefined();
  });
});
