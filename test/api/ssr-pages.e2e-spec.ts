import * as fs from 'node:fs';

import * as zipcodes from 'zipcodes';

import { ContentEditing } from '../../src/content/content-editing.service';
import type { ContentSaveRequest } from '../../src/contract/content';
import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { SSR_BUNDLE } from '../../src/web/ssr.service';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * Every public template is rendered on the server: the HTML a visitor (or a crawler) gets without
 * running any script holds the page's heading and content, its data is the one the server rendered with
 * (the initial-data JSON block), and pages that keep the visitor's region render with the `region` cookie.
 */

// Boots the whole app, logs in (argon2) and renders pages: slow on a shared 2-core machine.
jest.setTimeout(30_000);

const published = { status: 'published' as const, publishedAt: new Date(Date.now() - 3600_000).toISOString() };
const LABEL_SDS_GUID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
/** The server-rendered #root of a page ('' when the page was left to the browser). */
const root = (html: string) => {
  const m = /<div id="root" data-ssr="1">([\s\S]*)<\/div>\s*<script type="application\/json" id="app-config">/.exec(html);
  return m ? m[1] : '';
};
/** The visible text of some HTML, tags dropped and entities decoded. */
const text = (html: string) =>
  decode(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');
const h1 = (html: string) => {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root(html));
  return m ? text(m[1]).trim() : null;
};
const initialData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="initial-data">(.*?)<\/script>/.exec(html)![1]) as { path: string; kind: string; region: number } & Record<string, unknown>;

