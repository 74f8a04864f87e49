import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { authorizationHeader } from '../../src/documents/storage/sigv4';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

const KEY = { id: 'AKIDTESTEXAMPLE', secret: 'test-secret-key-for-the-fake-bucket' };

/** A tiny S3 stand-in: checks each request's SigV4 signature and payload hash, keeps objects in memory, serves ranges. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  const state = { failPuts: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
      const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
      const payloadHash = String(req.headers['x-amz-content-sha256']);
      const expected = authorizationHeader({ method: req.method!, url: new URL(req.url!, `http://${req.headers.host}`), headers, payloadHash, region: 'us-east-1', service: 's3', accessKeyId: KEY.id, secretAccessKey: KEY.secret });
      const hashOk = req.method !== 'PUT' || crypto.createHash('sha256').update(body).digest('hex') === payloadHash;
      if (auth !== expected || !hashOk || !signed.includes('host') || !signed.includes('x-amz-date')) {
        refused.push(`${req.method} ${req.url}`);
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(req.url!.split('?')[0]);
      if (req.method === 'PUT' && state.failPuts) {
        res.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
      } else if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        const m = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
        if (m) {
          const part = o.body.subarray(Number(m[1]), Number(m[2]) + 1);
          res.writeHead(206, { 'content-range': `bytes ${m[1]}-${m[2]}/${o.body.length}`, 'content-length': part.length }).end(part);
        } else res.writeHead(200, { 'content-length': o.body.length }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, refused, state };
}

// Boots the whole app and hashes passwords: slow on a shared 2-core machine.
jest.setTimeout(30_000);

describe(`document library on S3-compatible storage (${TEST_DB})`, () => {
  let t: TestApp;
  let token: string;
  const s3 = fakeS3();

  beforeAll(async () => {
    await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
    const port = (s3.server.address() as AddressInfo).port;
    t = await createTestApp({ DOCUMENT_STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'site-docs', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: KEY.id, S3_SECRET_ACCESS_KEY: KEY.secret });
    token = await adminToken(t);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await new Promise((r) => s3.server.close(r));
  });

  it('stores uploads in the bucket with signed requests, serves them with ranges, and deletes them', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% a small test document stored in the bucket\n%%EOF\n');
    const res = await t.http
      .post('/api/admin/documents/add')
      .set('authorization', `Bearer ${token}`)
      .field('title', 'CENTURO SDS')
      .field('kind', 'sds')
      .field('regionIds', '2,3')
      .attach('file', bytes, { filename: 'centuro-sds.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    const doc = res.body.data;
    const keys = [...s3.objects.keys()];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^/site-docs/documents/${doc.guid}/[0-9a-f-]{36}\\.pdf$`));
    expect(Buffer.compare(s3.objects.get(keys[0])!.body, bytes)).toBe(0);
    expect(s3.objects.get(keys[0])!.type).toBe('application/pdf');
    // Nothing lands on local disk, and no temp file is left behind.
    expect(fs.existsSync(path.join(t.dataDir, 'documents', 'files'))).toBe(false);
    expect(fs.readdirSync(path.join(t.dataDir, 'documents', '.tmp'))).toEqual([]);

    const full = await t.http.get(`/doccenter/${doc.guid}`);
    expect(full.status).toBe(200);
    expect(Number(full.headers['content-length'])).toBe(bytes.length);
    const range = await t.http.get(`/doccenter/${doc.guid}`).set('range', 'bytes=0-7');
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-7/${bytes.length}`);

    const del = await t.http.post(`/api/admin/documents/delete/${doc.id}`).set('authorization', `Bearer ${token}`);
    expect(del.status).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect(s3.refused).toEqual([]);
  });

  it('leaves nothing behind when the bucket refuses an upload', async () => {
    s3.state.failPuts = true;
    try {
      const res = await t.http
        .post('/api/admin/documents/add')
        .set('authorization', `Bearer ${token}`)
        .field('title', 'ANVOL SDS')
        .field('kind', 'sds')
        .field('regionIds', '2')
        .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'anvol-sds.pdf', contentType: 'application/pdf' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, message: 'Sorry, something went wrong. Please try again later.' });
    } finally {
      s3.state.failPuts = false;
    }
    const list = await t.http.post('/api/admin/documents/filter').set('authorization', `Bearer ${token}`).send({});
    expect(list.body.data.total).toBe(0);
    expect(s3.objects.size).toBe(0);
    expect(fs.readdirSync(path.join(t.dataDir, 'documents', '.tmp'))).toEqual([]);
  });
});
