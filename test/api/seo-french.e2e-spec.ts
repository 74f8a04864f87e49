import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * The Canada region's French pages as search engines see them: `lang`, the French head, canonical per language,
 * og:locale, reciprocal fully qualified hreflang on every seeded English/French pair, the sitemap's French URLs
 * with their alternates, and French 404s under /fr.
 */

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const lang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const meta = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);
const hreflangs = (html: string) => Object.fromEntries([...head(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
const pathOf = (href: string) => new URL(href).pathname;

describe(`French pages for search engines (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a French page says fr-CA everywhere: lang, its French head, canonical, og:locale, JSON-LD', async () => {
    const res = await t.http.get('/fr/find-a-rep-ca').expect(200);
    const html = res.text;
    expect(lang(html)).toBe('fr-CA');
    expect(html).toContain('<title>Trouver un représentant ou un détaillant - Koch Agronomic Services</title>');
    expect(pathOf(canonical(html)!)).toBe('/fr/find-a-rep-ca');
    expect(canonical(html)).toMatch(/^http:\/\//);
    expect(meta(html, 'og:locale')).toEqual(['fr_CA']);
    expect(meta(html, 'og:locale:alternate')).toEqual(['en_CA']);
    expect(jsonLd(html).find((j) => j['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'fr-CA', url: canonical(html) });
    // Its English twin says en-CA and offers the French one.
    const en = (await t.http.get('/find-a-rep-ca').expect(200)).text;
    expect(lang(en)).toBe('en-CA');
    expect(meta(en, 'og:locale')).toEqual(['en_CA']);
    expect(meta(en, 'og:locale:alternate')).toEqual(['fr_CA']);
    expect(pathOf(hreflangs(en)['fr-CA'])).toBe('/fr/find-a-rep-ca');
    // A US page keeps lang="en".
    expect(lang((await t.http.get('/find-a-rep').expect(200)).text)).toBe('en');
  });

  it('a /fr address with no French page is the French Page Not Found, never English and never a fallback', async () => {
    for (const path of [
      '/fr/agrotain',
      '/fr/knowledge-center',
      '/fr/can/knowledge-center/no-such-item',
      '/fr/no-such-page',
      '/fr/product-labels/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.http.get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(lang(res.text)).toBe('fr-CA');
      expect(res.text).toContain('<title>Page introuvable - Koch Agronomic Services</title>');
    }
  });

  it('every English/French pair in the sitemap has reciprocal, fully qualified hreflang, and each page names itself', async () => {
    const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1])![1],
      alternates: Object.fromEntries([...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => [a[1], a[2]])),
    }));
    const pairs = entries.filter((e) => e.alternates['fr-CA']);
    const french = entries.filter((e) => pathOf(e.loc).startsWith('/fr/') || pathOf(e.loc) === '/fr');
    // The seeded French pages: the Canada home and the fixed routes, eleven products, knowledge items, press releases, About.
    expect(french.length).toBeGreaterThanOrEqual(20);
    expect(french.every((e) => e.alternates['fr-CA'] === e.loc)).toBe(true);
    expect(french.map((e) => pathOf(e.loc))).toEqual(expect.arrayContaining(['/fr/home-ca', '/fr/agrotain-ca', '/fr/about', '/fr/can/knowledge-center']));
    for (const e of pairs) {
      expect(e.alternates['en-CA']).toMatch(/^http:\/\//);
      expect(e.alternates['x-default']).toMatch(/^http:\/\//);
      // Every page of the set, asked for at its own address, lists the same set and has itself as canonical.
      for (const [tag, href] of Object.entries(e.alternates)) {
        if (tag === 'x-default') continue;
        const res = await t.http.get(pathOf(href));
        expect([href, res.status]).toEqual([href, 200]);
        expect([href, hreflangs(res.text)]).toEqual([href, e.alternates]);
        expect([href, canonical(res.text)]).toEqual([href, href]);
        // French pages are fr-CA; an English page is en-CA in the Canada region, en where it serves every region (/product-labels).
        if (tag === 'fr-CA') expect([href, lang(res.text)]).toEqual([href, 'fr-CA']);
        else expect([href, lang(res.text)]).toEqual([href, expect.stringMatching(/^en(-CA)?$/)]);
      }
    }
  });

  it('French pages are page-cached like English ones, one entry per address', async () => {
    const first = await t.http.get('/fr/home-ca').expect(200);
    const again = await t.http.get('/fr/home-ca').expect(200);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.text).toBe(first.text);
    expect(lang(again.text)).toBe('fr-CA');
    // An English visitor who prefers French still gets the English page at its address (no redirect by Accept-Language).
    const english = await t.http.get('/home-ca').set('Accept-Language', 'fr-CA,fr;q=0.9').expect(200);
    expect(lang(english.text)).toBe('en-CA');
  });
});
