import * as fs from 'node:fs';
import * as path from 'node:path';

import sharp from 'sharp';
import { DataSource } from 'typeorm';

import { PasswordService } from '../../src/auth/password.service';
import { DocumentsService } from '../../src/documents/documents.service';
import { AdminUser } from '../../src/users/entities/admin-user.entity';
import { AdminUserRole } from '../../src/users/entities/admin-user-role.entity';
import { SiteRole } from '../../src/users/entities/site-role.entity';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

const LIMIT = 200_000;

/** A small valid PDF whose text differs per call, so two uploads have different bytes. */
function pdf(text: string, padTo = 0): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const buf = Buffer.from(out, 'latin1');
  return padTo > buf.length ? Buffer.concat([buf, Buffer.alloc(padTo - buf.length, 0x20)]) : buf;
}

/** A PNG header for a 2×3 image (the sniffer reads the signature and IHDR). */
const PNG_2x3 = (() => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(3, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(13);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    len,
    Buffer.from('IHDR'),
    ihdr,
    Buffer.alloc(4),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('IEND'),
    Buffer.alloc(4),
  ]);
})();

// Boots the whole app and hashes passwords: slow on a shared 2-core machine.
jest.setTimeout(30_000);

describe(`document library and /doccenter (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  let editorToken: string;

  beforeAll(async () => {
    t = await createTestApp({ UPLOAD_MAX_BYTES: String(LIMIT) });
    token = await adminToken(t);
    // An Editor account (the users screens belong to another feature; insert it directly).
    const ds = t.app.get(DataSource);
    const now = new Date();
    const user = await ds.getRepository(AdminUser).save({
      email: 'editor@example.com',
      passwordHash: await t.app.get(PasswordService).hash('editor-password-long-enough'),
      lastLogin: null,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const role = await ds.getRepository(SiteRole).findOneByOrFail({ name: 'Editor' });
    await ds.getRepository(AdminUserRole).insert({ userId: user.id, siteRoleId: role.id });
    const login = await t.http.post('/auth/login').send({ Username: 'editor@example.com', Password: 'editor-password-long-enough' });
    editorToken = login.body.data.token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const add = (bytes: Buffer, filename: string, fields: Record<string, string> = {}, bearer: string | null = token) => {
    const req = t.http.post('/api/admin/documents/add');
    if (bearer) req.set('authorization', `Bearer ${bearer}`);
    const f = { title: 'AGROTAIN Label', kind: 'label', regionIds: '2,3', ...fields };
    for (const [k, v] of Object.entries(f)) req.field(k, v);
    return req.attach('file', bytes, { filename, contentType: 'application/pdf' });
  };
  const tempFiles = () => {
    const dir = path.join(t.dataDir, 'documents', '.tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('anonymous visitors cannot upload; an Editor can, and the GUID link serves the file', async () => {
    const anon = await add(pdf('anonymous'), 'a.pdf', {}, null);
    expect(anon.status).toBe(401);
    expect(anon.body.success).toBe(false);

    const bytes = pdf('Editor upload');
    const res = await add(bytes, 'AGROTAIN® label (2024).pdf', { title: 'AGROTAIN Label' }, editorToken);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const doc = res.body.data;
    expect(doc.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc).toMatchObject({ title: 'AGROTAIN Label', kind: 'label', regionIds: [2, 3], contentType: 'application/pdf', size: bytes.length, url: `/doccenter/${doc.guid}` });
    expect(doc.files).toHaveLength(1);
    expect(doc.files[0].uploadedBy).toBe('editor@example.com');

    const served = await t.http
      .get(`/doccenter/${doc.guid}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="AGROTAIN-label-2024\.pdf"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(served.headers['last-modified']).toBeDefined();
    expect(served.headers['accept-ranges']).toBe('bytes');
  });

  it('replace keeps the GUID and serves the new bytes; the history lists both; restore makes the old file current', async () => {
    const first = pdf('version one');
    const created = (await add(first, 'sds.pdf', { title: 'SUPERU SDS', kind: 'sds' })).body.data;
    const second = pdf('version two, longer text');
    const replaced = await t.http
      .post(`/api/admin/documents/edit/${created.id}`)
      .set('authorization', `Bearer ${token}`)
      .field('title', 'SUPERU Safety Data Sheet')
      .field('kind', 'sds')
      .field('regionIds', '2')
      .attach('file', second, { filename: 'superu-sds-2025.pdf', contentType: 'application/pdf' });
    expect(replaced.status).toBe(200);
    const after = replaced.body.data;
    expect(after.guid).toBe(created.guid);
    expect(after.title).toBe('SUPERU Safety Data Sheet');
    expect(after.regionIds).toEqual([2]);
    expect(after.files.map((f: { fileName: string; current: boolean }) => [f.fileName, f.current])).toEqual([
      ['superu-sds-2025.pdf', true],
      ['sds.pdf', false],
    ]);
    expect(after.files.every((f: { uploadedAt: string }) => !Number.isNaN(Date.parse(f.uploadedAt)))).toBe(true);

    const served = await t.http.get(`/doccenter/${created.guid}`);
    expect(served.status).toBe(200);
    expect(Number(served.headers['content-length'])).toBe(second.length);
    expect(served.headers['content-disposition']).toContain('superu-sds-2025.pdf');

    const oldFileId = after.files[1].id;
    const restored = await t.http.post(`/api/admin/documents/restore/${created.id}/${oldFileId}`).set('authorization', `Bearer ${token}`);
    expect(restored.status).toBe(200);
    expect(restored.body.data.currentFileId).toBe(oldFileId);
    expect(restored.body.data.files).toHaveLength(2);
    const again = await t.http.get(`/doccenter/${created.guid}`);
    expect(Number(again.headers['content-length'])).toBe(first.length);
    expect(again.headers.etag).not.toBe(served.headers.etag);

    // A file id from another document is refused.
    const other = await t.http.post(`/api/admin/documents/restore/${created.id}/999999`).set('authorization', `Bearer ${token}`);
    expect(other.status).toBe(404);
  });

  it('refuses a renamed executable, an HTML page named .pdf, an empty file and an over-size file, leaving nothing behind', async () => {
    const before = (await t.http.post('/api/admin/documents/filter').set('authorization', `Bearer ${token}`).send({})).body.data.total;
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]);
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    for (const [bytes, name] of [
      [exe, 'setup.pdf'],
      [html, 'label.pdf'],
      [Buffer.from('PK\x03\x04 not really a docx', 'latin1'), 'report.docx'],
    ] as const) {
      const res = await add(bytes, name);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'This file type is not allowed. Upload a PDF, PNG, JPEG, WebP, SVG, DOCX or XLSX file.' });
      expect(res.body.errors.file).toBe(res.body.message);
    }
    const empty = await add(Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The file is empty.');

    const big = await add(pdf('big', LIMIT + 5000), 'big.pdf');
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('The file is too large. The limit is 195.3 KB.');

    const noFile = await t.http.post('/api/admin/documents/add').set('authorization', `Bearer ${token}`).field('title', 'x').field('kind', 'label').field('regionIds', '2');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Please choose a file to upload.');

    const noTitle = await add(pdf('no title'), 'x.pdf', { title: ' ' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors.title).toBe('Title is required.');

    const after = (await t.http.post('/api/admin/documents/filter').set('authorization', `Bearer ${token}`).send({})).body.data.total;
    expect(after).toBe(before);
    expect(tempFiles()).toEqual([]);
  });

  it('answers 304 to a matching ETag or a fresh If-Modified-Since', async () => {
    const doc = (await add(pdf('cache me'), 'cache.pdf')).body.data;
    const first = await t.http.get(`/doccenter/${doc.guid}`);
    const etag = first.headers.etag;
    const notModified = await t.http.get(`/doccenter/${doc.guid}`).set('if-none-match', etag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.text ?? '').toBe('');
    const stale = await t.http.get(`/doccenter/${doc.guid}`).set('if-none-match', '"somethingelse"');
    expect(stale.status).toBe(200);
    const since = await t.http.get(`/doccenter/${doc.guid}`).set('if-modified-since', first.headers['last-modified']);
    expect(since.status).toBe(304);
  });

  it('answers a Range request with 206 and exactly those bytes, and 416 past the end', async () => {
    const bytes = pdf('range test with some text in it');
    const doc = (await add(bytes, 'range.pdf')).body.data;
    const res = await t.http
      .get(`/doccenter/${doc.guid}`)
      .set('range', 'bytes=5-24')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 5-24/${bytes.length}`);
    expect(res.headers['content-length']).toBe('20');
    expect(Buffer.compare(res.body as Buffer, bytes.subarray(5, 25))).toBe(0);

    const suffix = await t.http.get(`/doccenter/${doc.guid}`).set('range', 'bytes=-6');
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 6}-${bytes.length - 1}/${bytes.length}`);

    const past = await t.http.get(`/doccenter/${doc.guid}`).set('range', `bytes=${bytes.length + 10}-`);
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 for an unknown or malformed GUID', async () => {
    const unknown = await t.http.get('/doccenter/3f0c1d9e-1111-4222-8333-444455556666');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: 'The document was not found.' });
    expect((await t.http.get('/doccenter/not-a-guid')).status).toBe(404);
    // A browser following a dead link gets a readable page pointing to the labels list.
    const page = await t.http.get('/doccenter/3f0c1d9e-1111-4222-8333-444455556666').set('accept', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Document not found');
    expect(page.text).toContain('href="/product-labels"');
    // A file lost from storage answers a clean 404, not half a file response.
    const lost = (await add(pdf('lost'), 'lost.pdf')).body.data;
    fs.rmSync(path.join(t.dataDir, 'documents', 'files', lost.guid), { recursive: true, force: true });
    const gone = await t.http.get(`/doccenter/${lost.guid}`);
    expect(gone.status).toBe(404);
    expect(gone.headers['content-disposition']).toBeUndefined();
  });

  it('sanitizes an SVG (no script, no handlers, no foreignObject) and records image sizes', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" onclick="x()" fill="green"/><foreignObject><div>hi</div></foreignObject><a href="javascript:alert(3)"><circle r="4"/></a></svg>',
    );
    const res = await add(svg, 'logo.svg', { title: 'Logo', kind: 'image' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 80, fileName: 'logo.svg' });
    const served = await t.http
      .get(`/doccenter/${res.body.data.guid}`)
      .buffer(true)
      .parse((r, cb) => {
        let s = '';
        r.on('data', (c: Buffer) => (s += c.toString()));
        r.on('end', () => cb(null, s));
      });
    const text = served.body as string;
    expect(text).toContain('<rect');
    expect(text).toContain('<circle');
    expect(text).not.toMatch(/script|onload|onclick|foreignObject|javascript/i);
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const png = await add(PNG_2x3, 'pixel.pdf', { title: 'Pixel', kind: 'image' });
    expect(png.status).toBe(201);
    // The bytes decide: a PNG named .pdf is stored and served as a PNG.
    expect(png.body.data).toMatchObject({ contentType: 'image/png', width: 2, height: 3, fileName: 'pixel.png' });
  });

  it('answers ?w= with a resized WebP copy of a photo, made once and kept, and ignores it for other files', async () => {
    const binary = (req: ReturnType<TestApp['http']['get']>) =>
      req.buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f7d4f' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const up = await add(photo, 'field.jpg', { title: 'Field photo', kind: 'image' });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 900 });
    const url = `/doccenter/${up.body.data.guid}`;

    const webp = await binary(t.http.get(`${url}?w=640`).set('accept', 'image/avif,image/webp,*/*'));
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    expect((webp.body as Buffer).length).toBeLessThan(photo.length);
    // Kept: the same bytes and ETag the next time, and 304 for a matching ETag.
    const again = await binary(t.http.get(`${url}?w=640`).set('accept', 'image/webp'));
    expect(again.headers.etag).toBe(webp.headers.etag);
    expect(Buffer.compare(again.body as Buffer, webp.body as Buffer)).toBe(0);
    await t.http.get(`${url}?w=640`).set('accept', 'image/webp').set('if-none-match', webp.headers.etag).expect(304);

    // A browser without WebP gets a JPEG of that width.
    const jpeg = await binary(t.http.get(`${url}?w=320`).set('accept', 'image/*'));
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 320 });
    // Never enlarged: a width at or above the photo's own answers the original.
    const full = await binary(t.http.get(`${url}?w=1920`).set('accept', 'image/webp'));
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(full.body as Buffer, photo)).toBe(0);

    // Only the listed widths are made.
    const bad = await t.http.get(`${url}?w=641`).expect(400);
    expect(bad.body).toEqual({ success: false, message: 'Width must be one of 320, 640, 960, 1280, 1920.', errors: { w: 'Width must be one of 320, 640, 960, 1280, 1920.' } });
    // A PDF ignores the width.
    const doc = await add(pdf('not an image'), 'n.pdf', { title: 'Not an image' });
    const served = await t.http.get(`/doccenter/${doc.body.data.guid}?w=640`).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('lists documents with search, kind and region filters and sorting by date; public info and legal lookups', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const ca = (await add(pdf('tribune'), 'tribune.pdf', { title: 'TRIBUNE Label', kind: 'label', regionIds: '3' })).body.data;
    const byKind = (await t.http.post('/api/admin/documents/filter').set(auth).send({ kind: 'sds' })).body.data;
    expect(byKind.items.every((d: { kind: string }) => d.kind === 'sds')).toBe(true);
    expect(byKind.total).toBeGreaterThan(0);
    const search = (await t.http.post('/api/admin/documents/filter').set(auth).send({ search: 'tribune' })).body.data;
    expect(search.items.map((d: { id: number }) => d.id)).toEqual([ca.id]);
    const canada = (await t.http.post('/api/admin/documents/filter').set(auth).send({ regionId: 3, kind: 'label' })).body.data;
    expect(canada.items.map((d: { title: string }) => d.title)).toContain('TRIBUNE Label');
    expect(canada.items.every((d: { regionIds: number[] }) => d.regionIds.includes(3))).toBe(true);
    const newest = (await t.http.post('/api/admin/documents/filter').set(auth).send({ sort: 'newest' })).body.data.items;
    const oldest = (await t.http.post('/api/admin/documents/filter').set(auth).send({ sort: 'oldest' })).body.data.items;
    expect(newest[0].id).toBe(ca.id);
    expect(oldest[oldest.length - 1].id).toBe(ca.id);
    const bad = await t.http.post('/api/admin/documents/filter').set(auth).send({ kind: 'nope' });
    expect(bad.status).toBe(400);
    expect((await t.http.post('/api/admin/documents/filter').send({})).status).toBe(401);

    const info = await t.http.post('/api/documents/info').send({ guids: [ca.guid, '3f0c1d9e-1111-4222-8333-444455556666'] });
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual([expect.objectContaining({ guid: ca.guid, title: 'TRIBUNE Label', contentType: 'application/pdf' })]);
    const legal = await t.http.get('/api/documents/legal');
    expect(legal.body.data).toEqual({ patent: null, modernSlavery: null });
  });

  it('clears temp files a stopped process left behind, but not uploads in progress', async () => {
    const dir = path.join(t.dataDir, 'documents', '.tmp');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'stale.part'), 'x');
    const old = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(path.join(dir, 'stale.part'), old, old);
    fs.writeFileSync(path.join(dir, 'live.part'), 'y');
    await t.app.get(DocumentsService).onModuleInit();
    expect(fs.readdirSync(dir)).toEqual(['live.part']);
    fs.rmSync(path.join(dir, 'live.part'));
  });

  it('deletes a document and its files; its link then answers 404', async () => {
    const doc = (await add(pdf('to delete'), 'gone.pdf')).body.data;
    // While a product label links it, deleting is refused.
    const label = await t.http
      .post('/api/admin/product-labels/add')
      .set('authorization', `Bearer ${token}`)
      .send({
        title: 'CROPMIX',
        regionIds: [2],
        productLabel: { productName: 'CROPMIX', family: 'micronutrients', labelDocumentGuid: doc.guid, sdsDocumentGuid: null, supplemental: [], sortOrder: 0 },
      });
    expect(label.status).toBeLessThan(300);
    const detail = await t.http.get(`/api/admin/documents/get/${doc.id}`).set('authorization', `Bearer ${token}`);
    expect(detail.body.data.usedBy).toEqual([{ kind: 'product-labels', baseId: label.body.data.baseId, title: 'CROPMIX' }]);
    const refused = await t.http.post(`/api/admin/documents/delete/${doc.id}`).set('authorization', `Bearer ${token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This document is still linked from “CROPMIX”. Link another document there first.');
    expect((await t.http.get(`/doccenter/${doc.guid}`)).status).toBe(200);
    const unlinked = await t.http
      .post('/api/admin/product-labels/add')
      .set('authorization', `Bearer ${token}`)
      .send({
        baseId: label.body.data.baseId,
        basedOnVersionId: label.body.data.latestVersionId,
        title: 'CROPMIX',
        regionIds: [2],
        productLabel: { productName: 'CROPMIX', family: 'micronutrients', labelDocumentGuid: null, sdsDocumentGuid: null, supplemental: [], sortOrder: 0 },
      });
    expect(unlinked.status).toBeLessThan(300);

    const res = await t.http.post(`/api/admin/documents/delete/${doc.id}`).set('authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect((await t.http.get(`/doccenter/${doc.guid}`)).status).toBe(404);
    expect((await t.http.get(`/api/admin/documents/get/${doc.id}`).set('authorization', `Bearer ${token}`)).status).toBe(404);
    expect(fs.existsSync(path.join(t.dataDir, 'documents', 'files', doc.guid)) ? fs.readdirSync(path.join(t.dataDir, 'documents', 'files', doc.guid)) : []).toEqual([]);
  });
});
