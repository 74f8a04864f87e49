import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * The Canada region's article lists: the knowledge center's category lists (/can/knowledge-center/category/{id})
 * and the press releases' list (/can/press-releases), with their French twins under /fr, so that the French site's
 * category tabs, back links and footer links stay in French.
 */

const lang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const hreflangs = (html: string) =>
  Object.fromEntries([...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], new URL(m[2]).pathname]));
const initialData = (html: string) => JSON.parse(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, unknown>;

describe(`Canada's knowledge-center categories in both languages (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a French category list is French, lists the French items of its category and pairs with its English twin', async () => {
    const html = (await t.http.get('/fr/can/knowledge-center/category/39').expect(200)).text;
    expect(lang(html)).toBe('fr-CA');
    expect(title(html)).toBe('Articles - Centre du savoir - Koch Agronomic Services');
    expect(hreflangs(html)).toMatchObject({ 'fr-CA': '/fr/can/knowledge-center/category/39', 'en-CA': '/can/knowledge-center/category/39' });
    const data = initialData(html);
    expect(data).toMatchObject({ kind: 'content-list', region: 3, filter: { category: 39, locale: 'fr', regionId: 3 } });
    expect((data.items as unknown[]).length).toBeGreaterThan(0);

    const en = (await t.http.get('/can/knowledge-center/category/39').expect(200)).text;
    expect(lang(en)).toBe('en-CA');
    expect(title(en)).toBe('Articles - Knowledge Center - Koch Agronomic Services');
    expect(hreflangs(en)['fr-CA']).toBe('/fr/can/knowledge-center/category/39');
    expect(initialData(en)).toMatchObject({ kind: 'content-list', region: 3, filter: { category: 39, regionId: 3 } });
  });

  it('every French category the footer and tabs link lists French items: the podcasts too (Balados)', async () => {
    for (const id of [38, 39, 40]) {
      const items = initialData((await t.http.get(`/fr/can/knowledge-center/category/${id}`).expect(200)).text).items as { title: string }[];
      expect(items.length).toBeGreaterThan(0);
    }
    const podcasts = initialData((await t.http.get('/fr/can/knowledge-center/category/38').expect(200)).text).items as { title: string; mediaUrl: string }[];
    expect(podcasts.map((i) => i.title)).toEqual(expect.arrayContaining(['Balado\u00a0: la gestion responsable de l’azote au Canada']));
    expect(podcasts.every((i) => i.title.startsWith('Balado'))).toBe(true);
  });

  it('an unknown category under /fr is the French Page Not Found', async () => {
    const res = await t.http.get('/fr/can/knowledge-center/category/12');
    expect(res.status).toBe(404);
    expect(title(res.text)).toBe('Page introuvable - Koch Agronomic Services');
  });

  it("French pages link the knowledge center's categories to Canada's French lists", async () => {
    const html = (await t.http.get('/fr/home-ca').expect(200)).text;
    for (const id of [38, 39, 40]) expect(html).toContain(`href="/fr/can/knowledge-center/category/${id}"`);
    expect(html).not.toMatch(/href="\/knowledge-center\/category\//);
    expect(html).toContain('href="/fr/can/press-releases"');
    // English pages keep the lists of all regions.
    expect((await t.http.get('/home-ca').expect(200)).text).toContain('href="/knowledge-center/category/39"');
  });

  it("Canada's press releases have a list of their own, in French too", async () => {
    const html = (await t.http.get('/fr/can/press-releases').expect(200)).text;
    expect(lang(html)).toBe('fr-CA');
    expect(title(html)).toBe('Communiqués de presse - Koch Agronomic Services');
    expect(hreflangs(html)).toMatchObject({ 'fr-CA': '/fr/can/press-releases', 'en-CA': '/can/press-releases' });
    const data = initialData(html);
    expect(data).toMatchObject({ kind: 'content-list', region: 3, filter: { locale: 'fr', regionId: 3 } });
    expect((data.items as unknown[]).length).toBeGreaterThan(0);
    const en = (await t.http.get('/can/press-releases').expect(200)).text;
    expect(lang(en)).toBe('en-CA');
    expect(initialData(en)).toMatchObject({ kind: 'content-list', region: 3, filter: { regionId: 3 } });
  });
});
