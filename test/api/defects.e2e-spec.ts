import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

import { ContentSlugEntity } from '../../src/content/content-item.entity';
import { DocumentEntity } from '../../src/documents/document.entity';
import { adminToken } from '../support/auth';
import { createTestApp, TEST_ADMIN, TEST_DB, TestApp } from '../support/test-app';

// Each block fails without its fix.

jest.setTimeout(60_000);

const decodeQuotedPrintable = (s: string) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

async function waitFor<T>(fn: () => T | null | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The mails written to the outbox so far, decoded. */
const outboxMails = (t: TestApp) => {
  const dir = path.join(t.dataDir, 'outbox');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((f) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, f), 'utf8')))
    : [];
};
/** Every http(s) origin a mail's text links to. */
const linkOrigins = (mail: string) => [...new Set([...mail.matchAll(/https?:\/\/[^\s/"'<>]+/g)].map((m) => m[0]))];

describe(`emailed links take their origin only from the configuration (${TEST_DB})`, () => {
  const forged = 'evil.example.net';

  describe('no site origin configured (development)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    }, 60_000);

    it('a reset mail requested with a forged Host and DomainName links to http://localhost:{PORT}, never the forged host', async () => {
      await t.http
        .post('/auth/forgot-password')
        .set('host', forged)
        .send({ Username: TEST_ADMIN.email, DomainName: `https://${forged}` });
      const mail = await waitFor(() => outboxMails(t).find((m) => m.includes('/account/reset-password/')));
      expect(mail).not.toContain(forged);
      expect(linkOrigins(mail)).toEqual([`http://localhost:${t.config.port}`]);
    });

    it('so do the one-time sign-in mail and the welcome mail of a new user', async () => {
      await t.http
        .post('/auth/one-time-login')
        .set('host', forged)
        .send({ Username: TEST_ADMIN.email, DomainName: `https://${forged}` });
      const signIn = await waitFor(() => outboxMails(t).find((m) => m.includes('/account/email-auth/')));
      expect(linkOrigins(signIn)).toEqual([`http://localhost:${t.config.port}`]);

      const token = await adminToken(t);
      const roles = (await t.http.get('/api/adminusers/get-roles').set('authorization', `Bearer ${token}`)).body.data as { id: number; name: string }[];
      const added = await t.http
        .post('/api/adminusers/add')
        .set('host', forged)
        .set('authorization', `Bearer ${token}`)
        .send({ id: null, email: 'welcome-me@example.com', userRoles: [roles.find((r) => r.name === 'Editor')!.id] });
      expect(added.body.success).toBe(true);
      const welcome = await waitFor(() => outboxMails(t).find((m) => m.includes('To: welcome-me@example.com')));
      expect(welcome).toContain('/account/reset-password/');
      expect(welcome).not.toContain(forged);
      expect(linkOrigins(welcome)).toEqual([`http://localhost:${t.config.port}`]);
    });
  });

  describe('PUBLIC_URL_US configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ PUBLIC_URL_US: 'https://www.example.com' });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    }, 60_000);

    it('a reset mail requested with a forged Host and DomainName contains only the configured origin', async () => {
      await t.http
        .post('/auth/forgot-password')
        .set('host', forged)
        .send({ Username: TEST_ADMIN.email, DomainName: `https://${forged}` });
      const mail = await waitFor(() => outboxMails(t).find((m) => m.includes('/account/reset-password/')));
      expect(mail).not.toContain(forged);
      expect(linkOrigins(mail)).toEqual(['https://www.example.com']);
    });
  });
});

describe(`a production start on an empty database without SEED_DEMO (${TEST_DB})`, () => {
  let t: TestApp;
  const count = async (table: string) => Number((await t.app.get(DataSource).query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      JWT_ACCESS_SECRET: crypto.randomBytes(36).toString('base64url'),
      PUBLIC_URL_US: 'https://www.example.com',
      SEED_DEMO: '', // unset: the production default applies
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);

  it('seeds no demo data: no reps, retailers, form entries, knowledge items, press releases or demo documents', async () => {
    expect(t.config.seedDemo).toBe(false);
    expect(await count('rep')).toBe(0);
    expect(await count('retailer')).toBe(0);
    expect(await count('form_submission')).toBe(0);
    expect(await count('document')).toBe(0);
    const token = await adminToken(t);
    for (const kind of ['knowledge-center', 'press-releases']) {
      const list = await t.http.post(`/api/admin/${kind}/filter`).set('authorization', `Bearer ${token}`).send({});
      expect([kind, list.body.data.total]).toEqual([kind, 0]);
    }
  });

  it('still creates what the routes render: product records, site pages, built-in redirects, selector data and the first administrator', async () => {
    expect((await t.http.get('/api/products/get-by-slug/agrotain')).status).toBe(200);
    expect((await t.http.get('/api/products/get-by-slug/wolf-trax')).status).toBe(200);
    expect((await t.http.get('/api/pages/get-by-slug/about')).status).toBe(200);
    expect((await t.http.get('/api/pages/get-by-slug/privacy-policy')).status).toBe(200);
    expect(await count('redirect')).toBeGreaterThan(0);
    expect(await count('selector_solution')).toBeGreaterThan(0);
    expect((await t.http.post('/auth/login').send({ Username: TEST_ADMIN.email, Password: TEST_ADMIN.password })).status).toBe(200);
  });
});

describe(`content, documents and errors (${TEST_DB})`, () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const post = (url: string, body: unknown) =>
    t.http
      .post(url)
      .set(auth)
      .send(body as object);
  beforeAll(async () => {
    t = await createTestApp();
    auth = { authorization: `Bearer ${await adminToken(t)}` };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  }, 60_000);
  afterEach(() => jest.restoreAllMocks());

  /** Makes the transaction's insert into content_slug fail with `error`; every other insert goes through. */
  const failSlugInsert = (error: Error) => {
    const insert = EntityManager.prototype.insert;
    jest.spyOn(EntityManager.prototype, 'insert').mockImplementation(function (this: EntityManager, target: unknown, ...rest: unknown[]) {
      if (target === ContentSlugEntity) return Promise.reject(error);
      return (insert as (...a: unknown[]) => ReturnType<EntityManager['insert']>).call(this, target, ...rest);
    });
  };
  const driverError = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('a database error on slug insert answers 503, not 400', async () => {
    const before = (await post('/api/admin/pages/filter', {})).body.data.total;
    const outage =
      TEST_DB === 'mariadb' ? driverError('Connection lost: The server closed the connection.', 'PROTOCOL_CONNECTION_LOST') : driverError('database is locked', 'SQLITE_BUSY');
    failSlugInsert(new QueryFailedError('INSERT INTO content_slug ...', [], outage));
    const res = await post('/api/admin/pages/add', { title: 'Outage Page', regionIds: [2] });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.body).toEqual({ success: false, message: 'The service is temporarily unavailable. Please try again in a moment.' });
    jest.restoreAllMocks();
    // Nothing of the failed save was kept.
    expect((await post('/api/admin/pages/filter', {})).body.data.total).toBe(before);
  });

  it('a duplicate key on slug insert (a concurrent save took the slug) still answers 400 with the slug message', async () => {
    const duplicate =
      TEST_DB === 'mariadb'
        ? driverError("Duplicate entry 'pages-2-race' for key 'uq_content_slug'", 'ER_DUP_ENTRY')
        : driverError('UNIQUE constraint failed: content_slug.kind, content_slug.region_id, content_slug.slug', 'SQLITE_CONSTRAINT_UNIQUE');
    failSlugInsert(new QueryFailedError('INSERT INTO content_slug ...', [], duplicate));
    const res = await post('/api/admin/pages/add', { title: 'Race', regionIds: [2] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The slug "race" is already used by another page in the US.');
    expect(res.body.errors).toEqual({ slug: 'The slug "race" is already used by another page in the US.' });
  });

  it('a status other than draft, published or scheduled is refused in words that name all three; scheduled is accepted', async () => {
    const bad = await post('/api/admin/pages/add', { title: 'Status Page', status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be draft, published or scheduled.');
    const scheduled = await post('/api/admin/pages/add', { title: 'Later Page', status: 'scheduled', publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.status).toBe('scheduled');
  });

  it('the document list total counts only the documents it lists (those with a current file)', async () => {
    const now = new Date();
    await t.app.get(DataSource).getRepository(DocumentEntity).insert({
      guid: crypto.randomUUID(),
      title: 'No file yet',
      kind: 'label',
      regionIds: ',2,',
      currentFileId: null,
      currentSince: now,
      createdAt: now,
      updatedAt: now,
      updatedBy: null,
    });
    const list = (await post('/api/admin/documents/filter', { length: 200 })).body.data;
    expect(list.items.map((d: { title: string }) => d.title)).not.toContain('No file yet');
    expect(list.total).toBe(list.items.length);
  });
});
