import { adminToken } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * A French item's preview is its French public page: the French catalog's header and footer, `lang="fr-CA"`,
 * its address under /fr (canonical, hreflang to its English source, the language switch), whatever its
 * publish state (draft, scheduled, an unsaved form). The admin slug lookup searches one language's slugs.
 */
describe(`previews of French items and the admin slug lookup by language (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);
  const get = (url: string) => t.http.get(url).set(auth);
  const KC = '/api/admin/knowledge-center';

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  /** A published English Canada knowledge item to translate. */
  const source = async (title: string) => {
    const res = await post(`${KC}/add`, article(title, { regionIds: [2, 3] }));
    expect(res.status).toBe(200);
    return res.body.data as { baseId: number; slug: string };
  };

  const origin = () => `http://127.0.0.1:${t.port}`;
  const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
  const linkHref = (html: string, attrs: RegExp) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .find((l) => attrs.test(l))
      ?.match(/href="([^"]+)"/)?.[1];

  /** What every French page shows: French chrome from the catalog, no English chrome, the French language tags. */
  const expectFrenchPage = (html: string) => {
    expect(htmlLang(html)).toBe('fr-CA');
    expect(html).toContain('data-ssr="1"');
    const header = /<header class="site-header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    const footer = /<footer class="site-footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(header).toContain('>Centre du savoir<');
    expect(header).toContain('>Détaillants et représentants<');
    expect(header).not.toMatch(/>(Knowledge Center|Retailers &amp; Reps|Contact)</);
    expect(footer).toContain('Tous droits réservés');
    expect(footer).not.toMatch(/All rights reserved|Find a Rep</);
    expect(html).toMatch(/<meta property="og:locale" content="fr_CA">/);
    // The header's switch leads to the English page.
    expect(html).toMatch(/<a\b[^>]*hreflang="en-CA"[^>]*>English</i);
    // Still a preview: the bar, noindex, no script.
    expect(html).toContain('Preview — not published');
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
  };

  it('a French draft previews as its French page at its own slug under /fr, with its English source as its twin', async () => {
    const en = await source('Spring Nitrogen Timing');
    const created = await post(`${KC}/add`, {
      ...article('Le moment de l’azote au printemps', { status: 'draft', modules: [{ type: 2, editorData: '<p>Texte du brouillon français</p>' }] }),
      slug: 'azote-printemps',
      locale: 'fr',
      translationOf: en.baseId,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ locale: 'fr', status: 'draft' });
    // Not public yet.
    expect((await t.http.get('/fr/can/knowledge-center/azote-printemps')).status).toBe(404);

    const link = (await post(`${KC}/share-preview`, { baseId: created.body.data.baseId })).body.data;
    const page = await t.http.get(link.url);
    expect(page.status).toBe(200);
    expectFrenchPage(page.text);
    expect(page.text).toContain('Texte du brouillon français');
    expect(linkHref(page.text, /rel="canonical"/)).toBe(`${origin()}/fr/can/knowledge-center/azote-printemps`);
    expect(linkHref(page.text, /hreflang="en-CA"/)).toBe(`${origin()}/can/knowledge-center/${en.slug}`);
    expect(linkHref(page.text, /hreflang="fr-CA"/)).toBe(`${origin()}/fr/can/knowledge-center/azote-printemps`);
    expect(page.text).toMatch(new RegExp(`<a href="/can/knowledge-center/${en.slug}"[^>]*hreflang="en-CA"[^>]*>English</a>`, 'i'));

    // The English source's preview stays English.
    const english = await t.http.get((await post(`${KC}/share-preview`, { baseId: en.baseId })).body.data.url);
    expect(english.status).toBe(200);
    expect(htmlLang(english.text)).not.toBe('fr-CA');
    expect(english.text).toMatch(/>Knowledge Center</);
    expect(english.text).not.toContain('Centre du savoir');
  });

  it('a scheduled French item previews in French', async () => {
    const en = await source('Fall Potash Planning');
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const created = await post(`${KC}/add`, {
      ...article('Planifier la potasse à l’automne', { publishedAt: later, modules: [{ type: 2, editorData: '<p>Texte prévu pour plus tard</p>' }] }),
      slug: 'potasse-automne',
      locale: 'fr',
      translationOf: en.baseId,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('scheduled');
    const page = await t.http.get((await post(`${KC}/share-preview`, { baseId: created.body.data.baseId })).body.data.url);
    expect(page.status).toBe(200);
    expectFrenchPage(page.text);
    expect(page.text).toContain('Texte prévu pour plus tard');
    expect(linkHref(page.text, /rel="canonical"/)).toBe(`${origin()}/fr/can/knowledge-center/potasse-automne`);
  });

  it('an unsaved French form ("Add French translation") previews in French', async () => {
    const en = await source('Sulphur for Canola');
    const res = await post(`${KC}/preview`, {
      ...article('Le soufre pour le canola', { regionIds: [3], modules: [{ type: 2, editorData: '<p>Mots pas encore enregistrés</p>' }] }),
      slug: 'soufre-canola',
      locale: 'fr',
      translationOf: en.baseId,
    });
    expect(res.status).toBe(200);
    const page = await t.http.get(res.body.data.url);
    expect(page.status).toBe(200);
    expectFrenchPage(page.text);
    expect(page.text).toContain('Mots pas encore enregistrés');
    expect(linkHref(page.text, /hreflang="en-CA"/)).toBe(`${origin()}/can/knowledge-center/${en.slug}`);
    // Nothing was saved.
    expect((await t.http.get('/fr/can/knowledge-center/soufre-canola')).status).toBe(404);
  });

  it('a French product page and the French About page preview at their English twin’s address under /fr', async () => {
    const products = (await post('/api/admin/products/filter', { locale: 'fr', length: 100 })).body.data.items as { baseId: number; slug: string }[];
    const agrotain = products.find((p) => p.slug === 'agrotain-ca');
    expect(agrotain).toBeTruthy();
    const item = (await get(`/api/admin/products/get/${agrotain!.baseId}`)).body.data;
    expect(item.locale).toBe('fr');
    const res = await post('/api/admin/products/preview', { ...item, product: { ...item.product, tagline: 'Un slogan que personne n’a publié' } });
    expect(res.status).toBe(200);
    const page = await t.http.get(res.body.data.url);
    expect(page.status).toBe(200);
    expectFrenchPage(page.text);
    expect(page.text).toContain('Un slogan que personne n’a publié');
    expect(linkHref(page.text, /rel="canonical"/)).toBe(`${origin()}/fr/agrotain-ca`);
    expect(linkHref(page.text, /hreflang="en-CA"/)).toBe(`${origin()}/agrotain-ca`);
    expect((await t.http.get('/fr/agrotain-ca')).text).not.toContain('Un slogan que personne n’a publié');

    const pages = (await post('/api/admin/pages/filter', { locale: 'fr', length: 100 })).body.data.items as { baseId: number; slug: string }[];
    const about = pages.find((p) => p.slug === 'about');
    expect(about).toBeTruthy();
    const aboutPage = await t.http.get((await post('/api/admin/pages/share-preview', { baseId: about!.baseId })).body.data.url);
    expect(aboutPage.status).toBe(200);
    expectFrenchPage(aboutPage.text);
    expect(linkHref(aboutPage.text, /rel="canonical"/)).toBe(`${origin()}/fr/about`);
  });

  it('public French list rows name their language (their cards link under /fr); English rows do not', async () => {
    const fr = (await t.http.post('/api/knowledge-center/filter').send({ regionId: 3, locale: 'fr', length: 100 })).body.data.items as { locale?: string }[];
    expect(fr.length).toBeGreaterThan(0);
    expect(fr.every((i) => i.locale === 'fr')).toBe(true);
    const en = (await t.http.post('/api/knowledge-center/filter').send({ regionId: 3, length: 100 })).body.data.items as { locale?: string }[];
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((i) => i.locale === undefined)).toBe(true);
  });

  it('get-by-slug-admin takes ?locale= (default en): each language has its own slugs, drafts included', async () => {
    const en = await post('/api/admin/pages/add', { title: 'Soil Table', slug: 'soil-table', regionIds: [3] });
    expect(en.status).toBe(200);
    const fr = await post('/api/admin/pages/add', { title: 'Tableau des sols', slug: 'soil-table', status: 'draft', locale: 'fr', translationOf: en.body.data.baseId });
    expect(fr.status).toBe(200);

    const byDefault = await get('/api/pages/get-by-slug-admin/soil-table');
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.data).toMatchObject({ baseId: en.body.data.baseId, title: 'Soil Table', locale: 'en' });
    expect((await get('/api/pages/get-by-slug-admin/soil-table?locale=en')).body.data.baseId).toBe(en.body.data.baseId);

    const french = await get('/api/pages/get-by-slug-admin/soil-table?locale=fr');
    expect(french.status).toBe(200);
    expect(french.body.data).toMatchObject({ baseId: fr.body.data.baseId, title: 'Tableau des sols', locale: 'fr', status: 'draft' });
    expect((await get('/api/pages/get-by-slug-admin/soil-table?locale=fr&region=3')).body.data.baseId).toBe(fr.body.data.baseId);

    // A slug that exists only in English is not found in French.
    const onlyEnglish = await post('/api/admin/pages/add', { title: 'Only English', slug: 'only-english-page', regionIds: [3] });
    expect(onlyEnglish.status).toBe(200);
    expect((await get('/api/pages/get-by-slug-admin/only-english-page?locale=fr')).status).toBe(404);

    const bad = await get('/api/pages/get-by-slug-admin/soil-table?locale=de');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ locale: 'Language must be en (English) or fr (French).' });
    // Still an admin call.
    expect((await t.http.get('/api/pages/get-by-slug-admin/soil-table?locale=fr')).status).toBe(401);
  });
});
