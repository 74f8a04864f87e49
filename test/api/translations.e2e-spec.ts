import { PublicChanges } from '../../src/changes/public-changes';
import { ContentEditing } from '../../src/content/content-editing.service';
import { publicPathFor } from '../../src/contract/content-paths';
import type { PublicChange } from '../../src/contract/public-changes';
import { adminToken } from '../support/auth';
import { article } from '../support/content-fixtures';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/**
 * French content: a French item translates an English Canada item, with its own slug, versions and
 * publish state; it is outdated once its source publishes a newer version, until it is saved again or
 * marked up to date.
 */
describe(`content translations (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);
  const get = (url: string) => t.http.get(url).set(auth);
  const KC = '/api/admin/knowledge-center';

  const english = async (title: string, extra: Record<string, unknown> = {}) => {
    const res = await post(`${KC}/add`, article(title, { regionIds: [2, 3], ...extra }));
    expect(res.status).toBe(200);
    return res.body.data as { baseId: number; latestVersionId: number; slug: string };
  };
  const frenchItems = async () => (await post(`${KC}/filter`, { locale: 'fr', length: 100 })).body.data.items as { baseId: number; title: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('a French translation is created at the same slug, published and served with locale=fr; the English answers stay as they were', async () => {
    const source = await english('Table of Rates', { slug: 'table' });
    const englishBefore = await t.http.get('/api/knowledge-center/get-by-slug/table');
    expect(englishBefore.status).toBe(200);
    const englishListBefore = await t.http.post('/api/knowledge-center/filter').send({ regionId: 3, length: 100 });
    const englishDetailsBefore = await t.http.get(`/api/knowledge-center/details/${source.baseId}`);

    const changes: PublicChange[] = [];
    const stop = t.app.get(PublicChanges).onChange((c) => void changes.push(c));
    const created = await post(`${KC}/add`, {
      ...article('Tableau des doses', { regionIds: [2, 3] }),
      slug: 'table',
      locale: 'fr',
      translationOf: source.baseId,
    });
    stop();
    expect(created.status).toBe(200);
    const fr = created.body.data;
    expect(fr).toMatchObject({ locale: 'fr', translationOf: source.baseId, slug: 'table', regionIds: [3], status: 'published' });
    expect(fr.translation).toEqual({
      sourceBaseId: source.baseId,
      sourceVersionId: source.latestVersionId,
      outdated: false,
      sourcePublishedVersionId: source.latestVersionId,
      sourceTitle: 'Table of Rates',
      sourceDeleted: false,
    });
    expect(fr.baseId).not.toBe(source.baseId);

    // Publishing the French item names its own pages and the French lists, not the English lists.
    const published = changes.find((c) => c.event === 'content.published' && c.item?.baseId === fr.baseId);
    expect(published?.keys).toEqual(expect.arrayContaining([`item-${fr.baseId}`, 'list-knowledge-center-fr']));
    expect(published?.keys).not.toContain('list-knowledge-center');
    expect(published?.paths).toEqual(expect.arrayContaining(['/fr/can/knowledge-center/table', '/fr/can/knowledge-center']));

    const served = await t.http.get('/api/knowledge-center/get-by-slug/table?locale=fr');
    expect(served.status).toBe(200);
    expect(served.body.data).toMatchObject({ baseId: fr.baseId, title: 'Tableau des doses', locale: 'fr', translationOf: source.baseId });
    expect(served.body.data.translation).toBeUndefined();

    // English callers see exactly what they saw before the translation existed.
    expect((await t.http.get('/api/knowledge-center/get-by-slug/table')).body).toEqual(englishBefore.body);
    expect((await t.http.get('/api/knowledge-center/get-by-slug/table?locale=en')).body).toEqual(englishBefore.body);
    expect((await t.http.get(`/api/knowledge-center/details/${source.baseId}`)).body).toEqual(englishDetailsBefore.body);
    expect((await t.http.post('/api/knowledge-center/filter').send({ regionId: 3, length: 100 })).body).toEqual(englishListBefore.body);
    const frenchList = await t.http.post('/api/knowledge-center/filter').send({ locale: 'fr', length: 100 });
    expect(frenchList.body.data.items.map((i: { baseId: number }) => i.baseId)).toEqual([fr.baseId]);

    // The twins of each, for the language switch.
    const twins = await t.http.get(`/api/knowledge-center/translations/${source.baseId}`);
    expect(twins.body.data).toEqual([{ baseId: fr.baseId, locale: 'fr', slug: 'table', region: 3, publicPath: '/fr/can/knowledge-center/table' }]);
    const back = await t.http.get(`/api/knowledge-center/translations/${fr.baseId}`);
    expect(back.body.data).toEqual([{ baseId: source.baseId, locale: 'en', slug: 'table', region: 3, publicPath: '/can/knowledge-center/table' }]);

    // The admin: both languages in one list, each row with its language; the English item lists its translation.
    const adminList = await post(`${KC}/filter`, { search: 'table', length: 100 });
    const rows = adminList.body.data.items as { baseId: number; locale: string }[];
    expect(rows.find((r) => r.baseId === fr.baseId)?.locale).toBe('fr');
    expect(rows.find((r) => r.baseId === source.baseId)?.locale).toBe('en');
    const sourceAdmin = await get(`${KC}/get/${source.baseId}`);
    expect(sourceAdmin.body.data).toMatchObject({ locale: 'en', translation: null, translations: [{ baseId: fr.baseId, locale: 'fr', outdated: false }] });
  });

  it('a French draft has its own publish state: not served until published, and saving it leaves the English item alone', async () => {
    const source = await english('Soil Sampling Guide');
    const draft = await post(`${KC}/add`, { ...article('Guide d’échantillonnage du sol'), status: 'draft', locale: 'fr', translationOf: source.baseId });
    expect(draft.status).toBe(200);
    expect((await t.http.get(`/api/knowledge-center/get-by-slug/${draft.body.data.slug}?locale=fr`)).status).toBe(404);
    const saved = await post(`${KC}/add`, {
      ...article('Guide d’échantillonnage du sol'),
      baseId: draft.body.data.baseId,
      basedOnVersionId: draft.body.data.latestVersionId,
      status: 'published',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.locale).toBe('fr');
    expect((await t.http.get(`/api/knowledge-center/get-by-slug/${saved.body.data.slug}?locale=fr`)).status).toBe(200);
    expect((await get(`${KC}/get-versions/${source.baseId}`)).body.data).toHaveLength(1);
    expect((await get(`${KC}/get/${source.baseId}`)).body.data.latestVersionId).toBe(source.latestVersionId);
  });

  it('publishing a newer English version marks the translation outdated (admin answer, list and dashboard); "Mark as up to date" clears it without a new French version', async () => {
    const source = await english('Urease Inhibitors Explained');
    const fr = (await post(`${KC}/add`, { ...article('Les inhibiteurs d’uréase expliqués'), locale: 'fr', translationOf: source.baseId })).body.data;
    const due = async () =>
      (await get('/api/admin/dashboard/translations')).body.data as { outdated: { translationBaseId: number; editPath: string; title: string }[]; missing: { sourceBaseId: number }[] };
    expect((await due()).outdated.some((r) => r.translationBaseId === fr.baseId)).toBe(false);

    // A draft of the source is not a published version: still up to date.
    const draft = await post(`${KC}/add`, {
      ...article('Urease Inhibitors Explained'),
      summary: 'Draft wording',
      status: 'draft',
      baseId: source.baseId,
      basedOnVersionId: source.latestVersionId,
    });
    expect((await get(`${KC}/get/${fr.baseId}`)).body.data.translation.outdated).toBe(false);

    const republished = await post(`${KC}/add`, {
      ...article('Urease Inhibitors Explained'),
      summary: 'New wording',
      baseId: source.baseId,
      basedOnVersionId: draft.body.data.latestVersionId,
    });
    expect(republished.status).toBe(200);
    const newVersion = republished.body.data.latestVersionId;

    const outdated = (await get(`${KC}/get/${fr.baseId}`)).body.data;
    expect(outdated.translation).toMatchObject({ sourceBaseId: source.baseId, sourceVersionId: source.latestVersionId, outdated: true, sourcePublishedVersionId: newVersion });
    const listRow = (await post(`${KC}/filter`, { locale: 'fr', length: 100 })).body.data.items.find((i: { baseId: number }) => i.baseId === fr.baseId);
    expect(listRow.translation.outdated).toBe(true);
    expect((await get(`${KC}/get/${source.baseId}`)).body.data.translations).toEqual([expect.objectContaining({ baseId: fr.baseId, outdated: true })]);
    const card = (await due()).outdated.find((r) => r.translationBaseId === fr.baseId);
    expect(card).toEqual(expect.objectContaining({ title: 'Urease Inhibitors Explained', editPath: `/siteadmin/knowledge-center/edit/${fr.baseId}` }));

    const versionsBefore = (await get(`${KC}/get-versions/${fr.baseId}`)).body.data;
    const marked = await post(`${KC}/translation-current/${fr.baseId}`, {});
    expect(marked.status).toBe(200);
    expect(marked.body.data.translation).toMatchObject({ sourceVersionId: newVersion, outdated: false });
    expect((await get(`${KC}/get-versions/${fr.baseId}`)).body.data).toEqual(versionsBefore);
    expect((await get(`${KC}/get/${fr.baseId}`)).body.data.translation.outdated).toBe(false);
    expect((await due()).outdated.some((r) => r.translationBaseId === fr.baseId)).toBe(false);
    const audit = await get('/api/admin/audit?action=content.translation-current');
    expect(audit.body.data.items).toEqual([expect.objectContaining({ itemId: fr.baseId, section: 'knowledge-center' })]);

    // Saving the translation after another English publish measures it against that publish.
    const again = await post(`${KC}/add`, { ...article('Urease Inhibitors Explained'), summary: 'Third wording', baseId: source.baseId, basedOnVersionId: newVersion });
    expect((await get(`${KC}/get/${fr.baseId}`)).body.data.translation.outdated).toBe(true);
    const frNow = (await get(`${KC}/get/${fr.baseId}`)).body.data;
    const resaved = await post(`${KC}/add`, {
      ...article('Les inhibiteurs d’uréase expliqués'),
      summary: 'Nouvelle formulation',
      baseId: fr.baseId,
      basedOnVersionId: frNow.latestVersionId,
    });
    expect(resaved.body.data.translation).toMatchObject({ sourceVersionId: again.body.data.latestVersionId, outdated: false });
  });

  it('the dashboard lists published English Canada items without a French version, each linking to a new French draft', async () => {
    const ca = await english('Canola Nitrogen Timing');
    const usOnly = (await post(`${KC}/add`, article('Corn Belt Side-Dress'))).body.data;
    const due = (await get('/api/admin/dashboard/translations')).body.data;
    const row = due.missing.find((r: { sourceBaseId: number }) => r.sourceBaseId === ca.baseId);
    expect(row).toEqual({
      section: 'knowledge-center',
      sectionTitle: 'Knowledge Center',
      sourceBaseId: ca.baseId,
      title: 'Canola Nitrogen Timing',
      translationBaseId: null,
      editPath: `/siteadmin/knowledge-center/translate/${ca.baseId}`,
    });
    expect(due.missing.some((r: { sourceBaseId: number }) => r.sourceBaseId === usOnly.baseId)).toBe(false);
    expect(due.missingCount).toBeGreaterThanOrEqual(1);
    // A French draft is not a French version yet: the item stays missing, and its row leads to the draft.
    const draft = (await post(`${KC}/add`, { ...article('Calendrier de l’azote pour le canola'), status: 'draft', locale: 'fr', translationOf: ca.baseId })).body.data;
    const drafted = (await get('/api/admin/dashboard/translations')).body.data;
    expect(drafted.missing.find((r: { sourceBaseId: number }) => r.sourceBaseId === ca.baseId)).toMatchObject({
      translationBaseId: draft.baseId,
      editPath: `/siteadmin/knowledge-center/edit/${draft.baseId}`,
    });
    expect(drafted.missingCount).toBe(due.missingCount);
    await post(`${KC}/add`, { ...article('Calendrier de l’azote pour le canola'), status: 'published', baseId: draft.baseId, basedOnVersionId: draft.latestVersionId });
    const after = (await get('/api/admin/dashboard/translations')).body.data;
    expect(after.missing.some((r: { sourceBaseId: number }) => r.sourceBaseId === ca.baseId)).toBe(false);
    expect(after.missingCount).toBe(due.missingCount - 1);
  });

  it('a translation whose English item was deleted says so (editor and list), and is no longer outdated', async () => {
    const source = await english('Barley Malting Protein');
    const fr = (await post(`${KC}/add`, { ...article('Protéine de l’orge brassicole'), locale: 'fr', translationOf: source.baseId })).body.data;
    expect(fr.translation.sourceDeleted).toBe(false);
    expect((await get(`${KC}/delete/${source.baseId}`)).body).toEqual({ success: true, data: true });
    const after = (await get(`${KC}/get/${fr.baseId}`)).body.data;
    expect(after.translation).toMatchObject({ sourceBaseId: source.baseId, sourceDeleted: true, sourceTitle: 'Barley Malting Protein' });
    const list = (await post(`${KC}/filter`, { locale: 'fr', search: 'orge brassicole' })).body.data;
    expect(list.items.find((i: { baseId: number }) => i.baseId === fr.baseId)?.translation?.sourceDeleted).toBe(true);
  });

  it('refuses bad input with a 4xx that changes nothing', async () => {
    const ca = await english('Wheat Protein Management', { slug: 'wheat-protein' });
    const usOnly = (await post(`${KC}/add`, article('Cotton Defoliation'))).body.data;
    const existing = await english('Peas and Lentils Inoculation');
    await post(`${KC}/add`, { ...article('Inoculation des pois et des lentilles'), slug: 'inoculation', locale: 'fr', translationOf: existing.baseId });
    const before = await frenchItems();

    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      ['unknown locale', { ...article('Weizen'), locale: 'de', translationOf: ca.baseId }, 400, /Language must be en \(English\) or fr \(French\)/],
      ['French without a source', { ...article('Protéines du blé'), locale: 'fr' }, 400, /translation of an English Canada item/],
      ['a US-only source', { ...article('Défoliation du coton'), locale: 'fr', translationOf: usOnly.baseId }, 400, /not shown in Canada/],
      ['a missing source', { ...article('Inconnu'), locale: 'fr', translationOf: 987654 }, 400, /not found/],
      ['a second translation', { ...article('Autre inoculation'), locale: 'fr', translationOf: existing.baseId }, 409, /already has a French translation/],
      ['a translation of a translation', { ...article('Encore'), locale: 'fr', translationOf: before[0].baseId }, 400, /not another translation|already has/],
      ['an English item with a source', { ...article('Wheat again'), translationOf: ca.baseId }, 400, /Only a French item/],
      ['a French slug already used in French', { ...article('Protéines du blé'), slug: 'inoculation', locale: 'fr', translationOf: ca.baseId }, 400, /already used/],
    ];
    for (const [name, body, status, message] of cases) {
      const res = await post(`${KC}/add`, body);
      expect({ name, status: res.status }).toEqual({ name, status });
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(message);
    }
    expect(await frenchItems()).toEqual(before);

    // An item keeps its language.
    const en = (await get(`${KC}/get/${ca.baseId}`)).body.data;
    const relabel = await post(`${KC}/add`, { ...article('Wheat Protein Management'), baseId: ca.baseId, basedOnVersionId: en.latestVersionId, locale: 'fr' });
    expect(relabel.status).toBe(400);
    expect((await get(`${KC}/get-versions/${ca.baseId}`)).body.data).toHaveLength(1);

    expect((await t.http.get('/api/knowledge-center/get-by-slug/wheat-protein?locale=de')).status).toBe(400);
    expect((await t.http.post('/api/knowledge-center/filter').send({ locale: 'xx' })).status).toBe(400);
    expect((await post(`${KC}/translation-current/${ca.baseId}`, {})).status).toBe(400);
    expect((await get('/api/admin/audit?action=content.translation-current')).body.data.items.some((a: { itemId: number }) => a.itemId === ca.baseId)).toBe(false);
  });

  it('a kind the admin does not create (products) takes a French translation of a Canada product at the same slug', async () => {
    // Products are seeded, never created in the admin: the engine makes the English one here.
    const product = { brand: 'AGROTAIN', family: 'nitrogen-stabilizers' as const, tagline: 'Protects nitrogen.' };
    const source = await t.app.get(ContentEditing).save('products', { title: 'AGROTAIN Nitrogen Stabilizer', slug: 'agrotain-ca', regionIds: [3], product }, null);
    expect((await post('/api/admin/products/add', { title: 'New product', product })).status).toBe(400);
    const fr = await post('/api/admin/products/add', { title: 'Stabilisateur d’azote AGROTAIN', slug: 'agrotain-ca', product, locale: 'fr', translationOf: source.baseId });
    expect(fr.status).toBe(200);
    const served = await t.http.get('/api/products/get-by-slug/agrotain-ca?locale=fr');
    expect(served.body.data).toMatchObject({ title: 'Stabilisateur d’azote AGROTAIN', locale: 'fr', product: expect.objectContaining({ brand: 'AGROTAIN' }) });
    expect((await t.http.get('/api/products/get-by-slug/agrotain-ca')).body.data.title).toBe('AGROTAIN Nitrogen Stabilizer');
  });

  it('a French Canada page is served at its own slug under /fr/can, paired both ways with its English page and listed in the sitemap', async () => {
    const PAGES = '/api/admin/pages';
    const source = (await post(`${PAGES}/add`, article('Winter Meeting', { slug: 'winter-meeting', regionIds: [3] }))).body.data;
    const fr = await post(`${PAGES}/add`, { ...article('Rencontre d’hiver', { slug: 'rencontre-d-hiver' }), locale: 'fr', translationOf: source.baseId });
    expect(fr.status).toBe(200);
    // The admin's address is the one served.
    // The address the admin shows ("Public address", "View on site") is the one served.
    expect(publicPathFor('pages', fr.body.data.slug, 3, 'fr')).toBe('/fr/can/rencontre-d-hiver');

    const page = await t.http.get('/fr/can/rencontre-d-hiver');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fr-CA">');
    expect(page.text).toContain('<title>Rencontre d’hiver - Koch Agronomic Services</title>');
    const links = (html: string) => Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], new URL(m[2]).pathname]));
    const canonical = (html: string) => new URL(/<link rel="canonical" href="([^"]+)">/.exec(html)![1]).pathname;
    expect(canonical(page.text)).toBe('/fr/can/rencontre-d-hiver');
    expect(links(page.text)).toMatchObject({ 'en-CA': '/can/winter-meeting', 'fr-CA': '/fr/can/rencontre-d-hiver' });
    const englishPage = await t.http.get('/can/winter-meeting');
    expect(englishPage.status).toBe(200);
    expect(links(englishPage.text)).toMatchObject({ 'en-CA': '/can/winter-meeting', 'fr-CA': '/fr/can/rencontre-d-hiver' });

    // The English slug under /fr, a top-level French address and an unknown one are the French Page Not Found.
    for (const path of ['/fr/can/winter-meeting', '/fr/rencontre-d-hiver', '/fr/can/no-such-page']) {
      const res = await t.http.get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).toContain('<html lang="fr-CA">');
    }
    const sitemap = (await t.http.get('/sitemap.xml')).text;
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/fr\/can\/rencontre-d-hiver<\/loc>/);
    expect(sitemap).toMatch(/hreflang="fr-CA" href="http:\/\/[^"]+\/fr\/can\/rencontre-d-hiver"/);
  });

  it('a French About page’s address in the admin and its pair are /fr/about, the address every region’s About has', async () => {
    const PAGES = '/api/admin/pages';
    const source = (await post(`${PAGES}/add`, article('About Us', { slug: 'about', regionIds: [2, 3, 4] }))).body.data;
    const fr = (await post(`${PAGES}/add`, { ...article('À propos', { slug: 'a-propos' }), locale: 'fr', translationOf: source.baseId })).body.data;
    const canonical = (html: string) => new URL(/<link rel="canonical" href="([^"]+)">/.exec(html)![1]).pathname;
    // The admin shows the French About at the English address under /fr, whatever its own slug, as for the seeded one.
    expect(publicPathFor('pages', 'about', 3, 'fr')).toBe('/fr/about');
    expect(fr.slug).toBe('a-propos');
    const french = await t.http.get('/fr/about');
    expect(french.status).toBe(200);
    expect(french.text).toContain('<title>À propos - Koch Agronomic Services</title>');
    expect(canonical(french.text)).toBe('/fr/about');
    // Its Canada address, like the English one's, names /about as canonical.
    expect(canonical((await t.http.get('/fr/can/about')).text)).toBe('/fr/about');
    const english = await t.http.get('/can/about');
    expect(canonical(english.text)).toBe('/about');
    expect(/hreflang="fr-CA" href="([^"]+)"/.exec(english.text)?.[1]).toMatch(/\/fr\/about$/);
  });
});
