import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

import { DataSource } from 'typeorm';

import { CLIENT_ASSETS_DIR } from '../../src/web/paths';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** A GET on the app's own port with Node's client, which hands back the bytes as sent (no decoding). */
function rawGet(t: TestApp, urlPath: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe(`foundation (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API route with a 404 JSON envelope, never the SPA page', async () => {
    const res = await t.http.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('reports the database up on /health/ready and liveness on /health/live', async () => {
    const ready = await t.http.get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, data: { status: 'up', database: 'up' } });
    const live = await t.http.get('/health/live');
    expect(live.body).toEqual({ success: true, data: { status: 'up' } });
  });

  it('answers a client route with the app HTML and status 200', async () => {
    // A known client route (an unknown path is a real 404 since the public site landed: test/api/seo.e2e-spec.ts).
    const res = await t.http.get('/account/login');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // A public page: a shared cache may keep it briefly (the CDN settings), a browser revalidates it each time.
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('answers a missing asset or file path with 404, never the HTML', async () => {
    for (const p of ['/assets/missing.123.js', '/missing-file.png']) {
      const res = await t.http.get(p);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  it('sends the build-time brotli and gzip copies of a script, never compressing it per request', async () => {
    const html = (await t.http.get('/')).text;
    const src = /<script[^>]+src="(\/assets\/main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const asset = path.join(CLIENT_ASSETS_DIR, src!.slice('/assets/'.length));
    const raw = (b: Buffer) => b;
    for (const [encoding, suffix, decode] of [
      ['br', '.br', zlib.brotliDecompressSync],
      ['gzip', '.gz', zlib.gunzipSync],
      ['identity', '', raw],
    ] as const) {
      const res = await rawGet(t, src!, { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Exactly the file the build wrote, and it decodes to the script.
      expect(res.body.equals(fs.readFileSync(asset + suffix))).toBe(true);
      expect(decode(res.body).equals(fs.readFileSync(asset))).toBe(true);
    }
  });

  it('sends security headers', async () => {
    const res = await t.http.get('/health/live');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const res = await t.http.post('/auth/login').set('content-type', 'application/json').send('{"bad json');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('refuses a body with an unknown field on a validated route, naming the field', async () => {
    const res = await t.http.post('/auth/login').send({ Username: 'a@example.com', Password: 'x', isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('isAdmin');
    expect(res.body.errors).toHaveProperty('isAdmin');
  });

  it('reports the database down (503) when it is unreachable', async () => {
    const ds = t.app.get(DataSource);
    await ds.destroy();
    const res = await t.http.get('/health/ready');
    expect(res.status).toBe(503);
    expect(res.body.success).toBe(false);
    await ds.initialize();
  });
});
