import * as fs from 'node:fs';
import * as http from 'node:http';
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

// PurgeCSS keeps only the class names it finds written in the sources: one composed at run time (`name--${value}`)
// needs its prefix in the safelist (webpack.config.ts), or its rules are dropped from the build.
test('the styles of class names composed at run time survive the CSS purge', () => {
  const dist = process.env.E2E_DIST ?? 'dist';
  const dir = path.join(dist, 'client', 'assets');
  const css = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const sources = (d: string): string[] =>
    fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(d, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(d, e.name)] : []));
  const composed = new Set(sources('client/src').flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/([a-z][a-z0-9_-]*--)\$\{/g)].map((m) => m[1])));
  const authored = fs
    .readdirSync('client/src', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join('client/src', f), 'utf8'))
    .join('\n');
  expect(composed.size).toBeGreaterThan(0);
  for (const prefix of composed) {
    // Only prefixes the stylesheets style: each of their rules must be in the build.
    const rules = [...new Set([...authored.matchAll(new RegExp(`\\.(${prefix}[a-z0-9-]+)`, 'g'))].map((m) => m[1]))];
    for (const rule of rules) expect(css.includes(`.${rule}`), `.${rule} is missing from the built CSS`).toBe(true);
  }
});

test('hashed assets are cached for a year, immutable', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const [src] = entryScripts(html);
  const res = await request.get(src);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/**
 * The body's bytes as sent (not decoded) for one Accept-Encoding. A script of 1 KB or more must come in that
 * encoding, and decode to the script itself (the build's .gz and .br copies are what clients are sent).
 */
function transferredBytes(src: string, encoding: 'gzip' | 'br', script: Buffer): Promise<number> {
  const base = new URL(test.info().project.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT}`);
  return new Promise((resolve, reject) => {
    http
      .get({ host: base.hostname, port: base.port, path: src, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const sentAs = res.headers['content-encoding'] ?? 'identity';
          // A script under 1 KB has no compressed copy (webpack.config.ts threshold): it is sent as it is.
          if (sentAs !== encoding && body.length >= 1024) return reject(new Error(`${src}: sent as ${sentAs}, not ${encoding}`));
          const decoded = sentAs === 'gzip' ? zlib.gunzipSync(body) : sentAs === 'br' ? zlib.brotliDecompressSync(body) : body;
          if (!decoded.equals(script)) return reject(new Error(`${src}: the ${sentAs} copy does not decode to the script`));
          resolve(body.length);
        });
      })
      .on('error', reject);
  });
}

/**
 * The JavaScript a first load of each public template fetches (every script), with an empty cache, in
 * the bytes a client that accepts gzip but not brotli is sent (the build's Zopfli .gz copies; Chromium is sent
 * brotli, ~11 KB less), against the target: 100 KB on every page, French ones included. The floor is the entry
 * (~85 KB: react-dom 18 ~42 KB with react and the
 * scheduler ~4 KB, react-router's declarative router ~9.5 KB, RTK + immer + redux + react-redux ~9 KB, react-intl, the
 * header, region, store, route table and webpack's chunk loading), plus the route's chunk (1–11 KB). No longer
 * in a first load: the results map's outlines (a JSON file fetched when the map is drawn, not a script), the
 * selector's saga, redux-saga and API client (they load with the visitor's first answer), the directory code a
 * page does not show (Find a Rep, the results and the thank-you pages are chunks of their own), the data router, react-router's unused
 * components (Form, ScrollRestoration) and Link's framework-mode prefetching, redux-persist, the admin's route
 * table, the API client where the server rendered the page's data (home, product, custom pages: it loads
 * when a section needing data comes near), a public page's saga (until it is needed), the footer's code
 * (until the footer is near; never where it is hidden), react-bootstrap's Alert and its transitions (until a
 * message shows), react-bootstrap's form parts on the directory pages, the "Notify me of changes" form's code
 * (until the form is near), SVG art inlined as base64 (now files, or CSS). Measured as Lighthouse's mobile run
 * loads a page (a 412×823 viewport: what is near the first screen loads too), against the target.
 */
const MOBILE = { width: 412, height: 823 };
const firstLoadBudgets: Array<[string, number]> = [
  ['/', 100],
  ['/agrotain', 100],
  ['/knowledge-center', 100],
  ['/knowledge-center/podcast-planning-your-spring-nitrogen', 100],
  ['/press-releases', 100],
  ['/product-labels', 100],
  ['/find-a-rep', 100],
  ['/reps-retailers?label=Retailers&zip=50309', 100],
  ['/retailer-thankyou', 100],
  ['/product-selector', 100],
  ['/about', 100],
  ['/terms-of-use', 100],
  // French pages load the French text of the header and of the page's code (small chunks of their own, 2–4 KB in all) beside the same code.
  ['/fr/home-ca', 100],
  ['/fr/agrotain-ca', 100],
  ['/fr/can/knowledge-center', 100],
  ['/fr/reps-retailers?label=Retailers&zip=T2P%201J9', 100],
  ['/fr/product-selector', 100],
];
for (const [url, budgetKb] of firstLoadBudgets) {
  test(`first-load JS of ${url} stays within ${budgetKb} KB gzip, with no map atlas or d3-geo`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-hydrated="1"], #root:not([data-ssr])').first()).toBeAttached();
    // What a client that accepts gzip (not brotli) is sent: the build's precompressed .gz bytes, as transferred.
    let gz = 0;
    let br = 0;
    for (const src of scripts) {
      const script = await (await page.request.get(src, { headers: { 'accept-encoding': 'identity' } })).body();
      gz += await transferredBytes(src, 'gzip', script);
      br += await transferredBytes(src, 'br', script);
    }
    expect([...scripts].filter((s) => /\/(us-atlas|world-atlas|world-land)\./.test(s))).toEqual([]);
    console.log(`${url}: first-load JS ${(gz / 1024).toFixed(1)} KB gzip (${(br / 1024).toFixed(1)} KB br) in ${scripts.size} files`);
    expect(gz / 1024).toBeLessThanOrEqual(budgetKb);
    await context.close();
  });
}
