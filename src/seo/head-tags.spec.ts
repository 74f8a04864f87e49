import { breadcrumbLd, plainText, renderHead, safeJson } from './head-tags';
import { preloadFor } from './route-chunks';
import { SiteUrls } from './site-urls';

describe('head tags', () => {
  const base = { title: 'AGROTAIN - Koch Agronomic Services', description: 'Protect "urea" & UAN', canonical: 'https://us.example/agrotain', siteName: 'Koch Agronomic Services' };

  it('escapes text in tags and defaults og:type to website and og:title to the title', () => {
    const h = renderHead(base);
    expect(h).toContain('<title>AGROTAIN - Koch Agronomic Services</title>');
    expect(h).toContain('<meta name="description" content="Protect &quot;urea&quot; &amp; UAN">');
    expect(h).toContain('<meta property="og:type" content="website">');
    expect(h).toContain('<meta property="og:title" content="AGROTAIN - Koch Agronomic Services">');
    expect(h).toContain('<meta name="twitter:card" content="summary">');
    expect(h).not.toContain('robots');
  });

  it('writes hreflang alternates, noindex and JSON-LD that cannot break out of its script tag', () => {
    const h = renderHead({ ...base, noindex: true, alternates: [{ hreflang: 'en-US', href: 'https://us.example/a' }], jsonLd: [{ name: '</script><script>alert(1)</script>' }] });
    expect(h).toContain('<link rel="alternate" hreflang="en-US" href="https://us.example/a">');
    expect(h).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(h).not.toContain('</script><script>');
    expect(JSON.parse(safeJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });

  it('turns rich text into a short plain description', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b></p>')).toBe('Hello world');
    expect(plainText('word '.repeat(100), 20).length).toBeLessThanOrEqual(20);
  });

  it('numbers breadcrumb positions from 1', () => {
    expect(
      breadcrumbLd([
        { name: 'Home', url: 'u1' },
        { name: 'A', url: 'u2' },
      ]),
    ).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2, name: 'A' }] });
  });
});

describe('site URLs', () => {
  it('uses the request origin when no public hosts are configured', () => {
    const u = new SiteUrls('http://localhost:3000', null, null);
    expect(u.url('/home-ca', 3)).toBe('http://localhost:3000/home-ca');
    expect(u.pair('/agrotain', '/agrotain-ca')).toEqual([
      { hreflang: 'en-US', href: 'http://localhost:3000/agrotain' },
      { hreflang: 'en-CA', href: 'http://localhost:3000/agrotain-ca' },
      { hreflang: 'x-default', href: 'http://localhost:3000/agrotain' },
    ]);
  });

  it('puts Canada pages on the Canada host, whose / is the Canada home', () => {
    const u = new SiteUrls('http://internal', 'https://us.example', 'https://ca.example');
    expect(u.url('/agrotain-ca', 3)).toBe('https://ca.example/agrotain-ca');
    expect(u.url('/home-ca', 3)).toBe('https://ca.example/');
    expect(u.url('/agrotain', 2)).toBe('https://us.example/agrotain');
    expect(u.url('/knowledge-center', null)).toBe('https://us.example/knowledge-center');
  });
});

describe('route chunk preloading', () => {
  it('preloads the home, product and not-found chunks for their routes', () => {
    expect(preloadFor('/', 200)).toEqual(['site-home', 'site-footer']);
    expect(preloadFor('/agrotain-ca', 200)).toEqual(['site-product', 'site-footer']);
    expect(preloadFor('/nope', 404)).toEqual(['site-fallback', 'site-messages', 'site-footer']);
    expect(preloadFor('/siteadmin/users', 200)).toEqual([]);
  });
  it('names the route chunk of every server-rendered template (its styles must be in the head before the first paint)', () => {
    expect(preloadFor('/knowledge-center', 200)).toEqual(['content-list', 'site-footer']);
    expect(preloadFor('/can/knowledge-center', 200)).toEqual(['content-list', 'site-footer']);
    expect(preloadFor('/knowledge-center/category/38', 200)).toEqual(['content-list', 'site-footer']);
    expect(preloadFor('/press-releases', 200)).toEqual(['content-list', 'site-footer']);
    expect(preloadFor('/can/knowledge-center/why-urea-volatilizes', 200)).toEqual(['content-detail', 'site-footer']);
    expect(preloadFor('/press-releases/new-plant-opens', 200)).toEqual(['content-detail', 'site-footer']);
    expect(preloadFor('/product-labels', 200)).toEqual(['product-labels', 'site-footer']);
    expect(preloadFor('/product-labels/0c6f1f3e-8a3b-4c55-9d0e-2b7f4a1c9e21', 200)).toEqual(['label-document', 'site-footer']);
    for (const p of ['/find-a-rep', '/find-a-rep-ca']) expect(preloadFor(p, 200)).toEqual(['find-rep', 'site-footer']);
    expect(preloadFor('/reps-retailers', 200)).toEqual(['reps-retailers', 'site-footer']);
    for (const p of ['/rep-thankyou', '/retailer-thankyou']) expect(preloadFor(p, 200)).toEqual(['thank-you', 'site-footer']);
    expect(preloadFor('/about', 200)).toEqual(['site-content', 'site-footer']);
    expect(preloadFor('/spring-program', 200)).toEqual(['site-fallback', 'site-footer']);
    expect(preloadFor('/access-denied', 200)).toEqual(['site-messages', 'site-footer']);
    // The selector's minimal layout has no footer.
    expect(preloadFor('/product-selector', 200)).toEqual(['selector']);
  });
});
