import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const VNU_JAR = require('vnu-jar') as string;
const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * Every public template, as the server renders it, passes the Nu HTML Checker (vnu-jar, run with
 * Debian's Java): both regions, list and detail pages, forms, the labels library and message pages.
 */
describe(`valid HTML on every public template (${TEST_DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  /** The first published item's public path from a public list filter. */
  async function firstOf(kind: string, regionId: number, prefix: string, locale: 'en' | 'fr' = 'en'): Promise<string> {
    const res = await t.http.post(`/api/${kind}/filter`).send({ regionId, length: 1, locale });
    const item = res.body.data.items[0] as { slug: string } | undefined;
    if (!item) throw new Error(`no published ${kind} in region ${regionId}`);
    return `${prefix}/${item.slug}`;
  }

  it('the Nu HTML Checker finds no error', async () => {
    const labels = await t.http.get('/api/product-labels/search').query({ regionId: 2 });
    const guid = (labels.body?.data?.documents?.[0]?.guid ?? labels.body?.data?.items?.[0]?.documents?.[0]?.guid) as string | undefined;
    const pages = [
      '/',
      '/home-ca',
      '/home-int',
      '/about',
      '/agrotain',
      '/agrotain-ca',
      '/knowledge-center',
      '/can/knowledge-center',
      await firstOf('knowledge-center', 2, '/knowledge-center'),
      await firstOf('knowledge-center', 3, '/can/knowledge-center'),
      '/press-releases',
      await firstOf('press-releases', 2, '/press-releases'),
      '/product-labels',
      ...(guid ? [`/product-labels/${guid}`] : []),
      '/find-a-rep',
      '/find-a-rep-ca',
      '/reps-retailers',
      '/product-selector',
      '/contact',
      '/contact-ca',
      '/clear-choice',
      '/a-page-that-does-not-exist',
      // The Canada region's French twins.
      '/fr/home-ca',
      '/fr/agrotain-ca',
      '/fr/about',
      '/fr/can/knowledge-center',
      await firstOf('knowledge-center', 3, '/fr/can/knowledge-center', 'fr'),
      await firstOf('press-releases', 3, '/fr/can/press-releases', 'fr'),
      '/fr/product-labels',
      '/fr/find-a-rep-ca',
      '/fr/reps-retailers?label=Retailers&zip=S4P%203Y2&country=3',
      '/fr/product-selector',
      '/fr/contact-ca',
      '/fr/a-page-that-does-not-exist',
    ];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-html-'));
    const files: Record<string, string> = {};
    for (const [n, p] of pages.entries()) {
      const res = await t.http.get(p);
      expect({ page: p, ok: res.status === 200 || (res.status === 404 && p.includes('does-not-exist')) }).toEqual({ page: p, ok: true });
      const file = path.join(dir, `page-${n}.html`);
      fs.writeFileSync(file, res.text);
      files[`file:${file}`] = p;
    }
    let out: string;
    try {
      out = (await run('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...Object.keys(files).map((f) => f.slice(5))], { maxBuffer: 32 * 1024 * 1024 })).stderr;
    } catch (e) {
      // vnu exits 1 when it reports errors; its JSON is on stderr either way.
      out = (e as { stderr?: string }).stderr ?? '';
      if (!out.startsWith('{')) throw e;
    }
    const messages = (JSON.parse(out) as { messages: VnuMessage[] }).messages.filter((m) => m.type === 'error');
    const errors = messages.map((m) => `${files[m.url] ?? m.url}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`);
    console.log(`HTML checked on ${pages.length} pages: ${pages.join(', ')}`);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(errors).toEqual([]);
  }, 180_000);
});
