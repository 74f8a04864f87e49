import { adminToken, tokenForUserWithoutRole } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** The link dialog's check: whether a site path is a page of the site, answered by the link checker's resolver. */
describe(`link path resolve (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const resolve = (path: string | undefined, headers = auth) =>
    t.http
      .get('/api/admin/links/resolve')
      .query(path === undefined ? {} : { path })
      .set(headers);

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('says a product page, a live article and a redirect source resolve', async () => {
    const saved = await t.http.post('/api/admin/knowledge-center/add').set(auth).send(article('Resolvable Article'));
    expect(saved.status).toBe(200);
    const slug = saved.body.data.slug as string;
    const redirect = await t.http.post('/api/admin/redirects/add').set(auth).send({ source: '/resolve-old-name', target: '/agrotain', status: 301 });
    expect(redirect.body).toMatchObject({ success: true });

    for (const path of ['/agrotain', `/knowledge-center/${slug}`, `/knowledge-center/${slug}?utm=x#top`, '/resolve-old-name']) {
      const res = await resolve(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, data: { path, resolves: true, reason: null } });
    }
  });

  it('says a misspelled path, a draft and an unknown document do not resolve, with the checker’s reason', async () => {
    const draft = await t.http
      .post('/api/admin/knowledge-center/add')
      .set(auth)
      .send(article('Unresolvable Draft', { status: 'draft' }));
    expect(draft.status).toBe(200);
    const cases: [string, string][] = [
      ['/agrotian', 'No page at this address (404).'],
      [`/knowledge-center/${draft.body.data.slug as string}`, 'No page at this address (404).'],
      ['/doccenter/00000000-0000-4000-8000-000000000000', 'No document with this GUID in the document library.'],
    ];
    for (const [path, reason] of cases) {
      const res = await resolve(path);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ path, resolves: false, reason });
    }
  });

  it('refuses anything but a site path, and answers content roles only', async () => {
    for (const path of [undefined, 'www.agrotain.com', '//elsewhere.example/x']) {
      const res = await resolve(path);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await resolve('www.agrotain.com')).body.errors).toEqual({ path: 'Path must start with / (a path of this site).' });
    expect((await t.http.get('/api/admin/links/resolve?path=/agrotain')).status).toBe(401);
    expect((await resolve('/agrotain', { authorization: `Bearer ${await tokenForUserWithoutRole(t)}` })).status).toBe(403);
  });
});
