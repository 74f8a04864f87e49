import { DataSource } from 'typeorm';

import { ACCESSIBILITY_MESSAGES, CONTACT_MESSAGES, FORM_TYPE_ACCESSIBILITY } from '../../src/contract/forms';
import { INITIAL_DATA_BLOCK_ID } from '../../src/web/inline-scripts';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_DB, TestApp } from '../support/test-app';

jest.setTimeout(60_000);

const rows = (t: TestApp, sql: string) => t.app.get(DataSource).query(sql);
/** The page's data block the server rendered the form with. */
const pageData = (html: string) => {
  const m = new RegExp(`<script[^>]*id="${INITIAL_DATA_BLOCK_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  return m ? JSON.parse(m[1]) : null;
};
const startedAtOf = (html: string) => String(pageData(html)?.form?.startedAt ?? '');

describe(`public forms without script (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORMS_RATE_LIMIT: '1000', FORMS_MIN_FILL_MS: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /contact is a private page carrying a signed render time, and /contact-ca too', async () => {
    for (const path of ['/contact', '/contact-ca', '/can/contact-us']) {
      const res = await t.http.get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(startedAtOf(res.text)).toMatch(/^\d{10,16}\.[A-Za-z0-9_-]{22}$/);
    }
  });

  it('a refused contact post answers 400 with the page again: what was sent and the spec message of each field', async () => {
    const res = await t.http.post('/contact').type('form').send({ name: '', email: 'pat@example', region: '', role: 'Grower', message: 'Hello' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const form = pageData(res.text)?.form;
    expect(form.errors).toEqual({ name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailInvalid, region: CONTACT_MESSAGES.regionRequired });
    expect(form.values).toMatchObject({ email: 'pat@example', role: 'Grower', message: 'Hello' });
  });

  it('an accepted contact post is stored and redirects to the thank-you (303); a quick or forged one is kept as spam', async () => {
    const page = await t.http.get('/contact-ca');
    const startedAt = startedAtOf(page.text);
    await new Promise((r) => setTimeout(r, 1100));
    const ok = await t.http
      .post('/contact-ca')
      .type('form')
      .send({ name: 'No Script', email: 'no.script@example.com', region: 'Canada', role: 'Grower', state: 'SK', zipcode: 'S4P 3Y2', message: 'Call me', website: '', startedAt });
    expect(ok.status).toBe(303);
    expect(ok.headers.location).toBe('/contact-ca?sent=1');
    const [stored] = await rows(t, "SELECT * FROM form_submission WHERE email = 'no.script@example.com'");
    expect(stored).toMatchObject({ name: 'No Script', region: 'Canada', role: 'Grower' });
    expect(Boolean(Number(stored.spam))).toBe(false);
    expect(JSON.parse(stored.data)).toMatchObject({ state: 'SK', zipcode: 'S4P 3Y2', message: 'Call me' });

    const fast = await t.http
      .post('/contact')
      .type('form')
      .send({ name: 'Fast', email: 'fast@example.com', region: 'USA', role: 'Grower', startedAt: startedAtOf((await t.http.get('/contact')).text) });
    expect(fast.status).toBe(303);
    const forged = await t.http
      .post('/contact')
      .type('form')
      .send({ name: 'Forged', email: 'forged@example.com', region: 'USA', role: 'Grower', startedAt: '1000000000000.AAAAAAAAAAAAAAAAAAAAAA' });
    expect(forged.status).toBe(303);
    const spam = await rows(t, "SELECT email, spam_reason AS reason FROM form_submission WHERE email IN ('fast@example.com', 'forged@example.com') ORDER BY email");
    expect(spam.map((r: { email: string; reason: string }) => [r.email, r.reason])).toEqual([
      ['fast@example.com', expect.stringMatching(/^too-fast:/)],
      ['forged@example.com', 'no-start-time'],
    ]);
  });

  it('a contact post from another site is refused', async () => {
    const res = await t.http
      .post('/contact')
      .set('origin', 'https://evil.example')
      .set('sec-fetch-site', 'cross-site')
      .type('form')
      .send({ name: 'X', email: 'x@example.com', region: 'USA', role: 'Grower' });
    expect(res.status).toBe(403);
  });

  it('/accessibility answers 200; a report, with or without script, is its own type in the admin forms list', async () => {
    const page = await t.http.get('/accessibility');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Accessibility Statement');

    const refused = await t.http.post('/accessibility').type('form').send({ email: '', description: '' });
    expect(refused.status).toBe(400);
    expect(pageData(refused.text)?.form.errors).toEqual({ email: ACCESSIBILITY_MESSAGES.emailRequired, description: ACCESSIBILITY_MESSAGES.descriptionRequired });

    const startedAt = startedAtOf(page.text);
    await new Promise((r) => setTimeout(r, 1100));
    const posted = await t.http
      .post('/accessibility')
      .type('form')
      .send({ name: 'Ada', email: 'ada@example.com', page: 'Find a Rep', description: 'The map traps keyboard focus.', startedAt });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/accessibility?sent=1');

    const api = await t.http.post('/api/forms/accessibility').send({ email: 'blind.user@example.com', description: 'Images without alt text on a product page.', elapsedMs: 5000 });
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ success: true, message: ACCESSIBILITY_MESSAGES.thankYou });
    const apiRefused = await t.http.post('/api/forms/accessibility').send({ email: 'nope', description: 'x' });
    expect(apiRefused.status).toBe(400);
    expect(apiRefused.body.errors).toEqual({ email: CONTACT_MESSAGES.emailInvalid });

    const token = await adminToken(t);
    const list = await t.http.post('/api/admin/forms/filter').set('authorization', `Bearer ${token}`).send({ start: 0, length: 100, type: FORM_TYPE_ACCESSIBILITY });
    expect(list.status).toBe(200);
    const reports = list.body.data.map((i: { email: string; typeName: string; type: number }) => [i.email, i.typeName, i.type]).sort();
    expect(reports).toEqual([
      ['ada@example.com', 'Accessibility', FORM_TYPE_ACCESSIBILITY],
      ['blind.user@example.com', 'Accessibility', FORM_TYPE_ACCESSIBILITY],
    ]);
    // The Contact filter leaves them out.
    const contacts = await t.http.post('/api/admin/forms/filter').set('authorization', `Bearer ${token}`).send({ start: 0, length: 100, type: 0 });
    expect(contacts.body.data.every((i: { typeName: string }) => i.typeName === 'Contact')).toBe(true);
  });

  it('/product-selector renders with the solution catalogue as its page data', async () => {
    const res = await t.http.get('/product-selector?from=6&challenge=6&crop=1&nitrogenSource=1');
    expect(res.status).toBe(200);
    const data = pageData(res.text);
    expect(data.kind).toBe('product-selector');
    expect(data.solutions.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['anvol', 'superu']));
  });

  it('/reps-retailers?label=…&zip=…&country=… renders its results; a search with a value missing does not search', async () => {
    const res = await t.http.get('/reps-retailers?label=Retailers&zip=50309&country=2');
    expect(pageData(res.text)).toMatchObject({ kind: 'directory-search', request: { label: 'Retailers', zip: '50309', regionId: 2 } });
    const empty = await t.http.get('/reps-retailers?region=2&label=&zip=50309');
    expect(empty.status).toBe(200);
    expect(pageData(empty.text)?.kind).not.toBe('directory-search');
  });
});
