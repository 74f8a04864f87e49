import * as fs from 'node:fs';
import * as path from 'node:path';

import { ContentEditing } from '../../src/content/content-editing.service';
import { ContentReads } from '../../src/content/content-reads.service';
import type { ContentSaveRequest } from '../../src/contract/content';
import { PRODUCT_ROUTES } from '../../src/contract/site';
import { CLIENT_ASSETS_DIR } from '../../src/web/paths';
import { SSR_BUNDLE } from '../../src/web/ssr.service';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** Tags of one kind from an HTML head: <link rel=alternate hreflang=...> etc. */
const attrs = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
const hreflangs = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]));
const jsonLd = (html: string) => attrs(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map((s) => JSON.parse(s));

const published = { status: 'published' as const, publishedAt: new Date(Date.now() - 3600_000).toISOString() };
const product_ = (slug: string, region: 2 | 3, brand: string): ContentSaveRequest => ({
  title: `${brand} Nitrogen Stabilizer`,
  slug,
  regionIds: [region],
  ...published,
  metadata: { title: `${brand} Nitrogen Stabilizer`, desc: `${brand} keeps surface-applied urea in the field.`, ogtitle: `${brand}: protect your nitrogen`, metaContent: 'website' },
  product: { family: 'nitrogen-stabilizers', brand, tagline: 'Above-ground protection.' },
});

/**
 * A minimal check of the sitemaps.org 0.9 schema (the XSD cannot be fetched offline): the root
 * urlset in the sitemap namespace, every url with exactly one absolute loc under 2,048 characters,
 * an optional W3C-datetime lastmod, and only the elements the schema (plus xhtml:link) allows.
 */
function validateSitemap(xml: string): { loc: string; lastmod?: string; alternates: Record<string, string> }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/);
  expect(xml.trim().endsWith('</urlset>')).toBe(true);
  const body = xml.slice(xml.indexOf('<urlset'), xml.lastIndexOf('</urlset>'));
  const urls = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  expect(urls.length).toBeLessThanOrEqual(50_000);
  // Nothing but <url> blocks inside the urlset.
  expect(
    body
      .replace(/<urlset[^>]*>/, '')
      .replace(/<url>[\s\S]*?<\/url>/g, '')
      .trim(),
  ).toBe('');
  return urls.map((u) => {
    const tags = [...u.matchAll(/<([a-z:]+)[\s>/]/gi)].map((m) => m[1]);
    for (const t of tags) expect(['loc', 'lastmod', 'changefreq', 'priority', 'xhtml:link']).toContain(t);
    const locs = [...u.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(1);
    expect(locs[0]).toMatch(/^https?:\/\/[^/]+\//);
    expect(locs[0].length).toBeLessThan(2048);
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(u)?.[1];
    if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/);
    const alternates = Object.fromEntries([...u.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
    return { loc: locs[0], lastmod, alternates };
  });
}

describe(`server-rendered head, sitemap and robots (${TEST_DB})`, () => {
  let t: TestApp;
  let content: ContentEditing;
  beforeAll(async () => {
    t = await createTestApp({ CAREERS_URL: 'https://careers.example.com' });
    content = t.app.get(ContentEditing);
    await content.save('products', product_('agrotain', 2, 'AGROTAIN'), null);
    await content.save('products', product_('agrotain-ca', 3, 'AGROTAIN'), null);
    await content.save(
      'knowledge-center',
      { title: 'Why Urea Volatilizes', slug: 'why-urea-volatilizes', regionIds: [2, 3], resourceType: 0, ...published, metadata: { desc: 'Ammonia loss explained.' } },
      null,
    );
    await content.save('press-releases', { title: 'New Plant Opens', slug: 'new-plant-opens', regionIds: [2], ...published, metadata: { desc: 'A new plant.' } }, null);
    await content.save('pages', { title: 'Spring Program', slug: 'spring-program', regionIds: [2, 3], ...published, metadata: { desc: 'Our spring program.' } }, null);
    await content.save('pages', { title: 'Draft Page', slug: 'draft-page', regionIds: [2], status: 'draft' }, null);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers a product page with its title, description, Open Graph, canonical and hreflang in the first response', async () => {
    const res = await t.http.get('/agrotain');
    expect(res.status).toBe(200);
    const h = head(res.text);
    expect(h).toContain('<title>AGROTAIN Nitrogen Stabilizer - Koch Agronomic Services</title>');
    expect(meta(h, 'description')).toBe('AGROTAIN keeps surface-applied urea in the field.');
    expect(meta(h, 'og:title')).toBe('AGROTAIN: protect your nitrogen');
    expect(meta(h, 'og:description')).toBe('AGROTAIN keeps surface-applied urea in the field.');
    expect(meta(h, 'og:type')).toBe('website');
    expect(meta(h, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/og-default\.jpg$/);
    expect(meta(h, 'twitter:card')).toBe('summary_large_image');
    const origin = canonical(h)!.replace(/\/agrotain$/, '');
    expect(canonical(h)).toBe(`${origin}/agrotain`);
    expect(hreflangs(h)).toEqual({ 'en-US': `${origin}/agrotain`, 'en-CA': `${origin}/agrotain-ca`, 'x-default': `${origin}/agrotain` });
    const types = jsonLd(h).map((j) => j['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Product', 'BreadcrumbList']));
    expect(jsonLd(h).find((j) => j['@type'] === 'Product')).toMatchObject({ name: 'AGROTAIN Nitrogen Stabilizer', brand: { name: 'AGROTAIN' } });
    // The record travels with the page so the client renders without a second request.
    expect(res.text).toContain('<script type="application/json" id="initial-data">{"path":"/agrotain","kind":"products"');
  });

  it('renders the body of homes and product pages on the server (the same React components the browser hydrates)', async () => {
    // The test run builds the client first (pretest), which includes the server renderer bundle.
    expect(fs.existsSync(SSR_BUNDLE)).toBe(true);
    const body = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('<script type="application/json" id="app-config">'));
    const product = body((await t.http.get('/agrotain').expect(200)).text);
    expect(product).toContain('<div id="root" data-ssr="1">');
    expect(product).toMatch(/<h1 class="product-hero__title">AGROTAIN Nitrogen Stabilizer<\/h1>/);
    expect(product).toContain('Above-ground protection.');
    expect(product).toContain('href="/find-a-rep"');
    // The header and the Solutions menu are there before any script runs.
    expect(product).toMatch(/<header class="site-header[^"]*"/);
    expect(product).toContain('>Solutions<');
    const ca = body((await t.http.get('/agrotain-ca').expect(200)).text);
    expect(ca).toContain('href="/find-a-rep-ca"');
    const home = body((await t.http.get('/').expect(200)).text);
    expect(home).toMatch(/<h1 class="home-hero__title">Protect your nitrogen\. Feed every acre\.<\/h1>/);
    const int = body((await t.http.get('/home-int').expect(200)).text);
    expect(int).toContain('Enhanced efficiency for every growing region.');
    // Sign-in is left to the browser (every public page renders on the server: ssr-pages.e2e-spec.ts).
    const kc = (await t.http.get('/account/login').expect(200)).text;
    expect(body(kc)).toContain('<div id="root"></div>');
    // Both run the entry as soon as the page is parsed; a server-rendered page also holds clicks on its
    // buttons until it has hydrated (test/browser/ssr.spec.ts covers what that does in the browser).
    const entry = /<script defer src="(\/assets\/main\.[0-9a-f]+\.js)"><\/script>/.exec(kc)![1];
    const ssrPage = (await t.http.get('/agrotain').expect(200)).text;
    expect(ssrPage).toContain(`<script defer src="${entry}"></script>`);
    const holdsClicks = (html: string) => html.includes("document.addEventListener('click'");
    expect(holdsClicks(ssrPage)).toBe(true);
    expect(holdsClicks(kc)).toBe(false);
    // Only the page with the Canada banner hides a dismissed one from its head.
    const hidesBanner = (html: string) => head(html).includes('classList.add("brand-banner-dismissed")');
    expect(hidesBanner((await t.http.get('/protivate-ca').expect(200)).text)).toBe(true);
    expect(hidesBanner(ssrPage)).toBe(false);
    // The entry and the public route chunks carry V8's compile hint as their first line.
    const entryJs = fs.readFileSync(path.join(CLIENT_ASSETS_DIR, path.basename(entry)), 'utf8');
    expect(entryJs.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // A saved change shows at once: the render cache is keyed by the page data.
    const saved = (await t.app.get(ContentReads).findPublishedBySlug('products', 'agrotain'))!;
    const photo = '/doccenter/0f8fad5b-d9cb-469f-a165-70867728950e';
    await content.save(
      'products',
      { ...product_('agrotain', 2, 'AGROTAIN'), title: 'AGROTAIN Advanced Stabilizer', heroMedia: { previewsrc: photo, alttext: 'Urea granules' }, baseId: saved.baseId },
      null,
    );
    const updated = body((await t.http.get('/agrotain').expect(200)).text);
    expect(updated).toContain('AGROTAIN Advanced Stabilizer</h1>');
    // A library photo is offered in every rendition width (the browser picks one; the server makes it).
    expect(updated).toContain(`srcSet="${photo}?w=320 320w, ${photo}?w=640 640w, ${photo}?w=960 960w, ${photo}?w=1280 1280w, ${photo}?w=1920 1920w"`);
    expect(updated).not.toMatch(/<\/header>0</);
  });

  it('gives the Canada page the reciprocal hreflang set', async () => {
    const res = await t.http.get('/agrotain-ca');
    const h = head(res.text);
    const origin = canonical(h)!.replace(/\/agrotain-ca$/, '');
    expect(hreflangs(h)).toEqual({ 'en-US': `${origin}/agrotain`, 'en-CA': `${origin}/agrotain-ca`, 'x-default': `${origin}/agrotain` });
    expect(meta(h, 'og:locale')).toBe('en_CA');
  });

  it('renders a product route that has no record yet with the route defaults (still 200)', async () => {
    const res = await t.http.get('/tribune-ca');
    expect(res.status).toBe(200);
    expect(head(res.text)).toContain('<title>TRIBUNE - Koch Agronomic Services</title>');
    expect(hreflangs(head(res.text))).toEqual({});
  });

  it('answers knowledge items and press releases with Article JSON-LD and a breadcrumb', async () => {
    const kc = head((await t.http.get('/knowledge-center/why-urea-volatilizes').expect(200)).text);
    expect(kc).toContain('<title>Why Urea Volatilizes - Koch Agronomic Services</title>');
    expect(jsonLd(kc).map((j) => j['@type'])).toEqual(expect.arrayContaining(['Organization', 'Article', 'BreadcrumbList']));
    expect(Object.keys(hreflangs(kc)).sort()).toEqual(['en-CA', 'en-US', 'x-default']);
    const can = head((await t.http.get('/can/knowledge-center/why-urea-volatilizes').expect(200)).text);
    expect(canonical(can)).toMatch(/\/can\/knowledge-center\/why-urea-volatilizes$/);
    const pr = head((await t.http.get('/press-releases/new-plant-opens').expect(200)).text);
    expect(jsonLd(pr).find((j) => j['@type'] === 'Article')).toMatchObject({ headline: 'New Plant Opens' });
    await t.http.get('/knowledge-center/no-such-item').expect(404);
  });

  it('renders a custom page by slug (and after a leading can), and answers drafts and unknown paths with 404', async () => {
    const page = await t.http.get('/spring-program').expect(200);
    expect(head(page.text)).toContain('<title>Spring Program - Koch Agronomic Services</title>');
    await t.http.get('/can/spring-program').expect(200);
    for (const p of ['/draft-page', '/no/such/path', '/not-found', '/error']) {
      const res = await t.http.get(p);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(head(res.text)).toContain('<title>Page Not Found - Koch Agronomic Services</title>');
      expect(head(res.text)).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it('gives every fixed public route the company title suffix', async () => {
    const cases: [string, string][] = [
      ['/', 'Home'],
      ['/home-ca', 'Canada'],
      ['/int', 'International'],
      ['/knowledge-center', 'Knowledge Center'],
      ['/product-labels', 'Labels / SDS'],
      ['/access-denied', 'Access Denied'],
      ['/error/server-error', 'Error'],
    ];
    for (const [path, title] of cases) {
      const res = await t.http.get(path).expect(200);
      expect(head(res.text)).toContain(`<title>${title} - Koch Agronomic Services</title>`);
    }
  });

  it('sends /careers to the configured careers site and /can/find-a-rep to /find-a-rep-ca', async () => {
    const careers = await t.http.get('/careers');
    expect(careers.status).toBe(302);
    expect(careers.headers.location).toBe('https://careers.example.com');
    const rep = await t.http.get('/can/find-a-rep');
    expect([301, 302, 308]).toContain(rep.status);
    expect(rep.headers.location).toMatch(/\/find-a-rep-ca$/);
  });

  it('serves a sitemap that follows the schema and lists both regions’ product pages with reciprocal alternates', async () => {
    const res = await t.http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const urls = validateSitemap(res.text);
    const byPath = new Map(urls.map((u) => [new URL(u.loc).pathname, u]));
    for (const p of PRODUCT_ROUTES) expect(byPath.has(`/${p.slug}`)).toBe(true);
    const us = byPath.get('/agrotain')!;
    const ca = byPath.get('/agrotain-ca')!;
    expect(us.alternates['en-CA']).toBe(ca.loc);
    expect(ca.alternates['en-US']).toBe(us.loc);
    expect(us.alternates).toEqual(ca.alternates);
    expect(us.alternates['x-default']).toBe(us.loc);
    // Every alternate points back: the set is reciprocal for every URL that has one.
    for (const u of urls) for (const href of Object.values(u.alternates)) expect(byPath.get(new URL(href).pathname)?.alternates).toEqual(u.alternates);
    expect(byPath.has('/knowledge-center/why-urea-volatilizes')).toBe(true);
    expect(byPath.has('/can/knowledge-center/why-urea-volatilizes')).toBe(true);
    expect(byPath.has('/press-releases/new-plant-opens')).toBe(true);
    expect(byPath.has('/can/press-releases/new-plant-opens')).toBe(false);
    expect(byPath.has('/draft-page')).toBe(false);
    expect(byPath.has('/not-found')).toBe(false);
    expect([...byPath.keys()].some((p) => p.startsWith('/siteadmin') || p.startsWith('/account'))).toBe(false);
    for (const u of urls) expect(u.lastmod).toBeDefined();
  });

  it('serves robots.txt disallowing the admin and account areas and naming the sitemap', async () => {
    const res = await t.http.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/siteadmin$/m);
    expect(res.text).toMatch(/^Disallow: \/account$/m);
    expect(res.text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  it('serves the site images and 404s unknown ones', async () => {
    // The client build may be absent in API runs; a name outside the pattern is always refused.
    await t.http.get('/images/..%2Fsecrets.json').expect(404);
    await t.http.get('/images/nope.exe').expect(404);
  });
});

describe(`Canada host (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL_US: 'https://www.example-ag.com', PUBLIC_URL_CA: 'https://www.example-ag.ca' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers / on the Canada host as the Canada home with canonical and hreflang on both hosts', async () => {
    const res = await t.http.get('/').set('host', 'www.example-ag.ca').expect(200);
    const h = head(res.text);
    expect(h).toContain('<title>Canada - Koch Agronomic Services</title>');
    expect(canonical(h)).toBe('https://www.example-ag.ca/');
    expect(hreflangs(h)).toEqual({
      'en-US': 'https://www.example-ag.com/',
      'en-CA': 'https://www.example-ag.ca/',
      'fr-CA': 'https://www.example-ag.ca/fr',
      'x-default': 'https://www.example-ag.com/',
    });
    const us = head((await t.http.get('/').set('host', 'www.example-ag.com').expect(200)).text);
    expect(us).toContain('<title>Home - Koch Agronomic Services</title>');
    expect(canonical(us)).toBe('https://www.example-ag.com/');
  });

  it('puts each region’s pages on its own host in the sitemap', async () => {
    const urls = validateSitemap((await t.http.get('/sitemap.xml').expect(200)).text);
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain('https://www.example-ag.com/agrotain');
    expect(locs).toContain('https://www.example-ag.ca/agrotain-ca');
    expect(locs).toContain('https://www.example-ag.ca/');
    expect(urls.find((u) => u.loc === 'https://www.example-ag.com/agrotain')!.alternates['en-CA']).toBe('https://www.example-ag.ca/agrotain-ca');
  });
});
