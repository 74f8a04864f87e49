import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

import { expect, test } from '@playwright/test';

/** The entry script(s) a page loads. */
const entryScripts = (html: string) => [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);

// The public entry must not carry admin code: the admin layout and screens load as separate chunks.
test('the public entry bundle contains no admin code', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = entryScripts(html);
  expect(scripts).toHaveLength(1);
  expect(entryScripts(await (await request.get('/knowledge-center')).text())).toEqual(scripts);
  let gz = 0;
  for (const src of scripts) {
    const body = await (await request.get(src)).body();
    gz += zlib.gzipSync(body).length;
    const text = body.toString('utf8');
    for (const adminOnly of ['Save Changes', 'Your session is about to time out', 'admin-drawer']) {
      expect(text, `${src} must not contain "${adminOnly}"`).not.toContain(adminOnly);
    }
  }
  const dist = process.env.E2E_DIST ?? 'dist';
  const assets = fs.readdirSync(path.join(dist, 'client', 'assets'));
  expect(assets.some((f) => /^admin\..+\.js$/.test(f))).toBe(true);
  console.log(`public entry JS: ${(gz / 1024).toFixed(1)} KB gzip`);
});

test('hashed assets are cached for a year, immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const [src] = entryScripts(html);
  const res = await request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
