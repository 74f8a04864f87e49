import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** What a CDN in front is told (Cache-Control, Surrogate-Key, Cache-Tag), and the cache dropping only what a change shows. */
describe(`caching for a CDN (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);

  async function untilCached(url: string) {
    for (let i = 0; i < 100; i++) {
      const res = await t.http.get(url);
      if (res.headers['x-cache'] === 'HIT') return res;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`${url} never came from the cache`);
  }

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('tells a shared cache how long to keep a public page and what it shows; admin and preview answers are private', async () => {
    const page = await t.http.get('/agrotain');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const product = (await post('/api/admin/products/filter', { search: 'agrotain', length: 5 })).body.data.items.find((i: { slug: string }) => i.slug === 'agrotain');
    const keys = String(page.headers['surrogate-key']).split(' ');
    expect(keys).toEqual(expect.arrayContaining(['site', `item-${product.baseId}`, 'kind-products', 'region-us']));
    expect(String(page.headers['cache-tag']).split(',')).toEqual(keys);
    const json = await t.http.get('/api/products/get-by-slug/agrotain');
    if (json.status === 200) expect(json.headers['surrogate-key']).toContain(`item-${product.baseId}`);
    const admin = await t.http.get(`/api/admin/products/get/${product.baseId}`).set(auth);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    const item = admin.body.data;
    const preview = await post('/api/admin/products/preview', { ...item });
    expect(preview.headers['cache-control']).toBe('private, no-store');
    const previewPage = await t.http.get(preview.body.data.url);
    expect(previewPage.headers['cache-control']).toBe('private, no-store');
    expect(previewPage.headers['surrogate-key']).toBeUndefined();
  });

  it('after a product is saved its page and the lists that show it are fresh, while another product page stays a cache hit', async () => {
    const items = (await post('/api/admin/products/filter', { length: 50 })).body.data.items as { slug: string; baseId: number }[];
    const saved = items.find((i) => i.slug === 'agrotain')!;
    const other = items.find((i) => i.slug !== 'agrotain' && i.slug !== saved.slug && !/-ca$/.test(i.slug))!;
    await untilCached('/agrotain');
    await untilCached(`/${other.slug}`);
    const item = (await t.http.get(`/api/admin/products/get/${saved.baseId}`).set(auth)).body.data;
    const res = await post('/api/admin/products/add', { ...item, baseId: saved.baseId, basedOnVersionId: item.id, product: { ...item.product, tagline: 'A tagline saved just now' } });
    expect(res.status).toBe(200);
    const fresh = await t.http.get('/agrotain');
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.text).toContain('A tagline saved just now');
    const still = await t.http.get(`/${other.slug}`);
    expect(still.headers['x-cache']).toBe('HIT');
  });

  it('a server-rendered search page names the directory, so a rep or retailer change drops it', async () => {
    const page = await t.http.get('/reps-retailers?label=Retailers&zip=66044&country=2');
    expect(page.status).toBe(200);
    expect(String(page.headers['surrogate-key']).split(' ')).toContain('directory');
  });
});
