import { DataSource } from 'typeorm';

import { SlugChanged, SlugEvents } from '../../src/common/slug-events';
import { Clock } from '../../src/content/clock';
import { ContentEditing } from '../../src/content/content-editing.service';
import { ContentReads } from '../../src/content/content-reads.service';
import { ContentScheduler } from '../../src/content/content-scheduler';
import { adminToken } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

describe(`content engine (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);
  const get = (url: string) => t.http.get(url).set(auth);

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('create → edit → versions → rollback → save makes a third version with the old content', async () => {
    const created = await post('/api/admin/knowledge-center/add', article('Nitrogen Loss 101'));
    expect(created.status).toBe(200);
    expect(created.body.success).toBe(true);
    const v1 = created.body.data;
    expect(v1.slug).toBe('nitrogen-loss-101');
    expect(v1.latestVersionId).toBe(v1.id);

    const edited = await post('/api/admin/knowledge-center/add', {
      ...article('Nitrogen Loss 101'),
      summary: 'Edited summary',
      baseId: v1.baseId,
      basedOnVersionId: v1.latestVersionId,
    });
    expect(edited.status).toBe(200);
    const v2 = edited.body.data;
    expect(v2.summary).toBe('Edited summary');
    expect(v2.latestVersionId).not.toBe(v1.latestVersionId);

    const versions = await get(`/api/admin/knowledge-center/get-versions/${v1.baseId}`);
    expect(versions.body.data.map((v: { id: number }) => v.id)).toEqual([v2.latestVersionId, v1.latestVersionId]);
    expect(versions.body.data[0]).toEqual({
      id: v2.latestVersionId,
      number: 2,
      status: 'published',
      publishedAt: expect.stringMatching(/Z$/),
      created: expect.stringMatching(/Z$/),
      author: expect.any(String),
    });

    // Rollback loads version 1 into the form, based on the latest version.
    const rolled = await get(`/api/admin/knowledge-center/get/${v1.baseId}?versionId=${v1.latestVersionId}`);
    expect(rolled.body.data.summary).toBe('Summary of Nitrogen Loss 101');
    expect(rolled.body.data.latestVersionId).toBe(v2.latestVersionId);

    const {
      id: _id,
      baseId,
      latestVersionId,
      title,
      slug,
      regionIds,
      status,
      publishedAt,
      metadata,
      heroImageType,
      heroMedia,
      modules,
      summary,
      resourceType,
      mediaUrl,
    } = rolled.body.data;
    const saved = await post('/api/admin/knowledge-center/add', {
      baseId,
      basedOnVersionId: latestVersionId,
      title,
      slug,
      regionIds,
      status,
      publishedAt,
      metadata,
      heroImageType,
      heroMedia,
      modules,
      summary,
      resourceType,
      mediaUrl,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.summary).toBe('Summary of Nitrogen Loss 101');

    const after = await get(`/api/admin/knowledge-center/get-versions/${v1.baseId}`);
    expect(after.body.data).toHaveLength(3);
    expect(after.body.data[0].id).toBe(saved.body.data.latestVersionId);
    // History was not rewritten: version 2 still holds the edit.
    const old = await get(`/api/admin/knowledge-center/get-version/${v1.baseId}/${v2.latestVersionId}`);
    expect(old.body.data.data.summary).toBe('Edited summary');

    const pub = await t.http.get('/api/knowledge-center/get-by-slug/nitrogen-loss-101');
    expect(pub.body.data.summary).toBe('Summary of Nitrogen Loss 101');
  });

  it('refuses a stale save with 409 and a clear message', async () => {
    const a = (await post('/api/admin/press-releases/add', { title: 'Stale Test', regionIds: [2] })).body.data;
    const first = await post('/api/admin/press-releases/add', { title: 'Stale Test', source: 'Wichita, Kan.', baseId: a.baseId, basedOnVersionId: a.latestVersionId });
    expect(first.status).toBe(200);
    const stale = await post('/api/admin/press-releases/add', { title: 'Stale Test overwrite', baseId: a.baseId, basedOnVersionId: a.latestVersionId });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, message: expect.stringContaining('changed by someone else') });
    const now = await get(`/api/admin/press-releases/get/${a.baseId}`);
    expect(now.body.data.title).toBe('Stale Test');
    expect(now.body.data.source).toBe('Wichita, Kan.');
  });

  it('refuses a slug clash in the same kind and region with 400 and a message; other regions and kinds are free', async () => {
    expect((await post('/api/admin/pages/add', { title: 'About Soil', slug: 'about-soil', regionIds: [2] })).status).toBe(200);
    const clash = await post('/api/admin/pages/add', { title: 'Another', slug: 'about-soil', regionIds: [2, 3] });
    expect(clash.status).toBe(400);
    expect(clash.body.message).toBe('The slug "about-soil" is already used by another page in the US.');
    expect(clash.body.errors.slug).toBe(clash.body.message);
    expect((await post('/api/admin/pages/add', { title: 'About Soil CA', slug: 'about-soil', regionIds: [3] })).status).toBe(200);
    expect((await post('/api/admin/press-releases/add', { title: 'About Soil', slug: 'about-soil', regionIds: [2] })).status).toBe(200);
    const bad = await post('/api/admin/pages/add', { title: 'Bad', slug: 'Bad Slug!' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Slug may contain only lowercase letters, digits and hyphens.');
    const ca = await t.http.get('/api/pages/get-by-slug/about-soil?region=3');
    expect(ca.body.data.title).toBe('About Soil CA');
  });

  it('keeps drafts off the public API', async () => {
    const d = (await post('/api/admin/knowledge-center/add', article('Draft Thoughts', { status: 'draft' }))).body.data;
    expect(d.status).toBe('draft');
    expect((await t.http.get('/api/knowledge-center/get-by-slug/draft-thoughts')).status).toBe(404);
    expect((await t.http.get(`/api/knowledge-center/details/${d.baseId}`)).status).toBe(404);
    const list = await t.http.post('/api/knowledge-center/filter').send({ search: 'draft thoughts' });
    expect(list.body.data.total).toBe(0);
    const admin = await post('/api/admin/knowledge-center/filter', { search: 'draft thoughts' });
    expect(admin.body.data.items.map((i: { title: string }) => i.title)).toEqual(['Draft Thoughts']);
    // The admin's "Newest first" puts a new draft (never published: by when it was created) at the top, not after every published item.
    const newest = (await post('/api/admin/knowledge-center/filter', { sort: 'newest', length: 5 })).body.data.items as { title: string }[];
    expect(newest[0].title).toBe('Draft Thoughts');
    const oldest = (await post('/api/admin/knowledge-center/filter', { sort: 'oldest', length: 100 })).body.data.items as { title: string }[];
    expect(oldest[oldest.length - 1].title).toBe('Draft Thoughts');
  });

  it('search ignores accents, ligatures and case both ways: "uree" finds "urée", "ŒUF" finds "oeuf"', async () => {
    expect((await post('/api/admin/knowledge-center/add', article('Stabiliser l’urée au printemps'))).status).toBe(200);
    expect((await post('/api/admin/knowledge-center/add', article('Oeuf Count Trial'))).status).toBe(200);
    const titles = async (search: string) => (await t.http.post('/api/knowledge-center/filter').send({ search }).expect(200)).body.data.items.map((i: { title: string }) => i.title);
    expect(await titles('uree printemps')).toEqual(['Stabiliser l’urée au printemps']);
    expect(await titles('URÉE')).toEqual(['Stabiliser l’urée au printemps']);
    expect(await titles("l'uree")).toEqual(['Stabiliser l’urée au printemps']);
    expect(await titles('œuf')).toEqual(['Oeuf Count Trial']);
  });

  it('publishes a scheduled item once its time comes (injectable clock)', async () => {
    const clock = t.app.get(Clock);
    const later = new Date(Date.now() + 3600_000);
    const s = (await post('/api/admin/knowledge-center/add', article('Future Podcast', { resourceType: 2, mediaUrl: 'https://example.com/ep1.mp3', publishedAt: later.toISOString() })))
      .body.data;
    expect(s.status).toBe('scheduled');
    expect((await t.http.get('/api/knowledge-center/get-by-slug/future-podcast')).status).toBe(404);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(later.getTime() + 60_000));
    try {
      const pub = await t.http.get('/api/knowledge-center/get-by-slug/future-podcast');
      expect(pub.status).toBe(200);
      expect(await t.app.get(ContentScheduler).run()).toBeGreaterThanOrEqual(1);
      expect((await get(`/api/admin/knowledge-center/get/${s.baseId}`)).body.data.status).toBe('published');
      const list = await t.http.post('/api/knowledge-center/filter').send({ category: 38 });
      expect(list.body.data.items.map((i: { slug: string }) => i.slug)).toContain('future-podcast');
    } finally {
      spy.mockRestore();
    }
  });

  it('sanitizes rich text: strips <script>, on* attributes and javascript: URLs', async () => {
    const dirty =
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.org" target="_blank">ok</a><script>alert(1)</script><img src="x.png" onerror="alert(2)"></p>';
    const r = await post(
      '/api/admin/knowledge-center/add',
      article('Sanitize Me', {
        modules: [
          { type: 2, editorData: dirty },
          { type: 4, items: [{ imageItem: { previewsrc: '/img/a.jpg', alttext: 'A' }, editorData: '<b onmouseover="x()">bold</b>' }] },
        ],
      }),
    );
    expect(r.status).toBe(200);
    const html: string = r.body.data.modules[0].editorData;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(r.body.data.modules[1].items[0].editorData).toBe('<b>bold</b>');
    // What is stored is the sanitized text.
    const rows = await t.app.get(DataSource).query('SELECT data FROM content_version WHERE base_id = ?', [r.body.data.baseId]);
    expect(rows[0].data).not.toMatch(/<script|onclick|javascript:/i);
  });

  it('validates each module type with a message', async () => {
    const r = await post(
      '/api/admin/knowledge-center/add',
      article('Bad Modules', {
        modules: [
          { type: 1, quote: '', author: '' },
          { type: 3, items: [{ headline: '', shortDescription: 'x' }] },
          { type: 4, items: [{ imageItem: { previewsrc: '', alttext: '' } }] },
          { type: 9 },
        ],
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      'modules.0.quote': 'Testimonial quote is required.',
      'modules.0.author': 'Testimonial author is required.',
      'modules.1.items.0.headline': 'ROI item headline is required.',
      'modules.2.items.0.imageItem.previewsrc': 'Image is required.',
      'modules.3.type': expect.stringContaining('Module type must be'),
    });
  });

  it('soft-deletes at once from the public site and lets an Administrator restore', async () => {
    const p = (await post('/api/admin/press-releases/add', { title: 'Gone Soon', regionIds: [2] })).body.data;
    expect((await t.http.get('/api/press-releases/get-by-slug/gone-soon')).status).toBe(200);
    expect((await get(`/api/admin/press-releases/delete/${p.baseId}`)).body).toEqual({ success: true, data: true });
    expect((await t.http.get('/api/press-releases/get-by-slug/gone-soon')).status).toBe(404);
    const deleted = await post('/api/admin/press-releases/filter', { deleted: true });
    expect(deleted.body.data.items.map((i: { slug: string }) => i.slug)).toContain('gone-soon');
    expect((await post(`/api/admin/press-releases/restore/${p.baseId}`, {})).status).toBe(200);
    expect((await t.http.get('/api/press-releases/get-by-slug/gone-soon')).status).toBe(200);
  });

  it('keeps public lists for a moment but shows every save, delete and restore at once', async () => {
    const slugs = async () => (await t.http.post('/api/press-releases/filter').send({ search: 'cache check' }).expect(200)).body.data.items.map((i: { slug: string }) => i.slug);
    expect(await slugs()).toEqual([]);
    const p = (await post('/api/admin/press-releases/add', { title: 'Cache Check Release', regionIds: [2] })).body.data;
    expect(await slugs()).toEqual(['cache-check-release']);
    await get(`/api/admin/press-releases/delete/${p.baseId}`);
    expect(await slugs()).toEqual([]);
    await post(`/api/admin/press-releases/restore/${p.baseId}`, {});
    expect(await slugs()).toEqual(['cache-check-release']);
    const current = (await get(`/api/admin/press-releases/get/${p.baseId}`)).body.data;
    await post('/api/admin/press-releases/add', { ...current, title: 'Cache Check Release Renamed', basedOnVersionId: current.id });
    expect((await t.http.post('/api/press-releases/filter').send({ search: 'cache check' })).body.data.items.map((i: { title: string }) => i.title)).toEqual([
      'Cache Check Release Renamed',
    ]);
  });

  it('pins knowledge-center items first and emits a slug change for redirects', async () => {
    const a = (await post('/api/admin/knowledge-center/add', article('Old Name'))).body.data;
    const pin = await post('/api/admin/knowledge-center/pin', { baseId: a.baseId, type: 0, pinned: true });
    expect(pin.body.data.pinned).toBe(true);
    const list = await t.http.post('/api/knowledge-center/filter').send({ regionId: 2 });
    expect(list.body.data.items[0].slug).toBe('old-name');

    const events: SlugChanged[] = [];
    t.app.get(SlugEvents).onSlugChanged(async (e) => void events.push(e));
    await post('/api/admin/knowledge-center/add', { ...article('Old Name'), slug: 'new-name', baseId: a.baseId, basedOnVersionId: a.latestVersionId });
    expect(events).toEqual([
      { kind: 'knowledge-center', baseId: a.baseId, oldPaths: ['/knowledge-center/old-name'], newPath: '/knowledge-center/new-name', actorEmail: expect.any(String) },
    ]);
    const link = await get(`/api/admin/knowledge-center/get-slug/${a.baseId}`);
    expect(link.body.data).toMatchObject({ baseId: a.baseId, slug: 'new-name', region: 2, publicPath: '/knowledge-center/new-name' });
    const back = await get('/api/admin/content/lookup?path=/knowledge-center/new-name');
    expect(back.body.data).toMatchObject({ baseId: a.baseId, adminPath: `/siteadmin/knowledge-center/edit/${a.baseId}` });
  });

  it('serves pages with latest resources, and the admin slug lookup sees drafts', async () => {
    const p = (
      await post('/api/admin/pages/add', { title: 'Campaign X', regionIds: [2], heroImageType: 0, heroMedia: { previewsrc: '/img/hero.jpg', alttext: 'Field' }, status: 'draft' })
    ).body.data;
    expect((await t.http.get('/api/pages/get-by-slug/campaign-x')).status).toBe(404);
    expect((await get('/api/pages/get-by-slug-admin/campaign-x')).body.data.baseId).toBe(p.baseId);
    expect((await t.http.get('/api/pages/get-by-slug-admin/campaign-x')).status).toBe(401);
    const latest = await t.http.get(`/api/pages/get-latest/${p.baseId}`);
    expect(latest.body.success).toBe(true);
    expect(latest.body.data.length).toBeLessThanOrEqual(3);
    expect(latest.body.data.every((i: { kind: string }) => i.kind === 'knowledge-center')).toBe(true);
  });

  it('refuses creating or deleting products in the admin, and admin calls without a token', async () => {
    expect((await post('/api/admin/products/add', { title: 'New Product', product: { family: 'micronutrients', brand: 'X' } })).status).toBe(400);
    expect((await get('/api/admin/products/delete/1')).status).toBe(404);
    expect((await t.http.post('/api/admin/knowledge-center/add').send(article('Anon'))).status).toBe(401);
  });

  it('accepts a whole item posted back from get/{id} and JSON-text modules and metadata', async () => {
    const created = await post('/api/admin/pages/add', {
      title: 'Round Trip',
      metadata: JSON.stringify({ title: 'Round Trip SEO' }),
      modules: JSON.stringify([{ type: 2, editorData: '<p>Hello</p>' }]),
    });
    expect(created.status).toBe(200);
    expect(created.body.data.metadata.title).toBe('Round Trip SEO');
    expect(created.body.data.modules).toEqual([{ type: 2, editorData: '<p>Hello</p>' }]);
    const item = (await get(`/api/admin/pages/get/${created.body.data.baseId}`)).body.data;
    const again = await post('/api/admin/pages/add', { ...item, title: 'Round Trip Two' });
    expect(again.status).toBe(200);
    expect(again.body.data.title).toBe('Round Trip Two');
    // Posting the same stale item again is refused.
    expect((await post('/api/admin/pages/add', { ...item, title: 'Round Trip Three' })).status).toBe(409);
  });

  it('accepts the id that add returns (a version id) on get, versions, slug, details and delete', async () => {
    const created = (await post('/api/admin/press-releases/add', { title: 'Id Round Trip' })).body.data;
    const edited = (await post('/api/admin/press-releases/add', { baseId: created.baseId, basedOnVersionId: created.latestVersionId ?? created.id, title: 'Id Round Trip 2' })).body
      .data;
    expect(edited.id).not.toBe(edited.baseId);
    for (const id of [edited.id, edited.baseId]) {
      expect((await get(`/api/admin/press-releases/get/${id}`)).body.data.title).toBe('Id Round Trip 2');
      expect((await get(`/api/admin/press-releases/get-versions/${id}`)).body.data).toHaveLength(2);
      expect((await get(`/api/admin/press-releases/get-slug/${id}`)).body.data.slug).toBe('id-round-trip');
      expect((await t.http.get(`/api/press-releases/details/${id}`)).body.data.title).toBe('Id Round Trip 2');
    }
    expect((await get(`/api/admin/press-releases/delete/${edited.id}`)).body.success).toBe(true);
    expect((await t.http.get(`/api/press-releases/details/${edited.baseId}`)).status).toBe(404);
  });

  it('lets seeders create through ContentEditing.save', async () => {
    const svc = t.app.get(ContentEditing);
    const item = await svc.save('product-labels', { title: 'AGROTAIN label', productLabel: { productName: 'AGROTAIN', family: 'nitrogen-stabilizers', sortOrder: 1 } }, null);
    expect(item.productLabel?.productName).toBe('AGROTAIN');
    expect((await t.app.get(ContentReads).findPublishedBySlug('product-labels', 'agrotain-label'))?.baseId).toBe(item.baseId);
  });
});

describe(`content demo seed (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('seeds ≥ 12 knowledge items over three categories and both regions, 6 press releases and all 19 product routes', async () => {
    const kc = (await t.http.post('/api/knowledge-center/filter').send({ length: 100 })).body.data;
    expect(kc.total).toBeGreaterThanOrEqual(12);
    for (const category of [38, 39, 40]) {
      for (const regionId of [2, 3]) {
        const r = await t.http.post('/api/knowledge-center/filter').send({ category, regionId });
        expect(r.body.data.total).toBeGreaterThan(0);
      }
    }
    expect((await t.http.post('/api/press-releases/filter').send({})).body.data.total).toBe(6);
    const slugs = ['agrotain', 'centuro', 'superu', 'protivate', 'optrient', 'anvol', 'wolf-trax', 'dual-purpose'];
    const caSlugs = [
      'anvol-ca',
      'superu-ca',
      'tribune-ca',
      'agrotain-ca',
      'protivate-ca',
      'wolf-trax-ca',
      'centuro-ca',
      'rocket-seeds-ca',
      'nitamin-ca',
      'synthos-ca',
      'dual-purpose-ca',
    ];
    for (const [list, region] of [
      [slugs, 2],
      [caSlugs, 3],
    ] as const) {
      for (const slug of list) {
        const r = await t.http.get(`/api/products/get-by-slug/${slug}?region=${region}`);
        expect({ slug, status: r.status }).toEqual({ slug, status: 200 });
        expect(r.body.data.product.brand).toBeTruthy();
        expect(r.body.data.product.benefits.length).toBeGreaterThan(0);
      }
    }
    const wolf = (await t.http.get('/api/products/get-by-slug/wolf-trax')).body.data.product;
    expect(wolf.guaranteedAnalysis).toContainEqual({ nutrient: 'Zinc', percent: '62%' });
  });
});
