import * as fs from 'node:fs';
import * as path from 'node:path';

import sharp from 'sharp';

import { adminToken } from '../support/auth';
import { startS3Server, TestS3Server } from '../support/s3-server';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** A small PDF whose bytes differ per text. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

// Boots the whole app and hashes passwords: slow on a shared 2-core machine.
jest.setTimeout(30_000);

describe(`document library on S3-compatible storage (${TEST_DB})`, () => {
  let s3: TestS3Server;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
    token = await adminToken(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const binary = (req: ReturnType<TestApp['http']['get']>) =>
    req.buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  const auth = () => ({ authorization: `Bearer ${token}` });
  const add = (bytes: Buffer, filename: string, contentType = 'application/pdf', fields: Record<string, string> = {}) => {
    const req = t.http.post('/api/admin/documents/add').set(auth());
    for (const [k, v] of Object.entries({ title: 'CENTURO SDS', kind: 'sds', regionIds: '2,3', ...fields })) req.field(k, v);
    return req.attach('file', bytes, { filename, contentType });
  };
  const keysOf = async (guid: string) => (await s3.keys()).filter((k) => k.startsWith(`documents/${guid}/`));
  const total = async () => (await t.http.post('/api/admin/documents/filter').set(auth()).send({})).body.data.total as number;
  const tempFiles = () => fs.readdirSync(path.join(t.dataDir, 'documents', '.tmp'));

  it('stores an upload as an object in the bucket and serves it whole, by range and conditionally', async () => {
    const bytes = pdf('CENTURO safety data sheet, stored in the bucket');
    const res = await add(bytes, 'centuro-sds.pdf');
    expect(res.status).toBe(201);
    const doc = res.body.data;

    // The object really is in the bucket: the same bytes and type, under the prefix and the GUID.
    const keys = await keysOf(doc.guid);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^documents/${doc.guid}/[0-9a-f-]{36}\\.pdf$`));
    const stored = await s3.read(keys[0]);
    expect(Buffer.compare(stored.bytes, bytes)).toBe(0);
    expect(stored.contentType).toBe('application/pdf');
    // Nothing lands on local disk, and no temp file is left behind.
    expect(fs.existsSync(path.join(t.dataDir, 'documents', 'files'))).toBe(false);
    expect(tempFiles()).toEqual([]);

    const full = await binary(t.http.get(`/doccenter/${doc.guid}`));
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['content-length']).toBe(String(bytes.length));
    expect(Buffer.compare(full.body as Buffer, bytes)).toBe(0);

    const range = await binary(t.http.get(`/doccenter/${doc.guid}`).set('range', 'bytes=5-24'));
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 5-24/${bytes.length}`);
    expect(range.headers['content-length']).toBe('20');
    expect(Buffer.compare(range.body as Buffer, bytes.subarray(5, 25))).toBe(0);
    const suffix = await binary(t.http.get(`/doccenter/${doc.guid}`).set('range', 'bytes=-6'));
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 6}-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.compare(suffix.body as Buffer, bytes.subarray(bytes.length - 6))).toBe(0);
    const past = await t.http.get(`/doccenter/${doc.guid}`).set('range', `bytes=${bytes.length + 10}-`);
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const notModified = await t.http.get(`/doccenter/${doc.guid}`).set('if-none-match', full.headers.etag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(full.headers.etag);
    const since = await t.http.get(`/doccenter/${doc.guid}`).set('if-modified-since', full.headers['last-modified']);
    expect(since.status).toBe(304);
    const stale = await t.http.get(`/doccenter/${doc.guid}`).set('if-none-match', '"somethingelse"');
    expect(stale.status).toBe(200);
  });

  it('replace adds a new object behind the same GUID, restore serves the old one again, delete removes both', async () => {
    const first = pdf('SUPERU SDS, first edition');
    const doc = (await add(first, 'superu-sds.pdf', 'application/pdf', { title: 'SUPERU SDS' })).body.data;
    const second = pdf('SUPERU SDS, second edition with more text');
    const replaced = await t.http
      .post(`/api/admin/documents/edit/${doc.id}`)
      .set(auth())
      .field('title', 'SUPERU SDS')
      .field('kind', 'sds')
      .field('regionIds', '2')
      .attach('file', second, { filename: 'superu-sds-2025.pdf', contentType: 'application/pdf' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.guid).toBe(doc.guid);
    expect(await keysOf(doc.guid)).toHaveLength(2);
    const served = await binary(t.http.get(`/doccenter/${doc.guid}`));
    expect(Buffer.compare(served.body as Buffer, second)).toBe(0);

    const oldFile = replaced.body.data.files.find((f: { current: boolean }) => !f.current);
    const restored = await t.http.post(`/api/admin/documents/restore/${doc.id}/${oldFile.id}`).set(auth());
    expect(restored.status).toBe(200);
    const again = await binary(t.http.get(`/doccenter/${doc.guid}`));
    expect(Buffer.compare(again.body as Buffer, first)).toBe(0);

    const del = await t.http.post(`/api/admin/documents/delete/${doc.id}`).set(auth());
    expect(del.status).toBe(200);
    expect(await keysOf(doc.guid)).toEqual([]);
    expect((await t.http.get(`/doccenter/${doc.guid}`)).status).toBe(404);
  });

  it('makes a resized copy of a photo once, keeps it in the bucket, and serves it again from there', async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f7d4f' } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const up = await add(photo, 'field.jpg', 'image/jpeg', { title: 'Field photo', kind: 'image' });
    expect(up.status).toBe(201);
    const url = `/doccenter/${up.body.data.guid}`;

    const webp = await binary(t.http.get(`${url}?w=640`).set('accept', 'image/avif,image/webp,*/*'));
    expect(webp.status).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 });
    const renditions = (await s3.keys()).filter((k) => k.startsWith('documents/renditions/'));
    expect(renditions).toEqual([expect.stringMatching(/^documents\/renditions\/[0-9a-f]{64}\/640\.webp$/)]);
    expect(Buffer.compare((await s3.read(renditions[0])).bytes, webp.body as Buffer)).toBe(0);

    const again = await binary(t.http.get(`${url}?w=640`).set('accept', 'image/webp'));
    expect(again.headers.etag).toBe(webp.headers.etag);
    expect(Buffer.compare(again.body as Buffer, webp.body as Buffer)).toBe(0);
    await t.http.get(`${url}?w=640`).set('accept', 'image/webp').set('if-none-match', webp.headers.etag).expect(304);
  });

  it('answers a clean 404 for a file lost from the bucket', async () => {
    const lost = (await add(pdf('lost'), 'lost.pdf')).body.data;
    const [key] = await keysOf(lost.guid);
    await s3.remove(key);
    const gone = await t.http.get(`/doccenter/${lost.guid}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, message: 'The document was not found.' });
    expect(gone.headers['content-disposition']).toBeUndefined();
  });

  // Last: it empties the bucket.
  it('leaves nothing behind when the bucket refuses an upload', async () => {
    const before = await total();
    await s3.dropBucket();
    try {
      const res = await add(pdf('ANVOL SDS'), 'anvol-sds.pdf', 'application/pdf', { title: 'ANVOL SDS' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, message: 'Sorry, something went wrong. Please try again later.' });
    } finally {
      await s3.createBucket();
    }
    expect(await total()).toBe(before);
    expect(await s3.keys()).toEqual([]);
    expect(tempFiles()).toEqual([]);
  });
});
