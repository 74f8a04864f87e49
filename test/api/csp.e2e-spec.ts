import { createHash } from 'node:crypto';

import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

/** The script-src sources of a Content-Security-Policy header. */
const scriptSrc = (csp: string) =>
  (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  )
    .split(/\s+/)
    .slice(1);

/** Every <script> of a page: its attributes and its text. */
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attrs: m[1], text: m[2] }));

/** A script the browser would run: no src, and no type or a JavaScript type (not JSON data, not a module's data). */
const isInlineExecutable = (s: { attrs: string; text: string }) => {
  if (/\bsrc\s*=/i.test(s.attrs)) return false;
  const type = /\btype\s*=\s*"([^"]*)"/i.exec(s.attrs)?.[1]?.trim().toLowerCase();
  return !type || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
};

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// No 'unsafe-inline' in script-src; every inline script of a served page allowed by its hash.
describe(`Content-Security-Policy of served pages (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("script-src has no 'unsafe-inline' and holds exactly the hashes of the pages' inline scripts", async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/protivate-ca', '/home-int', '/knowledge-center', '/contact', '/account/login', '/no-such-page-xyz']) {
      const res = await t.http.get(path);
      expect([200, 404]).toContain(res.status);
      const csp = String(res.headers['content-security-policy'] ?? '');
      const sources = scriptSrc(csp);
      expect(sources).toContain("'self'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      const inline = scripts(res.text).filter(isInlineExecutable);
      for (const s of inline) {
        expect({ path, hash: hashOf(s.text), allowed: sources.includes(hashOf(s.text)) }).toEqual({ path, hash: hashOf(s.text), allowed: true });
        seen.add(hashOf(s.text));
      }
      // The page's state is data, not code: JSON blocks that parse, with nothing that could close the element.
      const data = scripts(res.text).filter((s) => /type="application\/json"/.test(s.attrs));
      if (res.headers['content-type']?.includes('text/html')) {
        expect(data.map((s) => /id="([^"]+)"/.exec(s.attrs)?.[1])).toEqual(['app-config', 'initial-data']);
        for (const s of data) expect(() => JSON.parse(s.text)).not.toThrow();
      }
      expect(res.text).not.toContain('window.__CONFIG__');
    }
    // The two fixed inline scripts (the click holder on server-rendered pages, the banner's in the Canada page's head) were served,
    // and the policy lists no other hash.
    expect(seen.size).toBe(2);
    const sources = scriptSrc(String((await t.http.get('/')).headers['content-security-policy']));
    expect(sources.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...seen].sort());
  });

  it('escapes the page data so it cannot close its element', async () => {
    const res = await t.http.get('/knowledge-center?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E%E2%80%A8');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).not.toContain('\u2028');
  });
});
