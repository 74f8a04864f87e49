import { Clock } from '../../src/content/clock';
import { adminToken, tokenForUserWithoutRole } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Preview: form previews and share links that work signed out, expire, are revoked, are noindex and never cached. */
describe(`previews and share links (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  async function draft(title: string) {
    const res = await post('/api/admin/knowledge-center/add', article(title, { status: 'draft', modules: [{ type: 2, editorData: `<p>Draft body of ${title}</p>` }] }));
    expect(res.status).toBe(200);
    return res.body.data as { baseId: number; latestVersionId: number; slug: string };
  }

  const expectPrivate = (res: { headers: Record<string, string>; text: string }) => {
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(res.headers['x-cache']).not.toBe('HIT');
  };

  it('a share link shows the saved draft signed out, under the bar, noindex, and is never served from the page cache', async () => {
    const d = await draft('Preview Draft One');
    expect((await t.http.get(`/knowledge-center/${d.slug}`)).status).toBe(404);
    const share = await post('/api/admin/knowledge-center/share-preview', { baseId: d.baseId });
    expect(share.status).toBe(200);
    const link = share.body.data;
    expect(link.url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(link.state).toBe('active');
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const first = await t.http.get(link.url);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.text).toContain('Preview — not published');
    expect(first.text).toContain('Draft body of Preview Draft One');
    // Rendered by the public template on the server (the public layout), not a stand-in.
    expect(first.text).toContain('data-ssr="1"');
    expect(first.text).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    // The page's scripts are left out: nothing hydrates or fetches under the preview's address.
    expect(first.text).not.toMatch(/<script(?![^>]*ld\+json)/);
    expectPrivate(first);
    for (let i = 0; i < 5; i++) expectPrivate(await t.http.get(link.url));

    // The token is stored only as a hash: the list never shows it.
    const list = await t.http.get(`/api/admin/knowledge-center/share-preview/${d.baseId}`).set(auth);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body.data)).not.toContain(link.url.split('/').pop());
  });

  it('a revoked link fails at once', async () => {
    const d = await draft('Preview Draft Revoked');
    const link = (await post('/api/admin/knowledge-center/share-preview', { baseId: d.baseId })).body.data;
    expect((await t.http.get(link.url)).status).toBe(200);
    const revoked = await post(`/api/admin/share-preview/${link.id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.state).toBe('revoked');
    const res = await t.http.get(link.url);
    expect(res.status).toBe(410);
    expect(res.text).not.toContain('Preview Draft Revoked');
    expectPrivate(res);
    // Making and revoking the link are in the audit trail, once each, on the item.
    for (const action of ['preview.share', 'preview.revoke']) {
      const audit = await t.http.get('/api/admin/audit').query({ action, section: 'knowledge-center' }).set(auth);
      expect(audit.status).toBe(200);
      const mine = audit.body.data.items.filter((e: { itemId: number | null }) => e.itemId === d.baseId);
      expect(mine).toHaveLength(1);
      expect(mine[0].actorEmail).not.toBe('anonymous');
    }
  });

  it('a link expires after its chosen time', async () => {
    const d = await draft('Preview Draft Expiring');
    const link = (await post('/api/admin/knowledge-center/share-preview', { baseId: d.baseId, expiresInHours: 2 })).body.data;
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThan(2 * 3_600_000 + 60_000);
    expect((await t.http.get(link.url)).status).toBe(200);
    const spy = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 2 * 3_600_000 + 1000));
    try {
      expect((await t.http.get(link.url)).status).toBe(410);
    } finally {
      spy.mockRestore();
    }
  });

  it('shares any saved version, not only the latest', async () => {
    const d = await draft('Preview Versioned');
    const v2 = await post(
      '/api/admin/knowledge-center/add',
      article('Preview Versioned', { baseId: d.baseId, basedOnVersionId: d.latestVersionId, status: 'draft', modules: [{ type: 2, editorData: '<p>Second wording</p>' }] }),
    );
    expect(v2.status).toBe(200);
    const old = (await post('/api/admin/knowledge-center/share-preview', { baseId: d.baseId, versionId: d.latestVersionId })).body.data;
    const page = await t.http.get(old.url);
    expect(page.text).toContain('Draft body of Preview Versioned');
    expect(page.text).not.toContain('Second wording');
  });

  it('previews an unsaved form as the public page', async () => {
    const res = await post('/api/admin/pages/preview', { title: 'Unsaved Landing', regionIds: [2], modules: [{ type: 2, editorData: '<p>Words not saved yet</p>' }] });
    expect(res.status).toBe(200);
    const page = await t.http.get(res.body.data.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Words not saved yet');
    expect(page.text).toContain('Preview — not published');
    expectPrivate(page);
    // Nothing was saved.
    expect((await t.http.get('/unsaved-landing')).status).toBe(404);
  });

  it('refuses bad input and unknown tokens, and needs a content role', async () => {
    const d = await draft('Preview Draft Refusals');
    const bad = await post('/api/admin/knowledge-center/share-preview', { baseId: d.baseId, expiresInHours: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/between 1 hour and 90 days/);
    expect((await post('/api/admin/knowledge-center/preview', { title: '' })).status).toBe(400);
    expect((await post('/api/admin/knowledge-center/share-preview', { baseId: 999999 })).status).toBe(404);
    expect((await t.http.get('/preview/not-a-token')).status).toBe(404);
    expect((await t.http.get(`/preview/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await t.http.post('/api/admin/knowledge-center/share-preview').send({ baseId: d.baseId })).status).toBe(401);
    const noRole = await tokenForUserWithoutRole(t);
    expect((await t.http.post('/api/admin/knowledge-center/share-preview').set('authorization', `Bearer ${noRole}`).send({ baseId: d.baseId })).status).toBe(403);
  });
});

describe(`previews of the other templates (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('previews a product page edit before it is saved, in the product template', async () => {
    const list = await post('/api/admin/products/filter', { search: 'agrotain', length: 5 });
    const product = list.body.data.items.find((i: { slug: string }) => i.slug === 'agrotain');
    expect(product).toBeTruthy();
    const item = (await t.http.get(`/api/admin/products/get/${product.baseId}`).set(auth)).body.data;
    const res = await post('/api/admin/products/preview', { ...item, product: { ...item.product, tagline: 'A tagline nobody has published' } });
    expect(res.status).toBe(200);
    const page = await t.http.get(res.body.data.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('A tagline nobody has published');
    expect(page.text).toContain('data-ssr="1"');
    expect((await t.http.get('/agrotain')).text).not.toContain('A tagline nobody has published');
  });

  it('previews a product label on the labels page, and a press release as an article', async () => {
    const label = await post('/api/admin/product-labels/preview', {
      title: 'PREVIEWTRAX',
      regionIds: [2],
      productLabel: { productName: 'PREVIEWTRAX', family: 'micronutrients', labelDocumentGuid: null, sdsDocumentGuid: null, supplemental: [], sortOrder: 0 },
    });
    expect(label.status).toBe(200);
    const labels = await t.http.get(label.body.data.url);
    expect(labels.status).toBe(200);
    expect(labels.text).toContain('PREVIEWTRAX');
    const press = await post('/api/admin/press-releases/preview', {
      title: 'Unreleased News',
      regionIds: [2],
      source: 'WICHITA, Kan.',
      modules: [{ type: 2, editorData: '<p>Embargoed words</p>' }],
    });
    expect(press.status).toBe(200);
    const article = await t.http.get(press.body.data.url);
    expect(article.text).toContain('Embargoed words');
    expect(article.text).toContain('Preview — not published');
  });
});
