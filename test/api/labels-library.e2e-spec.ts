import * as fs from 'node:fs';
import * as path from 'node:path';

import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DataSource } from 'typeorm';

import { DocumentFileEntity } from '../../src/documents/document.entity';
import { LabelNoticesService } from '../../src/documents/labels/label-notices.service';
import { PdfTextService } from '../../src/documents/labels/pdf-text.service';
import { simplePdf } from '../../src/documents/seed/simple-pdf';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const ORIGIN = 'https://labels.example.com';
const binary = (res: unknown, cb: (err: Error | null, body: Buffer) => void) => {
  const r = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  r.on('data', (c: Buffer) => chunks.push(c));
  r.on('end', () => cb(null, Buffer.concat(chunks)));
};
/** Mail in the outbox, decoded enough to read links (quoted-printable soft breaks and =3D). */
const decodeQp = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe(`labels and SDS library (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const outbox = () => path.join(t.dataDir, 'outbox');
  const mails = () =>
    fs.existsSync(outbox())
      ? fs
          .readdirSync(outbox())
          .sort()
          .map((f) => decodeQp(fs.readFileSync(path.join(outbox(), f), 'utf8')))
      : [];
  const mailsTo = (email: string) => mails().filter((m) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m));
  const settle = async () => {
    await t.app.get(PdfTextService).idle();
    await t.app.get(LabelNoticesService).idle();
    // The confirmation mail is written in the background.
    await new Promise((r) => setTimeout(r, 150));
  };

  const upload = (url: string, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) => {
    const req = t.http.post(url).set('authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    if (file) req.attach('file', file.bytes, { filename: file.name, contentType: file.type ?? 'application/pdf' });
    return req;
  };

  let labelId: number;
  let labelGuid: string;
  let slnGuid: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL_US: ORIGIN });
    token = await adminToken(t);
    const label = await upload(
      '/api/admin/documents/add',
      {
        title: 'ANVOL Label',
        kind: 'label',
        regionIds: '2,3',
        language: 'en',
        products: 'ANVOL',
        registrations: 'EPA: 71512-77\nCanada PCP: 33801',
        revisionDate: '2025-01-10',
        effectiveDate: '2025-02-01',
        whatChanged: 'First edition.',
      },
      { bytes: simplePdf('ANVOL label', [{ text: 'Keep away from Quixotrabble compounds.' }]), name: 'anvol-label.pdf' },
    );
    expect(label.status).toBe(201);
    labelId = label.body.data.id;
    labelGuid = label.body.data.guid;
    const sln = await upload(
      '/api/admin/documents/add',
      { title: 'ANVOL Special Local Need (Nebraska)', kind: 'sln-label', regionIds: '2', products: 'ANVOL', areas: 'NE', revisionDate: '2025-03-01' },
      { bytes: simplePdf('ANVOL SLN', [{ text: 'For use in Nebraska only.' }]), name: 'anvol-sln.pdf' },
    );
    expect(sln.status).toBe(201);
    slnGuid = sln.body.data.guid;
    // An unreadable "PDF" is stored anyway, with no text.
    const broken = await upload(
      '/api/admin/documents/add',
      { title: 'Broken Brochure', kind: 'brochure', regionIds: '2', products: 'ANVOL' },
      { bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400, 0x41)]), name: 'broken.pdf' },
    );
    expect(broken.status).toBe(201);
    await settle();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const search = (q: Record<string, string>) => t.http.get('/api/labels/search').query({ region: '2', ...q });
  const foundGuids = (body: { data: { families: { products: { documents: { guid: string }[] }[] }[] } }) => [
    ...new Set(body.data.families.flatMap((f) => f.products.flatMap((p) => p.documents.map((d) => d.guid)))),
  ];

  it('searches by product, registration number and a word found only inside the PDF text; filters by state', async () => {
    const byProduct = await search({ q: 'anvol' });
    expect(byProduct.status).toBe(200);
    expect(foundGuids(byProduct.body)).toEqual(expect.arrayContaining([labelGuid, slnGuid]));
    expect(foundGuids((await search({ q: '71512-77' })).body)).toEqual([labelGuid]);
    expect(foundGuids((await search({ q: 'quixotrabble' })).body)).toEqual([labelGuid]);
    // LIKE wildcards are escaped: a % finds nothing rather than everything.
    expect((await search({ q: '%' })).body.data.total).toBe(0);
    // The Nebraska-only label shows for Nebraska, not for Iowa; labels for everywhere show for both.
    const ne = foundGuids((await search({ state: 'NE', product: 'ANVOL' })).body);
    expect(ne).toEqual(expect.arrayContaining([labelGuid, slnGuid]));
    const ia = foundGuids((await search({ state: 'IA', product: 'ANVOL' })).body);
    expect(ia).toContain(labelGuid);
    expect(ia).not.toContain(slnGuid);
    expect(foundGuids((await search({ type: 'sln-label' })).body)).toEqual([slnGuid]);
    expect((await search({ lang: 'fr' })).body.data.total).toBe(0);
    const group = (await search({ q: 'anvol' })).body.data.families
      .flatMap((f: { products: { productName: string }[] }) => f.products)
      .find((p: { productName: string }) => p.productName === 'ANVOL');
    expect(group.documents[0]).toMatchObject({
      guid: labelGuid,
      type: 'label',
      language: 'en',
      revisionDate: '2025-01-10',
      url: `/doccenter/${labelGuid}`,
      pageUrl: `/product-labels/${labelGuid}`,
    });
    // Bad filters: a clear 400.
    expect((await search({ type: 'poster' })).status).toBe(400);
    expect((await search({ state: 'ZZ' })).status).toBe(400);
  });

  it('the PDF text worker stops once idle (it holds pdf.js in memory) and starts again for the next PDF', async () => {
    const pdf = t.app.get(PdfTextService);
    const file = await t.app.get(DataSource).getRepository(DocumentFileEntity).findOneByOrFail({ documentId: labelId });
    const labelFileId = file.id;
    pdf.idleMs = 50;
    pdf.enqueue(labelFileId);
    await pdf.idle();
    await new Promise((r) => setTimeout(r, 300));
    expect(pdf.running).toBe(false);
    // The next file is read by a new worker: its text is extracted as before.
    pdf.enqueue(labelFileId);
    await pdf.idle();
    expect((await search({ q: 'quixotrabble' })).body.data.total).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(pdf.running).toBe(false);
  });

  it('a replaced file becomes a superseded revision, still downloadable at its own address with its dates', async () => {
    const replaced = await upload(
      `/api/admin/documents/edit/${labelId}`,
      {
        title: 'ANVOL Label',
        kind: 'label',
        regionIds: '2,3',
        products: 'ANVOL',
        registrations: 'EPA: 71512-77',
        revisionDate: '2025-08-20',
        whatChanged: 'New rate table for sandy soils.',
        validUntil: '2026-08-31',
      },
      { bytes: simplePdf('ANVOL label', [{ text: 'Keep away from Zephyrwort compounds.' }]), name: 'anvol-label-2.pdf' },
    );
    expect(replaced.status).toBe(200);
    await settle();
    const view = (await t.http.get(`/api/labels/documents/${labelGuid}`)).body.data;
    expect(view.current).toMatchObject({ n: 2, revisionDate: '2025-08-20', whatChanged: 'New rate table for sandy soils.', supersededOn: null, url: `/doccenter/${labelGuid}` });
    expect(view.revisions).toHaveLength(1);
    expect(view.revisions[0]).toMatchObject({
      n: 1,
      revisionDate: '2025-01-10',
      effectiveDate: '2025-02-01',
      whatChanged: 'First edition.',
      validUntil: '2026-08-31',
      url: `/doccenter/${labelGuid}/revisions/1`,
    });
    expect(view.revisions[0].supersededOn).toBe(new Date().toISOString().slice(0, 10));
    expect(view.registrations).toEqual([{ agency: 'EPA', number: '71512-77' }]);

    const old = await t.http.get(`/doccenter/${labelGuid}/revisions/1`).buffer(true).parse(binary);
    expect(old.status).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect((old.body as Buffer).toString('latin1')).toContain('Quixotrabble');
    const current = await t.http.get(`/doccenter/${labelGuid}`).buffer(true).parse(binary);
    expect((current.body as Buffer).toString('latin1')).toContain('Zephyrwort');
    expect((await t.http.get(`/doccenter/${labelGuid}/revisions/9`)).status).toBe(404);
    // The search now finds the new text, not the old.
    expect(foundGuids((await search({ q: 'zephyrwort' })).body)).toEqual([labelGuid]);
    expect(foundGuids((await search({ q: 'quixotrabble' })).body)).toEqual([]);

    // Compare: a word-level diff of the two revisions' text.
    const compare = (await t.http.get(`/api/labels/documents/${labelGuid}`).query({ from: 1, to: 2 })).body.data.compare;
    expect(compare.parts.filter((p: { removed?: boolean }) => p.removed).map((p: { value: string }) => p.value.trim())).toContain('Quixotrabble');
    expect(compare.parts.filter((p: { added?: boolean }) => p.added).map((p: { value: string }) => p.value.trim())).toContain('Zephyrwort');
  });

  it('a QR code decodes to the document’s stable URL, as SVG and PNG', async () => {
    const png = await t.http.get(`/doccenter/${labelGuid}/qr.png`).buffer(true).parse(binary);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const img = PNG.sync.read(png.body as Buffer);
    const code = jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.byteLength), img.width, img.height);
    expect(code?.data).toBe(`${ORIGIN}/doccenter/${labelGuid}`);
    const svg = await t.http.get(`/doccenter/${labelGuid}/qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(String(svg.text ?? (svg.body as Buffer).toString())).toContain('<svg');
    // Cached like a page (anonymous GET), until a write bumps the site version.
    expect((await t.http.get(`/doccenter/${labelGuid}/qr.png`)).headers['x-cache']).toBe('HIT');
    // A document write bumps the site version: the next answer is made afresh.
    await upload(`/api/admin/documents/edit/${labelId}`, { title: 'ANVOL Label', kind: 'label', regionIds: '2,3', products: 'ANVOL', registrations: 'EPA: 71512-77' }).expect(200);
    expect((await t.http.get(`/doccenter/${labelGuid}/qr.png`)).headers['x-cache']).toBe('MISS');
    expect((await t.http.get('/doccenter/00000000-0000-4000-8000-000000000000/qr.svg')).status).toBe(404);
  });

  it('/product-labels and each document page render on the server (no script needed), with the URL’s filters, title, description and canonical', async () => {
    const list = await t.http.get('/product-labels?q=zephyrwort&state=IA').set('accept', 'text/html');
    expect(list.status).toBe(200);
    expect(list.text).toContain(`href="/doccenter/${labelGuid}"`);
    expect(list.text).toContain(`href="/product-labels/${labelGuid}"`);
    expect(list.text).not.toContain(`href="/doccenter/${slnGuid}"`);
    expect(list.text).toContain('value="zephyrwort"');
    expect(list.text).toMatch(/<option value="IA" selected="">Iowa<\/option>/);
    expect(list.text).toContain('1 document matches your search.');
    // Every current document is listed with no filter.
    const all = (await t.http.get('/product-labels').set('accept', 'text/html')).text;
    expect(all).toContain(`href="/doccenter/${slnGuid}"`);

    const page = await t.http.get(`/product-labels/${labelGuid}`).set('accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>ANVOL Label - Koch Agronomic Services</title>');
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/product-labels/${labelGuid}"`));
    expect(page.text).toMatch(/<meta name="description" content="Label for ANVOL \(English\), revised 2025-08-20\./);
    expect(page.text).toContain('Revision history');
    expect(page.text).toContain(`href="/doccenter/${labelGuid}/revisions/1"`);
    expect(page.text).toContain('Superseded on');
    expect(page.text).toContain('Valid on existing stock until August 31, 2026');
    expect(page.text).toContain(`src="/doccenter/${labelGuid}/qr.svg"`);
    const compare = (await t.http.get(`/product-labels/${labelGuid}?from=1&to=2`).set('accept', 'text/html')).text;
    expect(compare).toMatch(/<del><span class="visually-hidden">removed: <\/span>Quixotrabble<\/del>/);
    expect(compare).toMatch(/<ins><span class="visually-hidden">added: <\/span>Zephyrwort<\/ins>/);
    expect((await t.http.get('/product-labels/00000000-0000-4000-8000-000000000000').set('accept', 'text/html')).status).toBe(404);
    const sitemap = (await t.http.get('/sitemap.xml')).text;
    expect(sitemap).toContain(`/product-labels/${labelGuid}</loc>`);
  });

  it('subscribe → confirm → a new revision mails each confirmed subscriber once → unsubscribe stops it', async () => {
    const subscribe = (email: string, body: Record<string, unknown> = {}) => t.http.post('/api/labels/subscribe').send({ email, documents: [labelGuid], ...body });
    const first = await subscribe('grower@example.com');
    expect(first.status).toBe(200);
    const pending = await subscribe('pending@example.com', { documents: [], products: ['ANVOL'] });
    expect(pending.status).toBe(200);
    await settle();
    // Nothing but the confirmation before it is confirmed.
    const confirmMail = mailsTo('grower@example.com');
    expect(confirmMail).toHaveLength(1);
    expect(confirmMail[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const confirmUrl = /https:\/\/labels\.example\.com(\/label-notices\/confirm\/[A-Za-z0-9_-]+)/.exec(confirmMail[0])![1];

    // The same answer for an address that is already there.
    const again = await subscribe('grower@example.com');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await subscribe('not-an-address')).status).toBe(400);
    expect((await t.http.post('/api/labels/subscribe').send({ email: 'x@example.com' })).status).toBe(400);

    // The link shows a Confirm button; its POST confirms.
    const confirmPage = await t.http.get(confirmUrl);
    expect(confirmPage.status).toBe(200);
    expect(confirmPage.text).toContain(`<form method="post" action="${confirmUrl}">`);
    const confirmed = await t.http.post(confirmUrl).type('form').send('');
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Subscription confirmed');
    // A product follower too: confirmed through its own link.
    const productFollower = 'retailer@example.com';
    await subscribe(productFollower, { documents: [], products: ['ANVOL'] });
    await settle();
    await t.http
      .post(/https:\/\/labels\.example\.com(\/label-notices\/confirm\/[A-Za-z0-9_-]+)/.exec(mailsTo(productFollower)[0])![1])
      .type('form')
      .send('')
      .expect(200);

    const subscribers = (await t.http.get('/api/admin/labels/subscribers').set('authorization', `Bearer ${token}`)).body.data;
    expect(subscribers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'grower@example.com', targetType: 'document', target: labelGuid, targetName: 'ANVOL Label', status: 'confirmed' }),
        expect.objectContaining({ email: 'pending@example.com', targetType: 'product', target: 'ANVOL', status: 'pending' }),
      ]),
    );

    const before = mails().length;
    const third = await upload(
      `/api/admin/documents/edit/${labelId}`,
      { title: 'ANVOL Label', kind: 'label', regionIds: '2,3', products: 'ANVOL', revisionDate: '2025-11-02', whatChanged: 'Corrected the buffer-zone table.' },
      { bytes: simplePdf('ANVOL label', [{ text: 'Third edition.' }]), name: 'anvol-label-3.pdf' },
    );
    expect(third.status).toBe(200);
    await settle();
    const notices = mails().slice(before);
    expect(notices).toHaveLength(2);
    const toGrower = mailsTo('grower@example.com').filter((m) => m.includes('Corrected the buffer-zone table.'));
    expect(toGrower).toHaveLength(1);
    expect(toGrower[0]).toContain('2025-11-02');
    expect(toGrower[0]).toContain(`${ORIGIN}/product-labels/${labelGuid}`);
    expect(toGrower[0]).toMatch(/^List-Unsubscribe:\s+<https:\/\/labels\.example\.com\/label-notices\/unsubscribe\/[A-Za-z0-9_-]+>$/m);
    expect(mailsTo(productFollower).filter((m) => m.includes('Corrected the buffer-zone table.'))).toHaveLength(1);
    expect(mailsTo('pending@example.com')).toHaveLength(1); // only its confirmation

    const log = (await t.http.get('/api/admin/labels/notices').set('authorization', `Bearer ${token}`)).body.data;
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ documentGuid: labelGuid, revision: 3, revisionDate: '2025-11-02', status: 'sent' });
    const csv = (await t.http.get('/api/admin/labels/notices/export').set('authorization', `Bearer ${token}`)).body.data;
    expect(csv.csv.split('\n')[0]).toContain('Recipient');
    expect(csv.csv).toContain('grower@example.com');
    expect((await t.http.get('/api/admin/labels/notices')).status).toBe(401);

    // Unsubscribe: the grower with the link's button (a form POST), the retailer with the one-click header's POST.
    const growerUnsub = /^List-Unsubscribe:\s+<https:\/\/labels\.example\.com([^>]+)>$/m.exec(toGrower[0])![1];
    const page = await t.http.get(growerUnsub);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
    await t.http.post(growerUnsub).type('form').send({ 'List-Unsubscribe': 'One-Click' }).expect(200);
    const retailerUnsub = /^List-Unsubscribe:\s+<https:\/\/labels\.example\.com([^>]+)>$/m.exec(mailsTo(productFollower).pop()!)![1];
    await t.http.post(retailerUnsub).set('content-type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click').expect(200);

    const afterUnsub = mails().length;
    await upload(
      `/api/admin/documents/edit/${labelId}`,
      { title: 'ANVOL Label', kind: 'label', regionIds: '2,3', products: 'ANVOL', revisionDate: '2025-12-01', whatChanged: 'Fourth edition.' },
      { bytes: simplePdf('ANVOL label', [{ text: 'Fourth edition.' }]), name: 'anvol-label-4.pdf' },
    ).expect(200);
    await settle();
    expect(mails().length).toBe(afterUnsub);
  });

  it('the notify form works without script too: a form post answered with a page', async () => {
    const ok = await t.http
      .post('/label-notices/subscribe')
      .type('form')
      .send('email=nojs%40example.com&products=ANVOL&documents=' + labelGuid);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect(ok.text).toContain('Please check your inbox');
    const bad = await t.http.post('/label-notices/subscribe').type('form').send('email=nope&products=ANVOL');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Please enter a valid email address.');
    await settle();
    expect(mailsTo('nojs@example.com')).toHaveLength(1);
    const rows = (await t.http.get('/api/admin/labels/subscribers').set('authorization', `Bearer ${token}`)).body.data.filter((r: { email: string }) => r.email === 'nojs@example.com');
    expect(rows.map((r: { targetType: string; status: string }) => `${r.targetType}:${r.status}`).sort()).toEqual(['document:pending', 'product:pending']);
    // Staff remove one: it is gone, and the audit trail says who removed which address.
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.http.post(`/api/admin/labels/subscribers/delete/${rows[0].id}`).set(auth).send({})).status).toBeLessThan(300);
    const left = (await t.http.get('/api/admin/labels/subscribers').set(auth)).body.data.filter((r: { email: string }) => r.email === 'nojs@example.com');
    expect(left).toHaveLength(1);
    const audit = (await t.http.get('/api/admin/audit').query({ action: 'subscriber.remove' }).set(auth)).body.data.items;
    expect(audit.filter((e: { itemId: number }) => e.itemId === rows[0].id)).toEqual([expect.objectContaining({ itemTitle: 'nojs@example.com', section: 'subscribers' })]);
  });

  it('rate-limits subscriptions per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.http.post('/api/labels/subscribe').send({ email: 'busy@example.com', products: ['ANVOL'] })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('rate-limits subscriptions per IP (10 in 15 minutes)', async () => {
    // Earlier tests here used 9 of this IP's 10.
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await t.http.post('/api/labels/subscribe').send({ email: `ip-${i}@example.com`, products: ['ANVOL'] })).status);
    expect(statuses).toEqual([200, 429]);
    const refused = await t.http.post('/api/labels/subscribe').send({ email: 'ip-9@example.com', products: ['ANVOL'] });
    expect(refused.body).toEqual({ success: false, message: 'Too many requests. Please try again later.' });
  });
});
