import type { ContentKindDefinition } from '../../src/content/kinds/definition';
import { registerContentKind } from '../../src/content/kinds/registry';
import { plain } from '../../src/content/rich-text';
import { underSegment } from '../../src/contract/content-kinds/definition';
import type { TestApp } from '../support/test-app';

/**
 * A kind added with only a registry entry: questions and answers listed at /faq, each at /faq/{slug} (and
 * /can/faq/{slug}), with one field of its own. No other file names it.
 */
const faq: ContentKindDefinition = {
  kind: 'faq',
  section: { title: 'FAQ', singular: 'question', path: '/siteadmin/faq', order: 65 },
  publicPath: (slug, region) => `${region === 3 ? '/can' : ''}/faq/${slug}`,
  hasItemPage: true,
  parsePath: underSegment('faq'),
  pageFamily: 'article',
  article: { listPath: '/faq', listName: 'Questions and Answers', jsonLdType: 'Article', lead: 'What growers ask us most.' },
  creatable: true,
  emptyForm: () => ({ fields: { answer: '' } }),
  extraFields: [{ key: 'answer', label: 'Answer' }],
  normalizeFields(req, errors) {
    const answer = plain(req.fields?.answer, 2000);
    if (!answer) errors['fields.answer'] = 'Answer is required.';
    return { fields: { answer } };
  },
  searchWords: (s) => [String(s.fields?.answer ?? ''), '', ''],
  listRoutes: [{ path: '/faq', title: 'Questions and Answers', description: 'What growers ask us about nitrogen.', region: null, trail: ['Questions and Answers'] }],
};

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string });

describe(`a content kind added through the registry only (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;

  beforeAll(async () => {
    // Before the app's modules load: controllers declare their per-kind routes from the registry.
    registerContentKind(faq);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the kind is registered
    const { createTestApp } = require('../support/test-app') as typeof import('../support/test-app');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- it loads the test app too
    const { adminToken } = require('../support/auth') as typeof import('../support/auth');
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('has admin list, get, save and delete routes, validating the kind’s own field', async () => {
    const refused = await t.http.post('/api/admin/faq/add').set(auth).send({ title: 'No answer' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ 'fields.answer': 'Answer is required.' });

    const created = await t.http
      .post('/api/admin/faq/add')
      .set(auth)
      .send({ title: 'When should I apply AGROTAIN?', fields: { answer: 'With urea, before it rains.' }, regionIds: [2, 3], status: 'draft' });
    expect(created.status).toBe(200);
    const item = created.body.data;
    expect(item).toMatchObject({ kind: 'faq', slug: 'when-should-i-apply-agrotain', fields: { answer: 'With urea, before it rains.' } });

    const list = await t.http.post('/api/admin/faq/filter').set(auth).send({});
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: { baseId: number }) => i.baseId)).toEqual([item.baseId]);

    const got = await t.http.get(`/api/admin/faq/get/${item.baseId}`).set(auth);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ title: 'When should I apply AGROTAIN?', status: 'draft' });

    const saved = await t.http
      .post('/api/admin/faq/add')
      .set(auth)
      .send({ ...got.body.data, status: 'published', publishedAt: new Date(Date.now() - 60_000).toISOString() });
    expect(saved.status).toBe(200);
    expect(saved.body.data.status).toBe('published');
    expect((await t.http.get(`/api/admin/faq/get-versions/${item.baseId}`).set(auth)).body.data).toHaveLength(2);

    const extra = (
      await t.http
        .post('/api/admin/faq/add')
        .set(auth)
        .send({ title: 'A question to remove', fields: { answer: 'Gone soon.' } })
    ).body.data;
    expect((await t.http.get(`/api/admin/faq/delete/${extra.baseId}`).set(auth)).body.data).toBe(true);
    expect((await t.http.post('/api/admin/faq/filter').set(auth).send({})).body.data.items.map((i: { baseId: number }) => i.baseId)).toEqual([item.baseId]);

    // The public API serves the published item; the admin API needs a sign-in.
    expect((await t.http.get('/api/faq/get-by-slug/when-should-i-apply-agrotain').expect(200)).body.data.fields).toEqual({ answer: 'With urea, before it rains.' });
    expect((await t.http.post('/api/admin/faq/filter').send({})).status).toBe(401);
  });

  it('serves the published item’s public page with its own head, in both regions', async () => {
    const res = await t.http.get('/faq/when-should-i-apply-agrotain').expect(200);
    expect(title(res.text)).toBe('When should I apply AGROTAIN? - Koch Agronomic Services');
    expect(canonical(res.text)).toBe(`http://127.0.0.1:${t.port}/faq/when-should-i-apply-agrotain`);
    expect(jsonLd(res.text).map((j) => j['@type'])).toEqual(['Organization', 'Article', 'BreadcrumbList']);

    const ca = await t.http.get('/can/faq/when-should-i-apply-agrotain').expect(200);
    expect(canonical(ca.text)).toBe(`http://127.0.0.1:${t.port}/can/faq/when-should-i-apply-agrotain`);
    await t.http.get('/faq/no-such-question').expect(404);
  });

  it('serves its list page with the head its definition gives', async () => {
    const res = await t.http.get('/faq').expect(200);
    expect(title(res.text)).toBe('Questions and Answers - Koch Agronomic Services');
    expect(canonical(res.text)).toBe(`http://127.0.0.1:${t.port}/faq`);
  });

  it('lists the list page and the item, in both regions, in the sitemap', async () => {
    const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
    const base = `http://127.0.0.1:${t.port}`;
    expect(xml).toContain(`<loc>${base}/faq</loc>`);
    expect(xml).toContain(`<loc>${base}/faq/when-should-i-apply-agrotain</loc>`);
    expect(xml).toContain(`<loc>${base}/can/faq/when-should-i-apply-agrotain</loc>`);
  });

  it('offers the public⇄admin lookup for its pages', async () => {
    const res = await t.http.get('/api/admin/content/lookup').query({ path: '/faq/when-should-i-apply-agrotain' }).set(auth).expect(200);
    expect(res.body.data).toMatchObject({ kind: 'faq', publicPath: '/faq/when-should-i-apply-agrotain', adminPath: expect.stringMatching(/^\/siteadmin\/faq\/edit\/\d+$/) });
  });
});