describe(`every public template is rendered on the server (${TEST_DB})`, () => {
  let t: TestApp;
  let labelGuid: string;
  const page = async (path: string, cookie?: string) => {
    const req = t.http.get(path);
    if (cookie) req.set('cookie', cookie);
    const res = await req;
    return { status: res.status, html: res.text };
  };

  beforeAll(async () => {
    // The test run builds the client first (pretest), which includes the server renderer bundle.
    expect(fs.existsSync(SSR_BUNDLE)).toBe(true);
    t = await createTestApp();
    const content = t.app.get(ContentEditing);
    const save = (kind: Parameters<ContentEditing['save']>[0], req: ContentSaveRequest) => content.save(kind, { ...published, ...req }, null);
    await save('knowledge-center', {
      title: 'Why Urea Volatilizes',
      slug: 'why-urea-volatilizes',
      regionIds: [2, 3],
      resourceType: 0,
      summary: 'Ammonia loss, explained.',
      modules: [{ type: 2, editorData: '<p>Urease turns urea into ammonia gas.</p>' }],
    });
    await save('knowledge-center', {
      title: 'Podcast: Spring Nitrogen',
      slug: 'podcast-spring-nitrogen',
      regionIds: [2],
      resourceType: 2,
      mediaUrl: 'https://media.example.org/spring.mp3',
      summary: 'Planning spring applications.',
    });
    await save('knowledge-center', { title: 'Prairie Canola Nutrition', slug: 'prairie-canola-nutrition', regionIds: [3], resourceType: 1, summary: 'Canadian research.' });
    await save('press-releases', {
      title: 'New Plant Opens',
      slug: 'new-plant-opens',
      regionIds: [2],
      summary: 'A new plant in Iowa.',
      source: 'WICHITA, Kan.',
      modules: [{ type: 2, editorData: '<p>The plant doubles capacity.</p>' }],
    });
    await save('pages', {
      title: 'About Us',
      slug: 'about',
      regionIds: [2],
      metadata: { desc: 'Who we are.' },
      modules: [{ type: 2, editorData: '<p>We help growers. <a href="https://partner.example.org/x">Our partner</a> and <a href="/knowledge-center">our research</a>.</p>' }],
    });
    await save('pages', {
      title: 'Spring Program',
      slug: 'spring-program',
      regionIds: [2, 3],
      metadata: { desc: 'Our spring program.' },
      modules: [{ type: 3, headline: 'Returns', items: [{ headline: 'More bushels', shortDescription: 'Up to 8 bu/ac' }] }],
    });

    const auth = { authorization: `Bearer ${await adminToken(t)}` };
    const doc = await t.http
      .post('/api/admin/documents/add')
      .set(auth)
      .field('title', 'AGROTAIN Label')
      .field('kind', 'label')
      .field('regionIds', '2,3')
      .attach('file', simplePdf('AGROTAIN label', [{ text: 'AGROTAIN label' }]), { filename: 'agrotain-label.pdf', contentType: 'application/pdf' });
    expect(doc.status).toBe(201);
    labelGuid = doc.body.data.guid;
    await save('product-labels', {
      title: 'AGROTAIN',
      regionIds: [2],
      productLabel: { productName: 'AGROTAIN', family: 'nitrogen-stabilizers', labelDocumentGuid: labelGuid, sdsDocumentGuid: LABEL_SDS_GUID },
    });
    await save('product-labels', { title: 'TRIBUNE', regionIds: [3], productLabel: { productName: 'TRIBUNE', family: 'nitrogen-stabilizers', labelDocumentGuid: labelGuid } });

    const desMoines = zipcodes.lookup('50309')!;
    const retailer = await t.http
      .post('/api/admin/directory/retailers/save')
      .set(auth)
      .send({ name: 'Near Co-op', region: 2, city: 'Des Moines', postalCode: '50309', lat: desMoines.latitude + 0.1, lng: desMoines.longitude });
    expect(retailer.status).toBe(200);
    const rep = await t.http
      .post('/api/admin/directory/reps/save')
      .set(auth)
      .send({ name: 'Zed Zip', region: 2, territory: ['50309'], products: ['AGROTAIN'] });
    expect(rep.status).toBe(200);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
  });

  it("the renderer's bundle is built ASCII-only and without comments (V8 keeps its source in the heap, one byte a character)", () => {
    const source = fs.readFileSync(SSR_BUNDLE, 'latin1');
    expect([...source].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(source).not.toContain('webpackBootstrap');
  });

  it('the knowledge center list, its Canada list and its category pages', async () => {
    const list = await page('/knowledge-center');
    expect(list.status).toBe(200);
    expect(h1(list.html)).toBe('Knowledge Center');
    const listText = text(root(list.html));
    expect(listText).toContain('Why Urea Volatilizes');
    expect(listText).toContain('Podcast: Spring Nitrogen');
    expect(listText).not.toContain('Prairie Canola Nutrition');
    expect(root(list.html)).toContain('href="/knowledge-center/why-urea-volatilizes"');
    // The header is there too, in the default (US) region.
    expect(root(list.html)).toMatch(/<header class="site-header/);
    expect(root(list.html)).toContain('href="/find-a-rep"');
    expect(initialData(list.html)).toMatchObject({ path: '/knowledge-center', kind: 'content-list', region: 2, contentKind: 'knowledge-center', total: 2 });
    // Load More without script: the address asks for more items (a page to ten pages).
    expect(initialData((await page('/knowledge-center?shown=18')).html).filter).toMatchObject({ length: 18, start: 0 });
    expect(initialData((await page('/knowledge-center?shown=5000')).html).filter).toMatchObject({ length: 90 });
    expect(initialData((await page('/knowledge-center?shown=-3')).html).filter).toMatchObject({ length: 9 });

    const ca = await page('/can/knowledge-center');
    expect(ca.status).toBe(200);
    expect(h1(ca.html)).toBe('Knowledge Center');
    expect(text(root(ca.html))).toContain('Prairie Canola Nutrition');
    expect(text(root(ca.html))).not.toContain('Podcast: Spring Nitrogen');
    expect(root(ca.html)).toContain('href="/can/knowledge-center/why-urea-volatilizes"');
    expect(root(ca.html)).toContain('href="/find-a-rep-ca"');

    const podcasts = await page('/knowledge-center/category/38');
    expect(h1(podcasts.html)).toBe('Podcasts');
    expect(text(root(podcasts.html))).toContain('Podcast: Spring Nitrogen');
    expect(text(root(podcasts.html))).not.toContain('Why Urea Volatilizes');
    expect((await page('/knowledge-center/category/99')).status).toBe(404);
  });

  it('renders pages that keep the visitor’s region in the region of the `region` cookie', async () => {
    const ca = await page('/knowledge-center', 'region=3');
    expect(root(ca.html)).toContain('href="/find-a-rep-ca"');
    expect(text(root(ca.html))).toContain('Prairie Canola Nutrition');
    expect(initialData(ca.html).region).toBe(3);
    const int = await page('/knowledge-center', 'other=1; region=4');
    expect(root(int.html)).toMatch(/<header class="site-header[^"]*site-header--int/);
    // A route with a region of its own keeps it, whatever the cookie says.
    const us = await page('/find-a-rep', 'region=3');
    expect(root(us.html)).toContain('Search by Zip');
    expect(initialData(us.html).region).toBe(2);
    // A cookie that is not a region is ignored.
    expect(initialData((await page('/knowledge-center', 'region=9')).html).region).toBe(2);
  });

  it('knowledge-center items and press releases, with their related items; a missing one is Page Not Found', async () => {
    const item = await page('/knowledge-center/why-urea-volatilizes');
    expect(item.status).toBe(200);
    expect(h1(item.html)).toBe('Why Urea Volatilizes');
    expect(text(root(item.html))).toContain('Urease turns urea into ammonia gas.');
    expect(text(root(item.html))).toContain('More From the Knowledge Center');
    expect(text(root(item.html))).toContain('Podcast: Spring Nitrogen');
    expect(initialData(item.html)).toMatchObject({ kind: 'content-item', slug: 'why-urea-volatilizes', itemRegion: 2 });
    const ca = await page('/can/knowledge-center/why-urea-volatilizes');
    expect(h1(ca.html)).toBe('Why Urea Volatilizes');
    expect(text(root(ca.html))).toContain('Prairie Canola Nutrition');

    const missing = await page('/knowledge-center/no-such-article');
    expect(missing.status).toBe(404);
    expect(h1(missing.html)).toBe('Page Not Found');

    const press = await page('/press-releases');
    expect(h1(press.html)).toBe('Press Releases');
    expect(text(root(press.html))).toContain('New Plant Opens');
    const release = await page('/press-releases/new-plant-opens');
    expect(h1(release.html)).toBe('New Plant Opens');
    expect(text(root(release.html))).toContain('The plant doubles capacity.');
    expect(text(root(release.html))).toContain('WICHITA, Kan.');
  });

  it('/product-labels: every label’s /doccenter links, with the file type, for the visitor’s region', async () => {
    const labels = await page('/product-labels');
    expect(labels.status).toBe(200);
    expect(h1(labels.html)).toBe('Product Labels & SDS');
    const body = root(labels.html);
    expect(body).toContain(`href="/doccenter/${labelGuid}"`);
    // The list is drawn from the library: a record's link to a GUID the library does not hold is not listed.
    expect(body).not.toContain(`href="/doccenter/${LABEL_SDS_GUID}"`);
    expect(body).toContain(`href="/product-labels/${labelGuid}"`);
    expect(text(body)).toContain('AGROTAIN');
    expect(text(body)).toContain('Nitrogen Stabilizers');
    // The uploaded file's type and size come with the page (no line of text arrives later).
    expect(text(body)).toMatch(/PDF, \d/);
    const card = (name: string) => `<h3 class="label-card__name">${name}</h3>`;
    expect(body).toContain(card('AGROTAIN'));
    expect(body).not.toContain(card('TRIBUNE'));
    const ca = root((await page('/product-labels', 'region=3')).html);
    expect(ca).toContain(card('TRIBUNE'));
    expect(text(ca)).toContain('sold in Canada');
  });

  it('/find-a-rep, /find-a-rep-ca and /reps-retailers with its results when the search is in the URL', async () => {
    const us = await page('/find-a-rep');
    expect(h1(us.html)).toBe('Find a Rep or Retailer');
    expect(text(root(us.html))).toContain('Search by Zip');
    const ca = await page('/find-a-rep-ca');
    expect(h1(ca.html)).toBe('Find a Rep or Retailer');
    expect(text(root(ca.html))).toContain('Search by Postal Code');
    expect(root(ca.html)).toContain('href="/find-a-rep-ca"');

    const retailers = await page('/reps-retailers?label=Retailers&zip=50309&region=2');
    expect(retailers.status).toBe(200);
    expect(h1(retailers.html)).toBe('Find a Retailer');
    expect(text(root(retailers.html))).toMatch(/1 retailer within 25 miles of Des Moines, IA 50309/);
    expect(text(root(retailers.html))).toContain('Near Co-op');
    expect(initialData(retailers.html)).toMatchObject({ kind: 'directory-search', request: { label: 'Retailers', zip: '50309', regionId: 2 } });
    const reps = await page('/reps-retailers?label=Reps&zip=50309');
    expect(h1(reps.html)).toBe('Find a Rep');
    expect(text(root(reps.html))).toContain('Zed Zip');
    // A code the search refuses: its message, as the API gives it.
    const bad = await page('/reps-retailers?label=Retailers&zip=ABCDE');
    expect(root(bad.html)).toMatch(/role="alert"/);
    // No search: the form.
    const none = await page('/reps-retailers');
    expect(h1(none.html)).toBe('Find a Rep or Retailer');
  });

  it('custom pages, about, the product selector, thank-you and message pages', async () => {
    const about = await page('/about');
    expect(h1(about.html)).toBe('About Us');
    const aboutBody = root(about.html);
    expect(text(aboutBody)).toContain('We help growers.');
    // Rich text links to other hosts open in a new tab, in the server's HTML as in the browser's.
    expect(aboutBody).toContain('<a href="https://partner.example.org/x" target="_blank" rel="noopener noreferrer">Our partner</a>');
    expect(aboutBody).toContain('<a href="/knowledge-center">our research</a>');

    const custom = await page('/spring-program');
    expect(custom.status).toBe(200);
    expect(h1(custom.html)).toBe('Spring Program');
    expect(text(root(custom.html))).toContain('Up to 8 bu/ac');
    expect(text(root(custom.html))).toContain('Latest Resources');
    expect(initialData(custom.html)).toMatchObject({ kind: 'pages', path: '/spring-program' });
    expect(h1((await page('/can/spring-program')).html)).toBe('Spring Program');

    const selector = await page('/product-selector');
    expect(h1(selector.html)).toBe('What challenge are you facing?');
    expect(text(root(selector.html))).toContain('Nitrogen Loss Protection');
    // The selector's minimal layout: no site header.
    expect(root(selector.html)).not.toContain('site-header');

    expect(text(root((await page('/rep-thankyou')).html))).toContain('Your rep has your details');
    expect(text(root((await page('/retailer-thankyou')).html))).toContain('Thank you for contacting a retailer');
    for (const [path, status, heading, message] of [
      ['/not-found', 404, 'Page Not Found', 'This page is missing.'],
      ['/no-such-page', 404, 'Page Not Found', 'This page is missing.'],
      ['/access-denied', 200, 'Access Denied', "Sorry, you don't have permission to access this page."],
      ['/error/server-error', 200, 'Error', 'Sorry, something went wrong. Please try again later.'],
    ] as const) {
      const res = await page(path);
      expect(res.status).toBe(status);
      expect(h1(res.html)).toBe(heading);
      expect(text(root(res.html))).toContain(message);
    }
  });

  it('links each template’s route styles in the head after the entry’s, so the server’s HTML paints styled before any script', async () => {
    // Every stylesheet of the head, in order: the route's come after main's, as on a client-side navigation, so its rules win a tie with Bootstrap's.
    const styles = (html: string) =>
      [...html.slice(0, html.indexOf('</head>')).matchAll(/<link (?=[^>]*rel="stylesheet")[^>]*href="\/assets\/([a-z-]+)\.[0-9a-f]+\.css"[^>]*>/g)].map((m) => m[1]);
    for (const [path, chunk] of [
      ['/knowledge-center', 'content-list'],
      ['/press-releases/new-plant-opens', 'content-detail'],
      ['/product-labels', 'product-labels'],
      [`/product-labels/${labelGuid}`, 'label-document'],
      ['/find-a-rep', 'find-rep'],
      ['/find-a-rep-ca', 'find-rep'],
      ['/reps-retailers?label=Reps&zip=50309', 'reps-retailers'],
      ['/retailer-thankyou', 'thank-you'],
      ['/product-selector', 'selector'],
      ['/about', 'site-content'],
      ['/spring-program', 'site-fallback'],
      ['/access-denied', 'site-messages'],
    ]) {
      const order = styles((await page(path)).html);
      expect([path, order[0]]).toEqual([path, 'main']);
      expect([path, order.slice(1)]).toEqual([path, expect.arrayContaining([chunk])]);
    }
  });

  it('renders the contact form as a form that posts without script, and leaves the admin to the browser', async () => {
    expect(root((await page('/contact')).html)).toMatch(/<form[^>]*method="post"/);
    expect(root((await page('/siteadmin')).html)).toBe('');
    expect(root((await page('/account/login')).html)).toBe('');
  });
});
